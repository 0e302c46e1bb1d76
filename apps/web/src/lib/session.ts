import {
  type GuardSession,
  INACTIVITY_LOGOUT_MESSAGE,
  isLocalLab,
  sessionInvalidatedMessage,
  type UserDetails,
  userDetailsSchema,
} from '@fsmis/domain';
import { http, isHttpError, type UnauthorizedEvent } from '@fsmis/ui/lib/http-client';
import { clearAutoLogoutAt } from '@fsmis/ui/lib/inactivity';
import { SESSION_QUERY_KEY } from '@fsmis/ui/lib/session-query-key';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type LoginReason } from '../config/paths';
import { takeEarlySession } from './session-start';
import { clearUnsavedChanges } from './unsaved-changes';

// What a sign-in needs lives apart, so that Login's first download carries none of the rest.
export { startSession } from './session-start';
export type { UserDetails };

export const userDetailsQueryKey = [...SESSION_QUERY_KEY, 'user'] as const;

/** GET /api/auth/session: the signed-in user, or null when no one is signed in or the session ended (401). */
export async function getUserDetails(signal?: AbortSignal): Promise<UserDetails | null> {
  try {
    const early = await takeEarlySession();
    const data =
      early !== undefined ? early : (await http.get<unknown>(apiPaths.authSession, { signal })).data;
    return data === null ? null : userDetailsSchema.parse(data);
  } catch (error) {
    if (isHttpError(error) && error.status === 401) return null;
    throw error;
  }
}

export function userDetailsQueryOptions() {
  return queryOptions({
    queryKey: userDetailsQueryKey,
    queryFn: ({ signal }) => getUserDetails(signal),
    staleTime: 30_000,
  });
}

/** How fresh the session must be for a navigation: new enough to cover one click's redirects. */
export const NAVIGATION_SESSION_MAX_AGE_MS = 1_000;

/** The session as the routing guards last read it; null when signed out or not read yet. */
export function useSessionUser(): UserDetails | null {
  // The guards read the session before every navigation; screens only follow what they found.
  const { data } = useQuery({ ...userDetailsQueryOptions(), enabled: false });
  return data ?? null;
}

/** Reads the session again now, e.g. after a change to the profile or the module. */
export function refreshSession(queryClient: QueryClient): Promise<UserDetails | null> {
  return queryClient.fetchQuery({ ...userDetailsQueryOptions(), staleTime: 0 });
}

/** An officer of the regulator: sent to the officers' console, never shown a company's screens. */
export function isOfficer(user: UserDetails | null): boolean {
  return user?.role === 'officer';
}

/** What the routing guards know of the session (domain `GuardSession`). */
export function guardSessionOf(user: UserDetails | null): GuardSession {
  if (user === null) {
    return {
      signedIn: false,
      hasAccessToProficiencyTesting: false,
      moduleSelected: false,
      ptMode: false,
      profileComplete: false,
      dashboardAllowed: false,
    };
  }
  return {
    signedIn: true,
    regionType: user.proficiencyTestingRegionType,
    hasAccessToProficiencyTesting: user.hasAccessToProficiencyTesting,
    moduleSelected: user.moduleSelected,
    ptMode: user.ptMode,
    // The server's readings of the domain rules (`isProfileComplete`, `isDashboardAllowed`).
    profileComplete: user.profileComplete,
    dashboardAllowed: user.dashboardAllowed,
  };
}

/** A local laboratory with access to proficiency testing: it uses both modules (docs/requirements.md §6). */
export function hasBothModules(user: UserDetails): boolean {
  return isLocalLab(user.proficiencyTestingRegionType) && user.hasAccessToProficiencyTesting;
}

/**
 * The module the user works in: overseas laboratories only ever in PT; a laboratory with both modules
 * in the one it chose (null until it has chosen); other local laboratories in the local module.
 * The same reading as the domain guards' PT mode (guards.ts, `situationOf`).
 */
export function moduleOf(user: UserDetails): 'local' | 'pt' | null {
  if (!isLocalLab(user.proficiencyTestingRegionType)) return 'pt';
  if (!hasBothModules(user)) return 'local';
  if (!user.moduleSelected) return null;
  return user.ptMode ? 'pt' : 'local';
}

/**
 * The session has ended (logout, inactivity, or the server said 401): the guards see a signed-out
 * user at once. The rest of the signed-in data is forgotten by the returned function, which the caller
 * runs once it has left the signed-in screens (forgetting earlier would make them fetch it again).
 */
export function endSession(queryClient: QueryClient): () => void {
  void queryClient.cancelQueries({ queryKey: SESSION_QUERY_KEY });
  queryClient.setQueryData(userDetailsQueryKey, null);
  clearAutoLogoutAt();
  clearUnsavedChanges();
  return () =>
    queryClient.removeQueries({
      queryKey: SESSION_QUERY_KEY,
      predicate: (query) => query.queryKey[1] !== userDetailsQueryKey[1],
    });
}

/** Why a 401 ended the session, for the notice on Login; undefined when it does not say. */
export function loginReasonOf(event: UnauthorizedEvent): LoginReason | undefined {
  if (sessionInvalidatedMessage(event.reason) !== null) return 'new-session';
  if (event.response.message === INACTIVITY_LOGOUT_MESSAGE) return 'inactivity';
  return undefined;
}
