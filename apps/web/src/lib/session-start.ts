import type { QueryClient } from '@tanstack/react-query';
import { saveAutoLogoutAt } from './inactivity';
import { clearUnsavedChanges } from './unsaved-changes';

/** Every query of the signed-in user's data lives under this key, so a sign-out forgets it at once. */
export const SESSION_QUERY_KEY = ['session'] as const;

/** What Login says to an officer of the regulator who signed in here: the portal is for companies. */
export const OFFICER_SIGN_IN_MESSAGE =
  "This portal is for companies and laboratories. Officers work through the regulator's officer tools.";

/**
 * A sign-in has opened a session: keep its inactivity deadline and forget whatever was known of a
 * previous session, so the guards read the new one.
 */
export function startSession(
  /** Undefined while Login is shown before the portal (and its queries) exist. */
  queryClient: QueryClient | undefined,
  autoLogoutOnInactivityAt: string,
  serverDate?: string | null,
): void {
  saveAutoLogoutAt(autoLogoutOnInactivityAt, serverDate);
  queryClient?.removeQueries({ queryKey: SESSION_QUERY_KEY });
  clearUnsavedChanges();
}
