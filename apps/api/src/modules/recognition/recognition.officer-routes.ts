import {
  guidSchema,
  officerRecognitionPageSchema,
  officerRecognitionQuerySchema,
  officerRecognitionViewSchema,
  officerSuspensionViewSchema,
  recognitionDocumentParamsSchema,
  recognitionParamsSchema,
} from '@fsmis/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { sendFile } from '../../lib/send-file.js';
import { fileDownloadResponse, STORED_FILE_TYPES } from '../../openapi/file-responses.js';
import type { FileStorage } from '../attachments/file-storage.js';
import { officerRecognitions } from './recognition.service.js';
import { downloadAnyRecognitionDocument } from './recognition-documents.service.js';
import { officerRecognitionView } from './recognition-view.service.js';
import { officerSuspensionView } from './suspension-view.service.js';

const suspensionIdParamsSchema = z.object({ sid: guidSchema });

/**
 * The officer's reads of recognitions (/api/officer/recognitions/…): the list, a recognition's page, a
 * suspension's page and the files of their steps. A company's user is refused (403).
 */
export const recognitionOfficerRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (
  app,
  { storage },
) => {
  app.addHook('onRequest', app.requireOfficer);
  const renewal = app.config.renewal;

  app.get(
    '/api/officer/recognitions',
    {
      schema: {
        querystring: officerRecognitionQuerySchema,
        response: { 200: envelopeSchema(officerRecognitionPageSchema) },
      },
    },
    async (request) => ok(await officerRecognitions(app.db, request.query, renewal)),
  );

  app.get(
    '/api/officer/recognitions/suspensions/:sid',
    {
      schema: {
        params: suspensionIdParamsSchema,
        response: { 200: envelopeSchema(officerSuspensionViewSchema) },
      },
    },
    async (request) => ok(await officerSuspensionView(app.db, request.params.sid)),
  );

  app.get(
    '/api/officer/recognitions/:id',
    {
      schema: {
        params: recognitionParamsSchema,
        response: { 200: envelopeSchema(officerRecognitionViewSchema) },
      },
    },
    async (request) => ok(await officerRecognitionView(app.db, request.params.id, renewal)),
  );

  app.get(
    '/api/officer/recognitions/:id/document/:docId',
    {
      schema: { params: recognitionDocumentParamsSchema, response: fileDownloadResponse(STORED_FILE_TYPES) },
    },
    async (request, reply) => {
      const { id, docId } = request.params;
      return sendFile(reply, await downloadAnyRecognitionDocument({ db: app.db, storage }, id, docId));
    },
  );
};
