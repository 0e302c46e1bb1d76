import { userGuideIdParamsSchema, userGuideSchema } from '@fsmis/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { sendFile } from '../../lib/send-file.js';
import { fileDownloadResponse, PDF_FILE_TYPES } from '../../openapi/file-responses.js';
import { sessionOf } from '../../plugins/session.js';
import type { FileStorage } from '../attachments/file-storage.js';
import { downloadGuide, listGuides } from './user-guides.service.js';

export const userGuidesRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (app, { storage }) => {
  const authenticated = { onRequest: app.authenticate };

  app.get(
    '/api/user-guides',
    { ...authenticated, schema: { response: { 200: envelopeSchema(z.array(userGuideSchema)) } } },
    async (request) => ok(await listGuides(app.db, sessionOf(request))),
  );

  app.get(
    '/api/user-guides/:id',
    {
      ...authenticated,
      schema: { params: userGuideIdParamsSchema, response: fileDownloadResponse(PDF_FILE_TYPES) },
    },
    async (request, reply) => {
      const file = await downloadGuide(app.db, storage, sessionOf(request), request.params.id);
      return sendFile(reply, file);
    },
  );
};
