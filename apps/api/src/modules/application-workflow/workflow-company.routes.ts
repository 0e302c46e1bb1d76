import {
  applicationCaseSchema,
  applicationIdParamsSchema,
  commentSchema,
  correctiveActionDraftSchema,
  findingSchema,
  moreInfoProvidedSchema,
  newCommentSchema,
  reviewResponseSchema,
  signAcceptanceSchema,
  workflowDocumentParamsSchema,
} from '@fsmis/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyActor } from '../../cases/actors.js';
import type { WorkflowContext } from '../../cases/case-context.js';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { sessionOf } from '../../plugins/session.js';
import type { FileStorage } from '../attachments/file-storage.js';
import {
  addComment,
  answerReviewDocument,
  listComments,
  provideMoreInformation,
  signAcceptance,
} from './company-steps.service.js';
import {
  acknowledgeFindings,
  saveCorrectiveAction,
  submitCorrectiveActions,
} from './findings-company.service.js';

/**
 * The company's steps on its application after submission (docs/requirements.md §7,
 * /api/applications/{id}/…).
 */
export const workflowCompanyRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (
  app,
  { storage },
) => {
  const authenticated = { onRequest: app.authenticate };
  const context: WorkflowContext = {
    db: app.db,
    storage,
    outbox: app.outbox,
    publicUrl: app.config.publicUrl,
  };
  const caseEnvelope = { 200: envelopeSchema(applicationCaseSchema) };
  const idOnly = { params: applicationIdParamsSchema, response: caseEnvelope };

  app.get(
    '/api/applications/:id/comments',
    {
      ...authenticated,
      schema: {
        params: applicationIdParamsSchema,
        response: { 200: envelopeSchema(z.array(commentSchema)) },
      },
    },
    async (request) => ok(await listComments(app.db, sessionOf(request), request.params.id)),
  );

  app.post(
    '/api/applications/:id/comments',
    {
      ...authenticated,
      schema: {
        params: applicationIdParamsSchema,
        body: newCommentSchema,
        response: { 201: envelopeSchema(commentSchema) },
      },
    },
    async (request, reply) => {
      const comment = await addComment(
        context,
        companyActor(sessionOf(request)),
        request.params.id,
        request.body,
      );
      reply.code(201);
      return ok(comment, 'Your comment has been added.', 201);
    },
  );

  app.post(
    '/api/applications/:id/more-info-provided',
    { ...authenticated, schema: { ...idOnly, body: moreInfoProvidedSchema } },
    async (request) =>
      ok(
        await provideMoreInformation(context, sessionOf(request), request.params.id, request.body),
        'Your answer has been sent.',
      ),
  );

  app.post('/api/applications/:id/acknowledge', { ...authenticated, schema: idOnly }, async (request) =>
    ok(
      await acknowledgeFindings(context, sessionOf(request), request.params.id),
      'You have acknowledged the findings.',
    ),
  );

  app.put(
    '/api/applications/:id/corrective-action',
    {
      ...authenticated,
      schema: {
        params: applicationIdParamsSchema,
        body: correctiveActionDraftSchema,
        response: { 200: envelopeSchema(findingSchema) },
      },
    },
    async (request) =>
      ok(await saveCorrectiveAction(context, sessionOf(request), request.params.id, request.body), 'Saved.'),
  );

  app.post(
    '/api/applications/:id/findings-corrected',
    { ...authenticated, schema: idOnly },
    async (request) =>
      ok(
        await submitCorrectiveActions(context, sessionOf(request), request.params.id),
        'Your corrective actions have been submitted.',
      ),
  );

  app.post(
    '/api/applications/:id/review-response-document/:docId',
    {
      ...authenticated,
      schema: { params: workflowDocumentParamsSchema, body: reviewResponseSchema, response: caseEnvelope },
    },
    async (request) => {
      const { id, docId } = request.params;
      const answered = await answerReviewDocument(context, sessionOf(request), id, docId, request.body);
      const accepted = request.body.decision === 'accepted';
      return ok(answered, accepted ? 'You have accepted the document.' : 'You have rejected the document.');
    },
  );

  app.post(
    '/api/applications/:id/declaration-signature',
    { ...authenticated, schema: { ...idOnly, body: signAcceptanceSchema } },
    async (request) =>
      ok(
        await signAcceptance(context, sessionOf(request), request.params.id),
        'You have signed the declaration.',
      ),
  );
};
