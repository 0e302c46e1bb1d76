import { JWKS_PATH } from './identity.routes.js';

/**
 * The environment of the embedded MockPass: it shows its login page, and fetches the portal's public
 * keys to check the client assertions and to encrypt ID tokens to the portal. It needs no client
 * registration: the client id and redirect URI come with each authorization request.
 */
export function mockPassEnvironment(publicUrl: string): Record<string, string> {
  const jwks = `${publicUrl}${JWKS_PATH}`;
  return {
    SHOW_LOGIN_PAGE: 'true',
    MOCKPASS_STATELESS: 'false',
    CP_RP_JWKS_ENDPOINT: jwks,
    SP_RP_JWKS_ENDPOINT: jwks,
  };
}
