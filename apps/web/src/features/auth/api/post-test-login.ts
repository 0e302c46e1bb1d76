import type { AutoLogout, TestLogin } from '@fsmis/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { http } from '../../../lib/http-client';
import { startSession } from '../../../lib/session';
import type { SignInResult } from './get-singpass-callback';

/**
 * POST /api/auth/test-logins: opens a session for a test account. Its answer is typed from the domain's
 * `autoLogoutSchema` but not parsed with it: Login's bundle stays free of the session contracts.
 */
export async function postTestLogin(login: TestLogin): Promise<SignInResult> {
  const { password, ...identity } = login;
  const body = password ? { ...identity, password } : identity;
  const { data, headers } = await http.post<AutoLogout>(apiPaths.testLogins, body);
  return { autoLogoutOnInactivityAt: data.autoLogoutOnInactivityAt, serverDate: headers.get('date') };
}

export function useTestLogin(options: { readonly onSuccess?: (result: SignInResult) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postTestLogin,
    onSuccess: (result) => {
      startSession(queryClient, result.autoLogoutOnInactivityAt, result.serverDate);
      options.onSuccess?.(result);
    },
  });
}
