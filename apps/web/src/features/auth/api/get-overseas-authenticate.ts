import { apiPaths } from '../../../config/paths';
import { http } from '../../../lib/http-client';
import type { SignInResult } from './get-singpass-callback';

/** GET /api/auth/overseas/authenticate?Token=: spends an e-mailed sign-in link (once) and opens a PT session. */
export async function getOverseasAuthenticate(token: string): Promise<SignInResult> {
  const { data, headers } = await http.get<{ readonly autoLogoutOnInactivityAt: string }>(
    apiPaths.overseasAuthenticate,
    { query: { Token: token } },
  );
  return { autoLogoutOnInactivityAt: data.autoLogoutOnInactivityAt, serverDate: headers.get('date') };
}
