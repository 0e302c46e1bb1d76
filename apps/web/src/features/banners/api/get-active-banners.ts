import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { http } from '../../../lib/http-client';

export type BannerSeverity = 'info' | 'warning' | 'critical';

export type Banner = {
  readonly id: string;
  readonly title: string;
  readonly message: string;
  readonly severity: BannerSeverity;
};

export async function getActiveBanners(signal?: AbortSignal): Promise<readonly Banner[]> {
  const { data } = await http.get<readonly Banner[] | null>(apiPaths.activeBanners, { signal });
  return data ?? [];
}

export function activeBannersQueryOptions() {
  return queryOptions({
    queryKey: ['banners', 'active'] as const,
    queryFn: ({ signal }) => getActiveBanners(signal),
    staleTime: 5 * 60_000,
  });
}

export function useActiveBanners(options: { readonly enabled?: boolean } = {}) {
  return useQuery({ ...activeBannersQueryOptions(), enabled: options.enabled ?? true });
}
