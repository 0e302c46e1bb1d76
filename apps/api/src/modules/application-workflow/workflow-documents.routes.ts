import {
  applicationIdParamsSchema,
  approvalStageSchema,
  approvalVersionParamsSchema,
  correspondenceSchema,
  invoiceQuerySchema,
  siteVerificationSchema,
  workflowDocumentParamsSchema,
} from '@fsmis/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { sendFile } from '../../lib/send-file.js';
import { fileDownloadResponse, STORED_FILE_TYPES } from '../../openapi/file-responses.js';
import { sessionOf } from '../../plugins/session.js';
import type { FileStorage } from '../attachments/file-storage.js';
import { type CompanyWorkflowFile, downloadCompanyWorkflowFile } from './workflow-documents.service.js';
import { companyApprovalStage, companyCorrespondence, companyVerification } from './workflow-view.service.js';

/** `?Stage=acceptance` asks for the signature of the declaration of acceptance, not the submission's. */
export const signatureStageQuerySchema = z.object({
  Stage: z
    .string()
    .transform((stage) => stage.toLowerCase())
    .pipe(z.enum(['submission', 'acceptance']))
    .default('submission'),
});

/** Workflow files named by the id in the path: the file itself, an approval document, or a version. */
const BY_ATTACHMENT = [
  ['site-verification-document', 'verification-report'],
  ['finding-corrective-action-document-draft', 'corrective-action-draft'],
  ['finding-corrective-action-document', 'corrective-action'],
] as const;
const BY_APPROVAL_DOCUMENT = ['review-document', 'review-response-document', 'approval-document'] as const;

/**
 * The company's reads of its application's workflow: requests for information, the site verification,
 * the approval stage, and every file.
 */
export const workflowDocumentsRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (
  app,
  { storage },
) => {
  const authenticated = { onRequest: app.authenticate };
  const files = { db: app.db, storage };
  const download = {
    params: workflowDocumentParamsSchema,
    response: fileDownloadResponse(STORED_FILE_TYPES),
  };
  const serve = (applicationId: string, session: { companyId: string }, file: CompanyWorkflowFile) =>
    downloadCompanyWorkflowFile(files, session, applicationId, file);

  app.get(
    '/api/applications/:id/correspondence-emails',
    {
      ...authenticated,
      schema: {
        params: applicationIdParamsSchema,
        response: { 200: envelopeSchema(z.array(correspondenceSchema)) },
      },
    },
    async (request) => ok(await companyCorrespondence(app.db, sessionOf(request), request.params.id)),
  );

  app.get(
    '/api/applications/:id/verification',
    {
      ...authenticated,
      schema: {
        params: applicationIdParamsSchema,
        response: { 200: envelopeSchema(siteVerificationSchema.nullable()) },
      },
    },
    async (request) => ok(await companyVerification(app.db, sessionOf(request), request.params.id)),
  );

  app.get(
    '/api/applications/:id/approval',
    {
      ...authenticated,
      schema: { params: applicationIdParamsSchema, response: { 200: envelopeSchema(approvalStageSchema) } },
    },
    async (request) => ok(await companyApprovalStage(app.db, sessionOf(request), request.params.id)),
  );

  for (const [segment, kind] of BY_ATTACHMENT) {
    app.get(
      `/api/applications/:id/${segment}/:docId`,
      { ...authenticated, schema: download },
      async (request, reply) => {
        const { id, docId } = request.params;
        return sendFile(reply, await serve(id, sessionOf(request), { kind, attachmentId: docId }));
      },
    );
  }

  for (const kind of BY_APPROVAL_DOCUMENT) {
    app.get(
      `/api/applications/:id/${kind}/:docId`,
      { ...authenticated, schema: download },
      async (request, reply) => {
        const { id, docId } = request.params;
        return sendFile(reply, await serve(id, sessionOf(request), { kind, documentId: docId }));
      },
    );
  }

  app.get(
    '/api/applications/:id/approval-document-version/:versionId',
    {
      ...authenticated,
      schema: { params: approvalVersionParamsSchema, response: fileDownloadResponse(STORED_FILE_TYPES) },
    },
    async (request, reply) => {
      const { id, versionId } = request.params;
      return sendFile(
        reply,
        await serve(id, sessionOf(request), { kind: 'approval-document-version', versionId }),
      );
    },
  );

  app.get(
    '/api/applications/:id/invoice',
    {
      ...authenticated,
      schema: {
        params: applicationIdParamsSchema,
        querystring: invoiceQuerySchema,
        response: fileDownloadResponse(STORED_FILE_TYPES),
      },
    },
    async (request, reply) => {
      const { attachmentId } = request.query;
      return sendFile(
        reply,
        await serve(request.params.id, sessionOf(request), { kind: 'invoice', attachmentId }),
      );
    },
  );
};
