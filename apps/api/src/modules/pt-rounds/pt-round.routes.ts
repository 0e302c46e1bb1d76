import {
  ptDispatchDetailsSchema,
  ptDocumentParamsSchema,
  ptGeneralDetailsSchema,
  ptReceiptRequestSchema,
  ptRegistrationFormSchema,
  ptRegistrationRequestSchema,
  ptRegistrationSchema,
  ptReportSchema,
  ptResultDraftSchema,
  ptResultSubmissionSchema,
  ptRoundParamsSchema,
} from '@fsmis/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { sendFile } from '../../lib/send-file.js';
import { fileDownloadResponse, STORED_FILE_TYPES } from '../../openapi/file-responses.js';
import { sessionOf } from '../../plugins/session.js';
import type { FileStorage } from '../attachments/file-storage.js';
import { confirmReceipt, getDispatchDetails } from './pt-lab-dispatch.service.js';
import {
  downloadGeneralDocument,
  downloadMethodology,
  downloadPackageDocument,
} from './pt-lab-documents.service.js';
import { getGeneralDetails, getRegistrationForm, submitRegistration } from './pt-lab-registration.service.js';
import { downloadReportDocument, getReport } from './pt-lab-report.service.js';
import { getResultDetails, saveResultDraft, submitResults } from './pt-lab-results.service.js';

/**
 * A laboratory's part in a Proficiency Testing round: /api/proficiency-tests/{id}/…
 * (docs/requirements.md §7).
 */
export const ptRoundRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (app, { storage }) => {
  const authenticated = { onRequest: app.authenticate };
  const files = { db: app.db, storage };
  const round = '/api/proficiency-tests/:id';
  const params = ptRoundParamsSchema;
  const documentParams = ptDocumentParamsSchema;
  const download = fileDownloadResponse(STORED_FILE_TYPES);

  app.get(
    `${round}/general-details`,
    { ...authenticated, schema: { params, response: { 200: envelopeSchema(ptGeneralDetailsSchema) } } },
    async (request) => ok(await getGeneralDetails(app.db, sessionOf(request), request.params.id)),
  );

  app.get(
    `${round}/registration-form`,
    { ...authenticated, schema: { params, response: { 200: envelopeSchema(ptRegistrationFormSchema) } } },
    async (request) => ok(await getRegistrationForm(app.db, sessionOf(request), request.params.id)),
  );

  app.post(
    `${round}/submit-registration`,
    {
      ...authenticated,
      schema: {
        params,
        body: ptRegistrationRequestSchema,
        response: { 201: envelopeSchema(ptRegistrationSchema) },
      },
    },
    async (request, reply) => {
      const registration = await submitRegistration(
        app.db,
        sessionOf(request),
        request.params.id,
        request.body,
      );
      reply.code(201);
      return ok(registration, `Your laboratory is registered as ${registration.labCode}.`, 201);
    },
  );

  app.get(
    `${round}/documents/:docId`,
    { ...authenticated, schema: { params: documentParams, response: download } },
    async (request, reply) => {
      const { id, docId } = request.params;
      return sendFile(reply, await downloadGeneralDocument(files, sessionOf(request), id, docId));
    },
  );

  app.get(
    `${round}/dispatch/details`,
    { ...authenticated, schema: { params, response: { 200: envelopeSchema(ptDispatchDetailsSchema) } } },
    async (request) => ok(await getDispatchDetails(app.db, sessionOf(request), request.params.id)),
  );

  app.post(
    `${round}/dispatch/receipt`,
    {
      ...authenticated,
      schema: {
        params,
        body: ptReceiptRequestSchema,
        response: { 200: envelopeSchema(ptDispatchDetailsSchema) },
      },
    },
    async (request) =>
      ok(
        await confirmReceipt(app.db, sessionOf(request), request.params.id, request.body),
        'You have confirmed that your test items arrived.',
      ),
  );

  app.get(
    `${round}/dispatch/participant-package-documents/:docId`,
    { ...authenticated, schema: { params: documentParams, response: download } },
    async (request, reply) => {
      const { id, docId } = request.params;
      return sendFile(reply, await downloadPackageDocument(files, sessionOf(request), id, docId));
    },
  );

  const resultResponse = { 200: envelopeSchema(ptResultSubmissionSchema) };

  app.get(
    `${round}/result/details`,
    { ...authenticated, schema: { params, response: resultResponse } },
    async (request) => ok(await getResultDetails(app.db, sessionOf(request), request.params.id)),
  );

  app.put(
    `${round}/result/submission`,
    { ...authenticated, schema: { params, body: ptResultDraftSchema, response: resultResponse } },
    async (request) =>
      ok(
        await saveResultDraft(app.db, sessionOf(request), request.params.id, request.body),
        'Your results have been saved as a draft.',
      ),
  );

  app.post(
    `${round}/result/submission`,
    { ...authenticated, schema: { params, body: ptResultDraftSchema, response: resultResponse } },
    async (request) =>
      ok(
        await submitResults(app.db, sessionOf(request), request.params.id, request.body),
        'Your results have been submitted.',
      ),
  );

  app.get(
    `${round}/result/report`,
    { ...authenticated, schema: { params, response: { 200: envelopeSchema(ptReportSchema) } } },
    async (request) => ok(await getReport(app.db, sessionOf(request), request.params.id)),
  );

  app.get(
    `${round}/result/report/documents/:docId`,
    { ...authenticated, schema: { params: documentParams, response: download } },
    async (request, reply) => {
      const { id, docId } = request.params;
      return sendFile(reply, await downloadReportDocument(files, sessionOf(request), id, docId));
    },
  );

  app.get(
    `${round}/result/submission/methodology/documents/:docId`,
    { ...authenticated, schema: { params: documentParams, response: download } },
    async (request, reply) => {
      const { id, docId } = request.params;
      return sendFile(reply, await downloadMethodology(files, sessionOf(request), id, docId));
    },
  );
};
