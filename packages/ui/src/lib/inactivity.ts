/**
 * The instant the server will end an idle session (docs/requirements.md §3, "Inactivity state"). It is kept
 * in local storage so every tab of the portal reads the same deadline, and a change in one tab (a call that
 * extended the session, a sign-out) reaches the others through the `storage` event.
 *
 * The server's instant is moved onto this browser's clock before it is kept: a computer whose clock
 * runs a few minutes fast or slow would otherwise warn too early or too late. The response's `Date`
 * header says what time the server had when it answered.
 */
export const AUTO_LOGOUT_AT_KEY = 'fsmis.autoLogoutAt';

type Listener = () => void;
const listeners = new Set<Listener>();

/** The server's deadline on this browser's clock, given the server's `Date` header (when readable). */
export function deadlineOnClientClock(
  autoLogoutAt: string,
  serverDate: string | null | undefined,
  now: number = Date.now(),
): Date | null {
  const deadline = Date.parse(autoLogoutAt);
  if (Number.isNaN(deadline)) return null;
  const serverNow = serverDate ? Date.parse(serverDate) : Number.NaN;
  if (Number.isNaN(serverNow)) return new Date(deadline);
  return new Date(now + (deadline - serverNow));
}

/** Keeps the deadline the server announced (a response field or the `x-auto-logout-at` header). */
export function saveAutoLogoutAt(autoLogoutAt: string, serverDate?: string | null): void {
  const deadline = deadlineOnClientClock(autoLogoutAt, serverDate);
  if (deadline === null) return;
  try {
    localStorage.setItem(AUTO_LOGOUT_AT_KEY, deadline.toISOString());
  } catch {
    // Storage can be unavailable (private mode, quota); the server still ends the session on time.
  }
  notify();
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
  notify();
}

/**
 * Calls `listener` whenever the deadline changes, in this tab or in another tab of the portal.
 * Returns the function that stops listening.
 */
export function subscribeAutoLogoutAt(listener: Listener): () => void {
  const onStorage = (event: StorageEvent) => {
    // `key` is null when another tab cleared the whole storage.
    if (event.key === AUTO_LOGOUT_AT_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The `storage` event reaches only the other tabs; this tab's listeners are told here. */
function notify(): void {
  for (const listener of listeners) listener();
}

/** "1 minute 45 seconds", "2 minutes", "30 seconds": how long is left, in words. */
export function describeTimeLeft(milliseconds: number): string {
  const totalSeconds = Math.max(0, Math.ceil(milliseconds / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  const parts: string[] = [];
  if (minutes > 0) parts.push(`${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`);
  if (seconds > 0 || minutes === 0) parts.push(`${seconds} ${seconds === 1 ? 'second' : 'seconds'}`);
  return parts.join(' ');
}
