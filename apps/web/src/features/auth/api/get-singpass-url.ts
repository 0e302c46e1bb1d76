import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { http } from '../../../lib/http-client';

export type SingpassAuthorization = { readonly url: string };

/**
 * The identity service's authorization URL. It carries a one-time state and PKCE challenge, so it
 * is fetched on each press of the button (a mutation), never cached.
 */
export async function getSingpassUrl(): Promise<string> {
  const { data } = await http.get<SingpassAuthorization>(apiPaths.singpassAuthorizationUrl);
  return data.url;
}

export function useSingpassLogin() {
  return useMutation({
    mutationFn: getSingpassUrl,
    onSuccess: (url) => {
      window.location.assign(url);
    },
  });
}
