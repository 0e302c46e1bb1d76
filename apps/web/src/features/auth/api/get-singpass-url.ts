import type { SignInUrl } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { apiPaths } from '../../../config/paths';
import { useRequest } from './use-request';

/**
 * GET /api/spcp/generate-url: the identity service's authorization URL. It carries a one-time state and
 * PKCE challenge, so it is fetched on each press of the button (a mutation), never cached. Typed from
 * the domain's `signInUrlSchema`, not parsed with it: Login's bundle stays free of the session contracts.
 */
export async function getSingpassUrl(): Promise<string> {
  const { data } = await http.get<SignInUrl>(apiPaths.singpassAuthorizationUrl);
  return data.url;
}

export function useSingpassLogin() {
  return useRequest(getSingpassUrl, {
    onSuccess: (url) => {
      window.location.assign(url);
    },
  });
}
