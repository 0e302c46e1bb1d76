/**
 * The instant the server will end an idle session (spec 3, "Inactivity state"). It is kept in local
 * storage so every tab of the portal reads the same deadline.
 */
const AUTO_LOGOUT_AT_KEY = 'fsmis.autoLogoutAt';

export function saveAutoLogoutAt(isoTime: string): void {
  try {
    localStorage.setItem(AUTO_LOGOUT_AT_KEY, isoTime);
  } catch {
    // Storage can be unavailable (private mode, quota); the server still ends the session on time.
  }
}

export function readAutoLogoutAt(): Date | null {
  try {
    const value = localStorage.getItem(AUTO_LOGOUT_AT_KEY);
    if (value === null) return null;
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  } catch {
    return null;
  }
}

export function clearAutoLogoutAt(): void {
  try {
    localStorage.removeItem(AUTO_LOGOUT_AT_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
