import {
  companyRecognitionSchema,
  notAvailableActionSchema,
  recognitionDocumentParamsSchema,
  recognitionParamsSchema,
  recognitionViewSchema,
  suspensionParamsSchema,
  suspensionViewSchema,
} from '@fsmis/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { sendFile } from '../../lib/send-file.js';
import { fileDownloadResponse, STORED_FILE_TYPES } from '../../openapi/file-responses.js';
import { sessionOf } from '../../plugins/session.js';
import type { FileStorage } from '../attachments/file-storage.js';
import { listRecognitions } from './recognition.service.js';
import {
  downloadCompanyRecognitionDocument,
  downloadCompanySuspensionDocument,
} from './recognition-documents.service.js';
import { companyRecognitionView } from './recognition-view.service.js';
import { notAvailableActions } from './recognition-view-actions.js';
import { companySuspensionView } from './suspension-view.service.js';

/**
 * The company's reads of its recognitions (/api/companies/recognition/…): the list, what it may not do,
 * a recognition's page, a suspension's page and the files of their steps. Another company's anything is
 * a 404.
 */
export const recognitionRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (
  app,
  { storage },
) => {
  const authenticated = { onRequest: app.authenticate };
  const files = { db: app.db, storage };
  const renewal = app.config.renewal;
  const download = fileDownloadResponse(STORED_FILE_TYPES);

  app.get(
    '/api/companies/recognition',
    { ...authenticated, schema: { response: { 200: envelopeSchema(z.array(companyRecognitionSchema)) } } },
    async (request) => ok(await listRecognitions(app.db, sessionOf(request), renewal)),
  );

  // Static paths before the recognition's own: `not-available-action` and `suspension` are no ids.
  app.get(
    '/api/companies/recognition/not-available-action',
    { ...authenticated, schema: { response: { 200: envelopeSchema(z.array(notAvailableActionSchema)) } } },
    async (request) => ok(await notAvailableActions(app.db, sessionOf(request))),
  );

  app.get(
    '/api/companies/recognition/suspension/appeal-comment-supporting-doc/:id',
    { ...authenticated, schema: { params: recognitionParamsSchema, response: download } },
    async (request, reply) =>
      sendFile(reply, await downloadCompanySuspensionDocument(files, sessionOf(request), request.params.id)),
  );

  app.get(
    '/api/companies/recognition/:id',
    {
      ...authenticated,
      schema: { params: recognitionParamsSchema, response: { 200: envelopeSchema(recognitionViewSchema) } },
    },
    async (request) =>
      ok(await companyRecognitionView(app.db, sessionOf(request), request.params.id, renewal)),
  );

  app.get(
    '/api/companies/recognition/:id/suspension/:sid',
    {
      ...authenticated,
      schema: { params: suspensionParamsSchema, response: { 200: envelopeSchema(suspensionViewSchema) } },
    },
    async (request) => {
      const { id, sid } = request.params;
      return ok(
        await companySuspensionView(app.db, sessionOf(request), { recognitionId: id, suspensionId: sid }),
      );
    },
  );

  app.get(
    '/api/companies/recognition/:id/document/:docId',
    { ...authenticated, schema: { params: recognitionDocumentParamsSchema, response: download } },
    async (request, reply) => {
      const { id, docId } = request.params;
      return sendFile(reply, await downloadCompanyRecognitionDocument(files, sessionOf(request), id, docId));
    },
  );
};
