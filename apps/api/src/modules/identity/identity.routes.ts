import { randomBytes } from 'node:crypto';
import { autoLogoutSchema, signInUrlSchema } from '@fsmis/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestCookie } from '../../lib/cookies.js';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { notFound } from '../../lib/http-error.js';
import { NOT_ON_THIS_PORTAL } from '../../openapi/failure-envelope.js';
import { SIGN_IN_RATE_LIMIT } from '../auth/auth.routes.js';
import { callbackQuerySchema, publicJwkSchema, testRegistrationSchema } from './identity.schemas.js';
import { completeSignIn, SIGN_IN_ATTEMPT_MINUTES, startSignIn, testRegister } from './identity.service.js';
import { openIdConnectClient } from './oidc-client.js';
import { loadRelyingPartyKeys } from './relying-party-keys.js';

/** Binds a sign-in attempt to the browser that started it (login CSRF): a random value, never shown. */
export const SIGN_IN_COOKIE = 'fsmis_sign_in';
const BROWSER_BINDING = /^[\w-]{43}$/;

/** The portal's page the identity service returns to; it forwards the query to the callback below. */
export const CALLBACK_PATH = '/spcp/callback';
/** Where the identity service fetches the portal's public keys. */
export const JWKS_PATH = '/api/spcp/jwks';

export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const keys = await loadRelyingPartyKeys(app.db);
  const idp = openIdConnectClient(
    {
      issuer: config.idp.issuer,
      clientId: config.idp.clientId,
      redirectUri: `${config.publicUrl}${CALLBACK_PATH}`,
    },
    keys,
  );
  const signInCookie = {
    path: '/api/spcp',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.publicUrl.startsWith('https:'),
  };

  // A JSON Web Key Set, not the envelope: the identity service reads it as RFC 7517 defines it.
  app.get(
    JWKS_PATH,
    { schema: { response: { 200: z.object({ keys: z.array(publicJwkSchema) }) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return keys.jwks;
    },
  );

  app.get(
    '/api/spcp/generate-url',
    {
      config: { rateLimit: SIGN_IN_RATE_LIMIT },
      schema: { response: { 200: envelopeSchema(signInUrlSchema) } },
    },
    async (request, reply) => {
      const given = requestCookie(request, SIGN_IN_COOKIE);
      const binding = given && BROWSER_BINDING.test(given) ? given : randomBytes(32).toString('base64url');
      const url = await startSignIn(app.db, idp, binding, request.log);
      reply.setCookie(SIGN_IN_COOKIE, binding, { ...signInCookie, maxAge: SIGN_IN_ATTEMPT_MINUTES * 60 });
      return ok({ url });
    },
  );

  app.get(
    '/api/spcp/callback',
    {
      config: { rateLimit: SIGN_IN_RATE_LIMIT },
      schema: { querystring: callbackQuerySchema, response: { 200: envelopeSchema(autoLogoutSchema) } },
    },
    async (request, reply) => {
      const { token, session } = await completeSignIn(
        app.db,
        config,
        idp,
        request.query,
        requestCookie(request, SIGN_IN_COOKIE),
        request.log,
      );
      reply.clearCookie(SIGN_IN_COOKIE, signInCookie);
      app.setSessionCookie(reply, token);
      return ok({ autoLogoutOnInactivityAt: session.autoLogoutOnInactivityAt.toISOString() });
    },
  );

  if (config.testLogins) {
    app.post(
      '/api/auth/test-register',
      {
        config: { rateLimit: SIGN_IN_RATE_LIMIT },
        schema: { body: testRegistrationSchema, response: { 201: envelopeSchema(autoLogoutSchema) } },
      },
      async (request, reply) => {
        const { token, session } = await testRegister(app.db, config, request.body);
        app.setSessionCookie(reply, token);
        reply.code(201);
        return ok(
          { autoLogoutOnInactivityAt: session.autoLogoutOnInactivityAt.toISOString() },
          'Your test account has been created and you are signed in.',
          201,
        );
      },
    );
  } else {
    app.all('/api/auth/test-register', { schema: NOT_ON_THIS_PORTAL }, async () => {
      throw notFound('Test logins are not available on this portal.');
    });
  }
};
