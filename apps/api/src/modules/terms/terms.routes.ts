import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { sessionOf } from '../../plugins/session.js';
import { programmeTermsSchema } from './terms.schemas.js';
import { getLatestTerms } from './terms.service.js';

export const termsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/company-terms-and-conditions/latest',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: envelopeSchema(z.array(programmeTermsSchema)) } },
    },
    async (request) => ok(await getLatestTerms(app.db, sessionOf(request))),
  );
};
