import { type Banner, type BannerSeverity, bannerSchema } from '@fsmis/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { http } from '../../../lib/http-client';

export type { Banner, BannerSeverity };

/** GET /api/settings/banners/active: the banners shown above every page now. */
export async function getActiveBanners(signal?: AbortSignal): Promise<readonly Banner[]> {
  const { data } = await http.get<unknown>(apiPaths.activeBanners, { signal });
  return bannerSchema.array().parse(data);
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
