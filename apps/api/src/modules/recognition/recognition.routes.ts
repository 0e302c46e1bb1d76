import { companyRecognitionSchema } from '@fsmis/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { sessionOf } from '../../plugins/session.js';
import { listRecognitions } from './recognition.service.js';

export const recognitionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/companies/recognition',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: envelopeSchema(z.array(companyRecognitionSchema)) } },
    },
    async (request) => ok(await listRecognitions(app.db, sessionOf(request))),
  );
};
