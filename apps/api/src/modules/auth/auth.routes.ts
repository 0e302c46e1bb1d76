import {
  autoLogoutSchema,
  profileSchema,
  profileUpdateSchema,
  selectModuleSchema,
  testLoginSchema,
  testLoginsEnabledSchema,
  userDetailsSchema,
} from '@fsmis/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyEnvelopeSchema, envelopeSchema, ok } from '../../lib/envelope.js';
import { notFound } from '../../lib/http-error.js';
import { failureEnvelopeSchema, NOT_ON_THIS_PORTAL } from '../../openapi/failure-envelope.js';
import { sessionLookupOf, sessionOf } from '../../plugins/session.js';
import { closeSession } from '../sessions/sessions.service.js';
import { getProfile, getUserDetails, selectModule, testLogin, updateProfile } from './auth.service.js';

/** Sign-in attempts allowed per client address and minute. */
export const SIGN_IN_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { testLogins, testLoginPassword } = app.config;
  const authenticated = { onRequest: app.authenticate };
  const officersToo = { onRequest: app.authenticate, config: { allowOfficers: true } };

  if (testLogins) {
    app.get(
      '/api/auth/test-logins',
      { schema: { response: { 200: envelopeSchema(testLoginsEnabledSchema) } } },
      async (_request, reply) => {
        reply.header('x-requires-password', testLoginPassword ? '1' : '0');
        return ok({ enabled: true as const });
      },
    );

    app.post(
      '/api/auth/test-logins',
      {
        config: { rateLimit: SIGN_IN_RATE_LIMIT },
        schema: { body: testLoginSchema, response: { 200: envelopeSchema(autoLogoutSchema) } },
      },
      async (request, reply) => {
        const { token, session } = await testLogin(app.db, app.config, request.body);
        app.setSessionCookie(reply, token);
        return ok({ autoLogoutOnInactivityAt: session.autoLogoutOnInactivityAt.toISOString() });
      },
    );
  } else {
    app.all('/api/auth/test-logins', { schema: NOT_ON_THIS_PORTAL }, async () => {
      throw notFound('Test logins are not available on this portal.');
    });
  }

  // Who is signed in, for a page anyone may open (Login): a request without a session cookie is
  // answered "no one" rather than 401, so a signed-out visit logs no failed request in the browser.
  // A session that has ended still answers 401, with its reason, as GET /api/auth/user does.
  app.get(
    '/api/auth/session',
    {
      config: { allowOfficers: true },
      schema: { response: { 200: envelopeSchema(userDetailsSchema.nullable()), 401: failureEnvelopeSchema } },
    },
    async (request, reply) => {
      if ((await sessionLookupOf(request)).kind === 'none') return ok(null);
      await app.authenticate(request, reply);
      return ok(await getUserDetails(app.db, sessionOf(request)));
    },
  );

  app.get(
    '/api/auth/user',
    { ...officersToo, schema: { response: { 200: envelopeSchema(userDetailsSchema) } } },
    async (request) => ok(await getUserDetails(app.db, sessionOf(request))),
  );

  app.post(
    '/api/auth/select-module',
    {
      ...authenticated,
      schema: { body: selectModuleSchema, response: { 200: envelopeSchema(userDetailsSchema) } },
    },
    async (request) => ok(await selectModule(app.db, sessionOf(request), request.body.module)),
  );

  app.get(
    '/api/auth/profile',
    { ...authenticated, schema: { response: { 200: envelopeSchema(profileSchema) } } },
    async (request) => ok(await getProfile(app.db, sessionOf(request))),
  );

  app.post(
    '/api/auth/profile',
    {
      ...authenticated,
      schema: { body: profileUpdateSchema, response: { 200: envelopeSchema(profileSchema) } },
    },
    async (request) =>
      ok(await updateProfile(app.db, sessionOf(request), request.body), 'Your profile has been saved.'),
  );

  app.get(
    '/api/auth/ping',
    { ...officersToo, schema: { response: { 200: envelopeSchema(autoLogoutSchema) } } },
    async (request) =>
      ok({ autoLogoutOnInactivityAt: sessionOf(request).autoLogoutOnInactivityAt.toISOString() }),
  );

  app.post(
    '/api/auth/logout',
    { schema: { response: { 200: emptyEnvelopeSchema } } },
    async (request, reply) => {
      const lookup = await sessionLookupOf(request);
      if (lookup.kind === 'live') await closeSession(app.db, lookup.session);
      app.clearSessionCookie(reply);
      return ok(null, 'You have signed out.');
    },
  );
};
