import { type AutoLogout, autoLogoutSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { apiPaths } from '../../../config/paths';

export type SignInResult = AutoLogout & {
  /** The server's `Date` header, to read the deadline on this browser's clock. */
  readonly serverDate: string | null;
};

/**
 * GET /api/spcp/callback with the identity service's query string, unchanged: the API checks it and
 * opens the session (400 or 401 with a message to show on Login when it cannot).
 */
export async function getSingpassCallback(search: string): Promise<SignInResult> {
  const query = search.startsWith('?') ? search : `?${search}`;
  const { data, headers } = await http.get<unknown>(
    `${apiPaths.singpassCallback}${query === '?' ? '' : query}`,
  );
  return { ...autoLogoutSchema.parse(data), serverDate: headers.get('date') };
}
