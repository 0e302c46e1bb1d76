import { type Banner, isBannerSeverity } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { apiPaths } from '../../../config/paths';
import { useShellQuery } from '../../../lib/shell-query';

/** zod's UUID (`z.uuid()`). */
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

function bannerOf(item: unknown): Banner {
  if (typeof item === 'object' && item !== null) {
    const { id, title, message, severity } = item as Record<string, unknown>;
    if (
      typeof id === 'string' &&
      UUID.test(id) &&
      typeof title === 'string' &&
      typeof message === 'string' &&
      isBannerSeverity(severity)
    ) {
      return { id, title, message, severity };
    }
  }
  throw new TypeError('A banner is not in the expected form.');
}

/**
 * The answer read as `bannerSchema.array()` reads it (the test holds the two to the same verdicts), by
 * hand: every page shows the banners, Login included, whose download carries no zod.
 */
export function bannersOf(data: unknown): readonly Banner[] {
  if (!Array.isArray(data)) throw new TypeError('The banners are not a list.');
  return data.map(bannerOf);
}

/** GET /api/settings/banners/active: the banners shown above every page now. */
export async function getActiveBanners(signal?: AbortSignal): Promise<readonly Banner[]> {
  const { data } = await http.get<unknown>(apiPaths.activeBanners, { signal });
  return bannersOf(data);
}

export function activeBannersQueryOptions() {
  return {
    queryKey: ['banners', 'active'] as const,
    queryFn: ({ signal }: { readonly signal: AbortSignal }) => getActiveBanners(signal),
    staleTime: 5 * 60_000,
  };
}

export function useActiveBanners(options: { readonly enabled?: boolean } = {}) {
  return useShellQuery({ ...activeBannersQueryOptions(), enabled: options.enabled ?? true });
}
