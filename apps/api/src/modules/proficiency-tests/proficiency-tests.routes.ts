import { schemesPageSchema } from '@fsmis/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { sessionOf } from '../../plugins/session.js';
import { proficiencyTestsQuerySchema } from './proficiency-tests.schemas.js';
import { listSchemes } from './proficiency-tests.service.js';

export const proficiencyTestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/proficiency-tests',
    {
      onRequest: app.authenticate,
      schema: {
        querystring: proficiencyTestsQuerySchema,
        response: { 200: envelopeSchema(schemesPageSchema) },
      },
    },
    async (request) => ok(await listSchemes(app.db, sessionOf(request), request.query)),
  );
};
