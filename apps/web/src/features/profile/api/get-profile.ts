import { type Profile, profileSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { SESSION_QUERY_KEY } from '@fsmis/ui/lib/session-query-key';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';

export type { Profile };

export const profileQueryKey = [...SESSION_QUERY_KEY, 'profile'] as const;

/** GET /api/auth/profile: the signed-in user's profile and what it lacks to be complete. */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const { data } = await http.get<unknown>(apiPaths.profile, { signal });
  return profileSchema.parse(data);
}

export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: 0,
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
