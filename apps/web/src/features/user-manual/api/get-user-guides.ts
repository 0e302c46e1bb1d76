import { type UserGuide, userGuideSchema } from '@fsmis/domain';
import { download, http, isHttpError } from '@fsmis/ui/lib/http-client';
import { SESSION_QUERY_KEY } from '@fsmis/ui/lib/session-query-key';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';

export type { UserGuide };

/** GET /api/user-guides: the guides for the user's module; null on a portal that has none (404). */
export async function getUserGuides(signal?: AbortSignal): Promise<readonly UserGuide[] | null> {
  try {
    const { data } = await http.get<unknown>(apiPaths.userGuides, { signal });
    return userGuideSchema.array().parse(data);
  } catch (error) {
    if (isHttpError(error) && error.status === 404) return null;
    throw error;
  }
}

export function userGuidesQueryOptions() {
  return queryOptions({
    queryKey: [...SESSION_QUERY_KEY, 'user-guides'] as const,
    queryFn: ({ signal }) => getUserGuides(signal),
    staleTime: 5 * 60_000,
  });
}

export function useUserGuides() {
  return useQuery(userGuidesQueryOptions());
}

/** GET /api/user-guides/{id}: saves the guide's file. */
export function downloadUserGuide(id: string): Promise<string> {
  return download(apiPaths.userGuide(id));
}
