import {
  applicationIdParamsSchema,
  commentSchema,
  correctiveActionReviewSchema,
  endApplicationSchema,
  guidSchema,
  issueInvoiceSchema,
  newApprovalDocumentSchema,
  newApprovalVersionSchema,
  newCommentSchema,
  officerApplicationCaseSchema,
  officerQueuePageSchema,
  officerQueueQuerySchema,
  requestInformationSchema,
  scheduleVerificationSchema,
  verificationOutcomeSchema,
  verificationReportSchema,
  workflowDocumentParamsSchema,
} from '@fsmis/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { officerActor, type WorkflowActor } from '../../cases/actors.js';
import type { WorkflowContext } from '../../cases/case-context.js';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { sendFile } from '../../lib/send-file.js';
import { fileDownloadResponse, STORED_FILE_TYPES } from '../../openapi/file-responses.js';
import { actorOfRequest } from '../../plugins/session.js';
import type { FileStorage } from '../attachments/file-storage.js';
import { addComment } from './company-steps.service.js';
import {
  addApprovalDocument,
  addApprovalVersion,
  approveApplication,
  markApprovalDocumentsReady,
  sendForSigning,
  startDocumentaryReview,
} from './officer-approval.service.js';
import { officerApplicationCase } from './officer-assignment.service.js';
import { type Ending, endApplication } from './officer-end.service.js';
import { issueInvoice, recordInvoicePayment } from './officer-invoice.service.js';
import { officerQueue } from './officer-queue.service.js';
import { recogniseApplication } from './officer-recognition.service.js';
import {
  recordVerificationOutcome,
  requestInformation,
  reviewCorrectiveActions,
  scheduleVerification,
  uploadVerificationReport,
} from './officer-review.service.js';
import { downloadAnyApplicationFile } from './workflow-documents.service.js';

const documentParamsSchema = z.object({ id: guidSchema, attachmentId: guidSchema });

/**
 * The officer's side of an application after submission (/api/officer/applications/…): the work queue,
 * one application as an officer sees it, and every officer step. Each step answers the application as
 * it now stands, with the sentence that confirms the step; the command line calls the same services.
 */
export const workflowOfficerRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (
  app,
  { storage },
) => {
  app.addHook('onRequest', app.requireOfficer);
  const context: WorkflowContext = {
    db: app.db,
    storage,
    outbox: app.outbox,
    publicUrl: app.config.publicUrl,
  };
  const caseResponse = { 200: envelopeSchema(officerApplicationCaseSchema) };
  const officerCase = (id: string) => officerApplicationCase(app.db, id);
  const actor = (request: Parameters<typeof actorOfRequest>[0]): WorkflowActor =>
    officerActor(actorOfRequest(request));

  app.get(
    '/api/officer/applications',
    {
      schema: {
        querystring: officerQueueQuerySchema,
        response: { 200: envelopeSchema(officerQueuePageSchema) },
      },
    },
    async (request) => ok(await officerQueue(app.db, request.query, actorOfRequest(request).officerUserId)),
  );

  app.get(
    '/api/officer/applications/:id',
    { schema: { params: applicationIdParamsSchema, response: caseResponse } },
    async (request) => ok(await officerCase(request.params.id)),
  );

  app.get(
    '/api/officer/applications/:id/document/:attachmentId',
    { schema: { params: documentParamsSchema, response: fileDownloadResponse(STORED_FILE_TYPES) } },
    async (request, reply) => {
      const { id, attachmentId } = request.params;
      return sendFile(reply, await downloadAnyApplicationFile(app.db, storage, id, attachmentId));
    },
  );

  /** A step with a body: runs it, then answers the application as it now stands. */
  const step = <S extends z.ZodType>(
    path: string,
    body: S,
    run: (actor: WorkflowActor, id: string, body: z.output<S>) => Promise<string>,
  ) =>
    app.post(
      `/api/officer/applications/:id/${path}`,
      { schema: { params: applicationIdParamsSchema, body, response: caseResponse } },
      async (request) => {
        const message = await run(actor(request), request.params.id, request.body as z.output<S>);
        return ok(await officerCase(request.params.id), message);
      },
    );
  const noBody = z.object({}).default({});

  step('correspondence-emails', requestInformationSchema, (who, id, body) =>
    requestInformation(context, who, id, body),
  );
  step('verification', scheduleVerificationSchema, (who, id, body) =>
    scheduleVerification(context, who, id, body),
  );
  step('verification/report', verificationReportSchema, (who, id, body) =>
    uploadVerificationReport(context, who, id, body),
  );
  step('verification/outcome', verificationOutcomeSchema, (who, id, body) =>
    recordVerificationOutcome(context, who, id, body),
  );
  step('corrective-action-review', correctiveActionReviewSchema, (who, id, body) =>
    reviewCorrectiveActions(context, who, id, body),
  );
  step('approval-document', newApprovalDocumentSchema, (who, id, body) =>
    addApprovalDocument(context, who, id, body),
  );
  step('documentary-review', noBody, (who, id) => startDocumentaryReview(context, who, id));
  step('approval-documents-ready', noBody, (who, id) => markApprovalDocumentsReady(context, who, id));
  step('invoice', issueInvoiceSchema, (who, id, body) => issueInvoice(context, who, id, body));
  step('invoice/paid', noBody, (who, id) => recordInvoicePayment(context, who, id));
  step('approve', noBody, (who, id) => approveApplication(context, who, id));
  step('send-for-signing', noBody, (who, id) => sendForSigning(context, who, id));
  step('recognise', noBody, (who, id) => recogniseApplication(context, who, id));
  for (const ending of ['void', 'withdraw', 'close'] as const satisfies readonly Ending[]) {
    step(ending, endApplicationSchema, (who, id, body) => endApplication(context, who, id, ending, body));
  }

  app.post(
    '/api/officer/applications/:id/approval-document/:docId/versions',
    {
      schema: {
        params: workflowDocumentParamsSchema,
        body: newApprovalVersionSchema,
        response: caseResponse,
      },
    },
    async (request) => {
      const { id, docId } = request.params;
      const message = await addApprovalVersion(context, actor(request), id, docId, request.body);
      return ok(await officerCase(id), message);
    },
  );

  app.post(
    '/api/officer/applications/:id/comments',
    {
      schema: {
        params: applicationIdParamsSchema,
        body: newCommentSchema,
        response: { 201: envelopeSchema(commentSchema) },
      },
    },
    async (request, reply) => {
      const comment = await addComment(context, actor(request), request.params.id, request.body);
      reply.code(201);
      return ok(comment, 'Your comment has been added.', 201);
    },
  );
};
