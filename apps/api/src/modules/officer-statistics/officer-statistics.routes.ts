import { officerStatisticsQuerySchema, officerStatisticsSchema } from '@fsmis/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { officerStatistics } from './officer-statistics.service.js';

/** The regulator's numbers dashboard: applications received, decided, pending and overdue, and time per stage. */
export const officerStatisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireOfficer);

  app.get(
    '/api/officer/statistics',
    {
      schema: {
        querystring: officerStatisticsQuerySchema,
        response: { 200: envelopeSchema(officerStatisticsSchema) },
      },
    },
    async (request) => ok(await officerStatistics(app.db, request.query)),
  );
};
