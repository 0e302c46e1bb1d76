import {
  CorrespondenceStatus,
  type GuardSession,
  INACTIVITY_LOGOUT_MESSAGE,
  isDashboardAllowed,
  isLocalLab,
  isProfileComplete,
  type Programme,
  type ProgrammeTermsStanding,
  sessionInvalidatedMessage,
  type UserRole,
} from '@fsmis/domain';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type LoginReason } from '../config/paths';
import { http, isHttpError, type UnauthorizedEvent } from './http-client';
import { clearAutoLogoutAt, saveAutoLogoutAt } from './inactivity';
import { clearUnsavedChanges } from './unsaved-changes';

/** A label and the code it names, as the API sends enumerations. */
export type Labelled<T extends number> = { readonly value: T; readonly label: string };

/** One programme's company terms and conditions (spec 3, "Terms item"). */
export type ProgrammeTermsItem = {
  readonly applicationType: Labelled<Programme>;
  readonly companyTermsAndConditionId?: string | null;
  readonly companyTermsAndConditionsStatus: Labelled<CorrespondenceStatus> | null;
  readonly hasOngoingSuspension: boolean;
  readonly isAbleToRequest: boolean;
};

/** GET /api/auth/user: the signed-in user, the session state of spec 3. */
export type UserDetails = {
  readonly userId: string;
  /** 'officer' for the regulator's officers, who work through the officer tools, not this portal. */
  readonly role?: UserRole;
  readonly name: string;
  readonly email: string | null;
  readonly contactNumber: string;
  readonly signatureId: string | null;
  readonly companyName: string;
  readonly companyUen: string | null;
  readonly companyAddress: string | null;
  readonly companyTermsAndConditionsPendingAcknowledgement: readonly Programme[];
  readonly hasAnyApplications: boolean;
  readonly hasAnyProficiencyTests: boolean;
  readonly hasAccessToProficiencyTesting: boolean;
  readonly proficiencyTestingRegionType?: number | null;
  readonly profileComplete?: boolean;
  /** The server's reading of the dashboard access rule; older servers leave it out. */
  readonly dashboardAllowed?: boolean;
  /** Local laboratories only: one item per programme. */
  readonly termsAndConditions?: readonly ProgrammeTermsItem[];
  readonly ptMode: boolean;
  readonly moduleSelected: boolean;
  readonly autoLogoutOnInactivityAt: string;
};

/** Every query of the signed-in user's data lives under this key, so a sign-out forgets it at once. */
export const SESSION_QUERY_KEY = ['session'] as const;
export const userDetailsQueryKey = [...SESSION_QUERY_KEY, 'user'] as const;

/** The signed-in user, or null when no one is signed in (the API answers 401). */
export async function getUserDetails(signal?: AbortSignal): Promise<UserDetails | null> {
  try {
    const { data } = await http.get<UserDetails>(apiPaths.authUser, { signal });
    return data;
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

/** What Login says to an officer of the regulator who signed in here: the portal is for companies. */
export const OFFICER_SIGN_IN_MESSAGE =
  "This portal is for companies and laboratories. Officers work through the regulator's officer tools.";

/** An officer of the regulator: signed out at once, never shown a company's screens. */
export function isOfficer(user: UserDetails | null): boolean {
  return user?.role === 'officer';
}

/** The per-programme standing the dashboard access rule reads. */
function termsStandings(user: UserDetails): readonly ProgrammeTermsStanding[] {
  if (user.termsAndConditions) {
    return user.termsAndConditions.map((item) => ({
      termsStatus: item.companyTermsAndConditionsStatus?.value ?? null,
      hasOngoingSuspension: item.hasOngoingSuspension,
    }));
  }
  // Without the terms items, the programmes pending acknowledgement are the ones whose terms were sent.
  return user.companyTermsAndConditionsPendingAcknowledgement.map(() => ({
    termsStatus: CorrespondenceStatus.sent,
    hasOngoingSuspension: false,
  }));
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
    regionType: user.proficiencyTestingRegionType ?? null,
    hasAccessToProficiencyTesting: user.hasAccessToProficiencyTesting,
    moduleSelected: user.moduleSelected,
    ptMode: user.ptMode,
    profileComplete: isProfileComplete(user),
    dashboardAllowed:
      user.dashboardAllowed ??
      isDashboardAllowed({ hasAnyApplications: user.hasAnyApplications, programmes: termsStandings(user) }),
  };
}

/** A local laboratory with access to proficiency testing: it uses both modules (spec 6). */
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
 * A sign-in has opened a session: keep its inactivity deadline and forget whatever was known of a
 * previous session, so the guards read the new one.
 */
export function startSession(
  queryClient: QueryClient,
  autoLogoutOnInactivityAt: string,
  serverDate?: string | null,
): void {
  saveAutoLogoutAt(autoLogoutOnInactivityAt, serverDate);
  queryClient.removeQueries({ queryKey: SESSION_QUERY_KEY });
  clearUnsavedChanges();
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
