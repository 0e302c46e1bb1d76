import { FILE_TYPES, guidSchema, sentenceEndingWith } from '@fsmis/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { sendFile } from '../../lib/send-file.js';
import { fileDownloadResponse, PDF_FILE_TYPES, XLSX_FILE_TYPES } from '../../openapi/file-responses.js';
import { actorOfRequest } from '../../plugins/session.js';
import type { FileStorage } from '../attachments/file-storage.js';
import {
  auditLogExportQuerySchema,
  auditLogPageSchema,
  auditLogQuerySchema,
} from '../audit/audit.schemas.js';
import { listAuditLog } from '../audit/audit.service.js';
import { exportAuditLog } from '../audit/audit-export.js';
import {
  officerTermsItemSchema,
  publishedTermsSchema,
  publishTermsSchema,
  rejectTermsSchema,
  sendTermsSchema,
  termsDocumentSchema,
  termsDocumentsQuerySchema,
} from '../terms/terms.schemas.js';
import {
  downloadAnyTermsDocument,
  listTermsDocuments,
  publishTermsDocument,
} from '../terms/terms-documents.service.js';
import { listTermsRequests, rejectTermsRequest, sendTerms } from '../terms/terms-officer.service.js';

/**
 * The regulator's side (staff screens are outside docs/requirements.md, so this is API + CLI). Every route
 * here needs an officer's session; the command line calls the same service functions.
 */
export const officerRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (app, { storage }) => {
  app.addHook('onRequest', app.requireOfficer);

  app.get(
    '/api/officer/terms-requests',
    { schema: { response: { 200: envelopeSchema(z.array(officerTermsItemSchema)) } } },
    async () => ok(await listTermsRequests(app.db)),
  );

  app.post(
    '/api/officer/company-terms-and-conditions/send',
    { schema: { body: sendTermsSchema, response: { 200: envelopeSchema(officerTermsItemSchema) } } },
    async (request) => {
      const item = await sendTerms(app.db, actorOfRequest(request), request.body);
      return ok(
        item,
        sentenceEndingWith(
          `Sent the ${item.applicationType.label} terms and conditions v${item.version} to `,
          item.company.name,
        ),
      );
    },
  );

  app.post(
    '/api/officer/company-terms-and-conditions/reject',
    { schema: { body: rejectTermsSchema, response: { 200: envelopeSchema(officerTermsItemSchema) } } },
    async (request) => {
      const item = await rejectTermsRequest(app.db, actorOfRequest(request), request.body);
      return ok(
        item,
        `Rejected the request of ${item.company.name} for the ${item.applicationType.label} terms and conditions.`,
      );
    },
  );

  app.get(
    '/api/officer/terms-documents',
    {
      schema: {
        querystring: termsDocumentsQuerySchema,
        response: { 200: envelopeSchema(z.array(termsDocumentSchema)) },
      },
    },
    async (request) => ok(await listTermsDocuments(app.db, request.query.ApplicationType)),
  );

  app.get(
    '/api/officer/terms-documents/:id',
    {
      schema: { params: z.object({ id: guidSchema }), response: fileDownloadResponse(PDF_FILE_TYPES) },
    },
    async (request, reply) =>
      sendFile(reply, await downloadAnyTermsDocument(app.db, storage, request.params.id)),
  );

  app.post(
    '/api/officer/terms-documents',
    { schema: { body: publishTermsSchema, response: { 201: envelopeSchema(publishedTermsSchema) } } },
    async (request, reply) => {
      const { applicationType, title, file } = request.body;
      const published = await publishTermsDocument(app.db, storage, actorOfRequest(request), {
        programme: applicationType,
        title,
        file,
      });
      reply.code(201);
      const { document } = published;
      return ok(
        published,
        `Published ${document.fileName}; ${published.companiesToAcknowledgeAgain} companies must acknowledge it.`,
        201,
      );
    },
  );

  app.get(
    '/api/officer/audit-log',
    { schema: { querystring: auditLogQuerySchema, response: { 200: envelopeSchema(auditLogPageSchema) } } },
    async (request) => ok(await listAuditLog(app.db, request.query)),
  );

  app.get(
    '/api/officer/audit-log/export',
    {
      schema: { querystring: auditLogExportQuerySchema, response: fileDownloadResponse(XLSX_FILE_TYPES) },
    },
    async (request, reply) => {
      const file = await exportAuditLog(app.db, request.query);
      return sendFile(reply, { ...file, contentType: FILE_TYPES.xlsx.contentType });
    },
  );
};
