import { companyNextActionsSchema } from '@fsmis/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { sessionOf } from '../../plugins/session.js';
import { nextActionsOf } from './next-actions.service.js';

/** The company's Dashboard reads that belong to no other module: its next actions. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard/next-actions',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: envelopeSchema(companyNextActionsSchema) } },
    },
    async (request) => ok(await nextActionsOf(app.db, sessionOf(request))),
  );
};
