import { http } from '@fsmis/ui/lib/http-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { apiPaths, type LoginReason, paths } from '../config/paths';
import { flushFormDrafts } from './form-drafts';
import { endSession } from './session';
import { mayLogOut } from './unsaved-changes';

/** POST /api/auth/logout: ends the session on the server; the answer's message confirms it. */
export async function postLogout(): Promise<string | null> {
  const { message } = await http.post<null>(apiPaths.logout);
  return message;
}

export type SignOutOptions = {
  /** Why the user is logged out, shown on Login. */
  readonly reason?: LoginReason;
  /** Log out even with unsaved edits (the user chose to save or discard them first). */
  readonly force?: boolean;
};

/**
 * Logs out and goes to Login. Refused while a form holds unsaved edits (docs/requirements.md §4): the refusal
 * is recorded, and the form then offers to save or discard before logging out. Resolves to false when
 * refused.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const signOutNow = useCallback(
    async (options: SignOutOptions = {}): Promise<boolean> => {
      if (!options.force && !mayLogOut()) return false;
      setPending(true);
      // What the user typed in the last moment is kept before the session that owns it ends.
      await flushFormDrafts();
      // The session ends in this browser whatever the server answers: the user asked to leave, and a
      // session the server could not close ends on its own when idle.
      const message = await postLogout().catch(() => null);
      const forget = endSession(queryClient);
      await navigate(paths.login.href({ reason: options.reason }), {
        replace: true,
        state: options.reason ? undefined : { message: message ?? undefined },
      });
      forget();
      setPending(false);
      return true;
    },
    [navigate, queryClient],
  );

  return { signOut: signOutNow, pending };
}
