import { autoLogoutSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { apiPaths } from '../../../config/paths';

/** GET /api/auth/ping: keeps the session alive; its new deadline arrives in the x-auto-logout-at header. */
export async function getPing(): Promise<string> {
  const { data } = await http.get<unknown>(apiPaths.ping);
  return autoLogoutSchema.parse(data).autoLogoutOnInactivityAt;
}
