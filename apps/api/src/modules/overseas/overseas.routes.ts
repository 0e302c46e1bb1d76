import { autoLogoutSchema, overseasLoginSchema } from '@fsmis/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyEnvelopeSchema, envelopeSchema, ok } from '../../lib/envelope.js';
import { SIGN_IN_RATE_LIMIT } from '../auth/auth.routes.js';
import { linkSentMessage, requestSignInLink, signInWithLink } from './overseas.service.js';

const authenticateQuerySchema = z.object({
  Token: z
    .string()
    .trim()
    .min(1, 'This sign-in link is incomplete. Open the link in your e-mail again, or ask for a new link.')
    .max(200, 'This sign-in link is not valid. Ask for a new link.'),
});

export const overseasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/overseas/login',
    {
      config: { rateLimit: SIGN_IN_RATE_LIMIT },
      schema: { body: overseasLoginSchema, response: { 200: emptyEnvelopeSchema } },
    },
    async (request) => {
      const { email } = request.body;
      await requestSignInLink(
        app.db,
        app.config,
        app.outbox,
        { email, clientAddress: request.ip },
        request.log,
      );
      return ok(null, linkSentMessage(email));
    },
  );

  app.get(
    '/api/auth/overseas/authenticate',
    {
      config: { rateLimit: SIGN_IN_RATE_LIMIT },
      schema: { querystring: authenticateQuerySchema, response: { 200: envelopeSchema(autoLogoutSchema) } },
    },
    async (request, reply) => {
      const { token, session } = await signInWithLink(app.db, app.config, request.query.Token);
      app.setSessionCookie(reply, token);
      return ok({ autoLogoutOnInactivityAt: session.autoLogoutOnInactivityAt.toISOString() });
    },
  );
};
