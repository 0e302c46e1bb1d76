import { saveAutoLogoutAt } from '@fsmis/ui/lib/inactivity';
import { SESSION_QUERY_KEY } from '@fsmis/ui/lib/session-query-key';
import type { QueryClient } from '@tanstack/react-query';
import { clearUnsavedChanges } from './unsaved-changes';

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

/** How long an answer asked for as the page started may stand in for the guards' first reading. */
const EARLY_SESSION_MAX_AGE_MS = 5_000;
let earlySession: { readonly answer: Promise<unknown>; readonly askedAt: number } | null = null;

/**
 * Asks who is signed in as the page starts (and resolves with the answer, undefined when it failed), while the portal's code is still on its way, so the guards'
 * first reading does not wait for it (`takeEarlySession`). Never on a page that signs in: its answer
 * would be from before the sign-in. A failed answer is not kept: the guards ask again, and the portal's
 * listeners then hear why a session ended.
 */
export function askSessionEarly(ask: () => Promise<unknown>): Promise<unknown> {
  const answer = ask().catch(() => undefined);
  earlySession = { answer, askedAt: Date.now() };
  return answer;
}

/** The answer `askSessionEarly` got, once, while fresh; undefined when there is none to use. */
export async function takeEarlySession(): Promise<unknown> {
  const early = earlySession;
  earlySession = null;
  if (early === null || Date.now() - early.askedAt > EARLY_SESSION_MAX_AGE_MS) return undefined;
  return early.answer;
}
