import { http } from '@fsmis/ui/lib/http-client';
import { clearAutoLogoutAt } from '@fsmis/ui/lib/inactivity';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { apiPaths, paths } from '../config/paths';

/**
 * Ends the officer's session: in this browser whatever the server answers (a session the server
 * could not close ends on its own when idle), with nothing of the officer's data left in memory.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const signOut = useCallback(
    async (options: { readonly reason?: 'inactivity' } = {}) => {
      setPending(true);
      await http.post(apiPaths.logout).catch(() => null);
      clearAutoLogoutAt();
      queryClient.clear();
      await navigate(paths.signIn.href({ reason: options.reason ?? 'signed-out' }), { replace: true });
    },
    [navigate, queryClient],
  );
  return { signOut, pending };
}

/** GET /api/auth/ping: keeps the session alive; the new deadline arrives in the x-auto-logout-at header. */
export const ping = () => http.get<unknown>(apiPaths.ping);
