import type { TestLogin } from '@fsmis/domain';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { http } from '../../../lib/http-client';
import { saveAutoLogoutAt } from '../../../lib/inactivity';

export type TestLoginResult = { readonly autoLogoutOnInactivityAt: string };

export async function postTestLogin(login: TestLogin): Promise<TestLoginResult> {
  const { password, ...identity } = login;
  const body = password ? { ...identity, password } : identity;
  const { data } = await http.post<TestLoginResult>(apiPaths.testLogins, body);
  return data;
}

export function useTestLogin(options: { readonly onSuccess?: (result: TestLoginResult) => void } = {}) {
  return useMutation({
    mutationFn: postTestLogin,
    onSuccess: (result) => {
      saveAutoLogoutAt(result.autoLogoutOnInactivityAt);
      options.onSuccess?.(result);
    },
  });
}
