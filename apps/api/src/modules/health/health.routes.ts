import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseReachable } from '../../db/database.js';
import { envelopeSchema, failure, ok } from '../../lib/envelope.js';

const statusSchema = envelopeSchema(z.object({ status: z.enum(['ok', 'unavailable']) }));

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Liveness: the process answers. */
  app.get('/api/health', { schema: { response: { 200: statusSchema } } }, async () =>
    ok({ status: 'ok' as const }),
  );

  /** Readiness: the process can serve requests, database included. */
  app.get(
    '/api/ready',
    { schema: { response: { 200: statusSchema, 503: statusSchema } } },
    async (_request, reply) => {
      if (await isDatabaseReachable(app.db)) return ok({ status: 'ok' as const });
      return reply.code(503).send({
        ...failure(503, 'The database is not reachable.'),
        data: { status: 'unavailable' as const },
      });
    },
  );
};
