import * as client from 'openid-client';
import type { RelyingPartyKeys } from './relying-party-keys.js';

/**
 * Everything the portal asks of the identity service, so the OpenID Connect profile can change
 * (Singpass FAPI 2.0 adds pushed authorization requests and DPoP) without touching the sign-in rules.
 * This is the only file that calls openid-client.
 */
export interface IdentityProviderClient {
  /** Fresh secrets for one sign-in attempt. */
  newAttempt(): SignInAttemptSecrets;
  /** Where to send the browser: authorization code flow with PKCE (S256), state and nonce. */
  authorizationUrl(attempt: SignInAttemptSecrets): Promise<string>;
  /**
   * Redeems the code of a callback with private_key_jwt and answers the claims of the ID token,
   * decrypted and verified (signature, issuer, audience, expiry, nonce, state).
   */
  redeemCallback(
    parameters: URLSearchParams,
    attempt: SignInAttemptSecrets,
  ): Promise<Record<string, unknown>>;
}

export interface SignInAttemptSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface IdentityProviderSettings {
  issuer: string;
  clientId: string;
  /** The portal's page the identity service sends the browser back to. */
  redirectUri: string;
}

export class IdentityProviderError extends Error {
  override name = 'IdentityProviderError';

  constructor(
    /** `unavailable`: it could not be reached; `rejected`: it (or its answer) refused the sign-in. */
    readonly reason: 'unavailable' | 'rejected',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Seconds to wait for each call to the identity service. */
const TIMEOUT_SECONDS = 10;
/** The content encryption of Corppass's ID tokens (MockPass uses the first). */
const CONTENT_ENCRYPTION = ['A256CBC-HS512', 'A256GCM'];

export function openIdConnectClient(
  settings: IdentityProviderSettings,
  keys: RelyingPartyKeys,
): IdentityProviderClient {
  let configuration: Promise<client.Configuration> | null = null;

  const configure = () => {
    configuration ??= discover(settings, keys).catch((error: unknown) => {
      configuration = null;
      throw new IdentityProviderError('unavailable', `Discovery of ${settings.issuer} failed`, {
        cause: error,
      });
    });
    return configuration;
  };

  return {
    newAttempt: () => ({
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
    }),

    async authorizationUrl(attempt) {
      const config = await configure();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: 'openid',
        state: attempt.state,
        nonce: attempt.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(attempt.codeVerifier),
        code_challenge_method: 'S256',
      });
      return url.href;
    },

    async redeemCallback(parameters, attempt) {
      const config = await configure();
      const callbackUrl = new URL(settings.redirectUri);
      for (const [name, value] of parameters) callbackUrl.searchParams.append(name, value);
      try {
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          expectedState: attempt.state,
          expectedNonce: attempt.nonce,
          pkceCodeVerifier: attempt.codeVerifier,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new Error('The token response has no ID token.');
        return { ...claims };
      } catch (error) {
        throw new IdentityProviderError(
          isUnreachable(error) ? 'unavailable' : 'rejected',
          'The authorization code could not be redeemed',
          { cause: error },
        );
      }
    },
  };
}

async function discover(settings: IdentityProviderSettings, keys: RelyingPartyKeys) {
  const insecure = new URL(settings.issuer).protocol === 'http:';
  const config = await client.discovery(
    new URL(settings.issuer),
    settings.clientId,
    { id_token_signed_response_alg: 'ES256' },
    client.PrivateKeyJwt(
      { key: keys.signing.key, kid: keys.signing.kid },
      {
        [client.modifyAssertion]: (header) => {
          header.typ = 'JWT';
        },
      },
    ),
    // Plain HTTP only for the embedded MockPass on 127.0.0.1; a real identity service is HTTPS.
    { execute: insecure ? [client.allowInsecureRequests] : [], timeout: TIMEOUT_SECONDS },
  );
  // The ID token comes over TLS from the token endpoint, but we still check its signature.
  client.enableNonRepudiationChecks(config);
  client.enableDecryptingResponses(
    config,
    CONTENT_ENCRYPTION,
    ...keys.decryption.map(({ key, kid, alg }) => ({ key, kid, alg })),
  );
  return config;
}

function isUnreachable(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause.name === 'TimeoutError' || cause.name === 'AbortError') return true;
    if (cause instanceof TypeError && cause.message === 'fetch failed') return true;
  }
  return false;
}
