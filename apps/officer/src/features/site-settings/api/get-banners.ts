import { type OfficerBanner, officerBannerSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';

export const bannersQueryKey = ['officer', 'banners'] as const;

/** GET /api/officer/banners: every banner, the latest start first. */
export async function getBanners(signal?: AbortSignal): Promise<OfficerBanner[]> {
  const { data } = await http.get<unknown>(apiPaths.banners, { signal });
  return officerBannerSchema.array().parse(data);
}

export function bannersQueryOptions() {
  return queryOptions({
    queryKey: bannersQueryKey,
    queryFn: ({ signal }) => getBanners(signal),
    // A banner starts and ends by the clock: read its state afresh every minute the page is open.
    refetchInterval: 60_000,
  });
}

export function useBanners() {
  return useQuery(bannersQueryOptions());
}
