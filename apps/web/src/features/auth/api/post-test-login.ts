import type { AutoLogout, TestLogin } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { QueryClientContext } from '@tanstack/react-query';
import { useContext } from 'react';
import { apiPaths } from '../../../config/paths';
import { startSession } from '../../../lib/session-start';
import type { SignInResult } from './get-singpass-callback';
import { useRequest } from './use-request';

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
  // Absent on a first visit to Login, before the portal runs: there is no query to forget then.
  const queryClient = useContext(QueryClientContext);
  return useRequest(postTestLogin, {
    onSuccess: (result) => {
      startSession(queryClient, result.autoLogoutOnInactivityAt, result.serverDate);
      options.onSuccess?.(result);
    },
  });
}
