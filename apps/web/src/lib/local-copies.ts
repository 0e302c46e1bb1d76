import { useMemo } from 'react';
import { useSessionUser } from './session';

/**
 * What a person has typed and the portal has not saved yet, kept in this browser (localStorage) per
 * signed-in user and form: a save that failed, a save the API refused, or a session that ended (another
 * sign-in, inactivity) loses nothing typed. The copy goes once the form's values are saved; the next
 * visit of the same user to the form offers it back. Keys name the user, and the portal reads only the
 * signed-in user's own copies, so another person signing in on the same browser is never shown them.
 */

/** A copy older than this is unlikely to be wanted and is dropped when read. */
export const LOCAL_COPY_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1_000;

export type LocalCopy<T> = {
  readonly values: T;
  /** What the values were edited from (an application section's row version), when it matters. */
  readonly base?: number;
  /** When the copy was kept, in milliseconds since the epoch. */
  readonly keptAt: number;
};

export const localCopyKey = (userId: string, formKey: string) => `fsmis.unsaved:${userId}:${formKey}`;

/**
 * Keeps (with `values`), reads, or forgets (with null) the copy of a form. Never fails: a browser
 * without storage keeps no copy, and a copy that is unreadable or too old is dropped as it is read.
 */
export function localCopy<T>(
  userId: string,
  formKey: string,
  values?: T | null,
  base?: number,
  now = Date.now(),
): LocalCopy<T> | null {
  const key = localCopyKey(userId, formKey);
  try {
    if (values) localStorage.setItem(key, JSON.stringify({ values, base, keptAt: now }));
    else if (values === null) localStorage.removeItem(key);
    else {
      const copy = JSON.parse(localStorage.getItem(key) ?? '{}') as Partial<LocalCopy<T>>;
      if (
        typeof copy.values === 'object' &&
        copy.values &&
        now - (copy.keptAt ?? 0) <= LOCAL_COPY_MAX_AGE_MS
      ) {
        return copy as LocalCopy<T>;
      }
      localStorage.removeItem(key);
    }
  } catch {
    // Storage full, switched off, or holding something else: there is no copy.
  }
  return null;
}

/**
 * The signed-in user's copy of one form: read, kept and forgotten under the user's own key (nothing,
 * while no one is signed in).
 */
export function useLocalCopy<T = unknown>(formKey: string) {
  const userId = useSessionUser()?.userId;
  return useMemo(
    () => ({
      read: () => (userId ? localCopy<T>(userId, formKey) : null),
      keep: (values: T, base?: number) => userId && localCopy(userId, formKey, values, base),
      forget: () => userId && localCopy(userId, formKey, null),
    }),
    [userId, formKey],
  );
}

/** One form's copy in the browser, as the form kit is handed it (`useLocalCopy`). */
export type LocalCopyOfForm = ReturnType<typeof useLocalCopy>;
