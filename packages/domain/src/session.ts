/**
 * Messages and headers of the session states (docs/requirements.md §4, §8, docs/domain.md), shared by the API
 * and the web.
 */

export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes';
export const INACTIVITY_LOGOUT_MESSAGE = 'You have been logged out due to inactivity.';
export const NEW_SESSION_LOGOUT_MESSAGE = 'You have been logged out because another session was detected.';

/** The header of a 401 that says why the session ended. */
export const SESSION_INVALIDATED_REASON_HEADER = 'X-Session-Invalidated-Reason';
export const NEW_SESSION_REASON = 'NewSession';

/** Why a session ended: signed out, replaced by a newer session of the user, or left inactive too long. */
export const SESSION_END_REASONS = ['Logout', NEW_SESSION_REASON, 'Inactivity'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** The header of every authenticated response: the session's inactivity deadline (ISO time). */
export const AUTO_LOGOUT_AT_HEADER = 'x-auto-logout-at';

/** The header of GET /api/auth/test-logins: '1' when test logins need a password. */
export const REQUIRES_PASSWORD_HEADER = 'x-requires-password';

export function requiresPassword(headerValue: string | null | undefined): boolean {
  return headerValue?.trim() === '1';
}

/** The message Login shows after a 401, given the reason header; null when no reason is given. */
export function sessionInvalidatedMessage(reason: string | null | undefined): string | null {
  return reason?.trim() === NEW_SESSION_REASON ? NEW_SESSION_LOGOUT_MESSAGE : null;
}

/** How long before the automatic logout the warning dialog opens (docs/domain.md). */
export const INACTIVITY_WARNING_MS = 2 * 60 * 1000;

export type InactivityState = 'active' | 'warning' | 'expired';

/** Where the session stands against `autoLogoutOnInactivityAt` at `now`. */
export function inactivityState(autoLogoutAt: Date, now: Date): InactivityState {
  const remaining = autoLogoutAt.getTime() - now.getTime();
  if (remaining <= 0) return 'expired';
  return remaining <= INACTIVITY_WARNING_MS ? 'warning' : 'active';
}
