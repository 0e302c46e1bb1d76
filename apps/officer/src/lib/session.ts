import type { UserDetails } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { SESSION_QUERY_KEY } from '@fsmis/ui/lib/session-query-key';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../config/paths';

/** Who is signed in (null when no one is), read afresh on every navigation that asks. */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: async () => (await http.get<UserDetails | null>(apiPaths.session)).data,
    staleTime: 5_000,
  });

export async function readSession(queryClient: QueryClient): Promise<UserDetails | null> {
  return queryClient.fetchQuery(sessionQueryOptions());
}

/** The signed-in officer; only ever rendered below the console's guard, which has read the session. */
export function useOfficer(): UserDetails {
  const { data } = useQuery(sessionQueryOptions());
  if (!data) throw new Error('The console rendered a signed-in screen without a signed-in officer.');
  return data;
}

export const isOfficer = (user: UserDetails | null): user is UserDetails => user?.role === 'officer';
