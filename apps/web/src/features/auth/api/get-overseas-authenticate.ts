import { autoLogoutSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { apiPaths } from '../../../config/paths';
import type { SignInResult } from './get-singpass-callback';

/** GET /api/auth/overseas/authenticate?Token=: spends an e-mailed sign-in link (once) and opens a PT session. */
export async function getOverseasAuthenticate(token: string): Promise<SignInResult> {
  const { data, headers } = await http.get<unknown>(apiPaths.overseasAuthenticate, {
    query: { Token: token },
  });
  return { ...autoLogoutSchema.parse(data), serverDate: headers.get('date') };
}
