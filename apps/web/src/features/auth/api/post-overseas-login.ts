import type { OverseasLogin } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { apiPaths } from '../../../config/paths';
import { useRequest } from './use-request';

/** Asks for a one-time sign-in link; the answer is the same whether or not the address is known. */
export async function postOverseasLogin(login: OverseasLogin): Promise<string> {
  const { data, message } = await http.post<unknown>(apiPaths.overseasLogin, login);
  if (message) return message;
  if (typeof data === 'string' && data !== '') return data;
  return `If ${login.email} belongs to a registered overseas laboratory, we have sent a sign-in link to it.`;
}

export function useOverseasLogin() {
  return useRequest(postOverseasLogin);
}
