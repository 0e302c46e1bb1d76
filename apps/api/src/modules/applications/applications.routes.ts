import { contentDispositionFor } from '@fsmis/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { sessionOf } from '../../plugins/session.js';
import {
  applicationDetailsSchema,
  applicationIdParams,
  applicationsExportQuerySchema,
  applicationsPageSchema,
  applicationsQuerySchema,
} from './applications.schemas.js';
import { exportApplications, getApplication, listApplications } from './applications.service.js';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const authenticated = { onRequest: app.authenticate };

  app.get(
    '/api/applications',
    {
      ...authenticated,
      schema: {
        querystring: applicationsQuerySchema,
        response: { 200: envelopeSchema(applicationsPageSchema) },
      },
    },
    async (request) => ok(await listApplications(app.db, sessionOf(request), request.query)),
  );

  app.get(
    '/api/applications/export',
    { ...authenticated, schema: { querystring: applicationsExportQuerySchema } },
    async (request, reply) => {
      const file = await exportApplications(app.db, sessionOf(request), request.query);
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', contentDispositionFor(file.fileName))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.bytes));
    },
  );

  app.get(
    '/api/applications/:id',
    {
      ...authenticated,
      schema: { params: applicationIdParams, response: { 200: envelopeSchema(applicationDetailsSchema) } },
    },
    async (request) => ok(await getApplication(app.db, sessionOf(request), request.params.id)),
  );
};
