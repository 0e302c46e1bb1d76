import {
  guidSchema,
  officerWithdrawalSchema,
  pendingDetailsDecisionSchema,
  proposeSuspensionSchema,
  recognitionParamsSchema,
  requestPendingDetailsSchema,
  suspensionDecisionSchema,
} from '@fsmis/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { officerActor } from '../../cases/actors.js';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { actorOfRequest } from '../../plugins/session.js';
import type { FileStorage } from '../attachments/file-storage.js';
import {
  decidePendingDetails,
  PENDING_DETAILS_DECISIONS,
  requestPendingDetails,
} from './pending-details.service.js';
import { type Created, createdSchema, type StepResult, stepResultSchema } from './recognition-step.js';
import { withdrawRecognition } from './recognition-withdrawal.service.js';
import type { RecognitionContext } from './suspension-step.js';
import {
  decideSuspension,
  OFFICER_SUSPENSION_ACTIONS,
  proposeSuspension,
} from './suspension-steps.service.js';

/**
 * The officer's steps on recognitions (/api/officer/recognitions/…): proposing and deciding suspensions,
 * withdrawing a recognition, asking for and deciding pending details. A step that moves something answers
 * its status; one that creates something answers its id (201); each with the sentence that confirms it.
 * The command line calls the same services.
 */
export const recognitionStepsOfficerRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (
  app,
  { storage },
) => {
  app.addHook('onRequest', app.requireOfficer);
  const context: RecognitionContext = {
    db: app.db,
    storage,
    outbox: app.outbox,
    publicUrl: app.config.publicUrl,
    appealPeriodDays: app.config.appealPeriodDays,
  };
  const moved = { 200: envelopeSchema(stepResultSchema) };
  const created = { 201: envelopeSchema(createdSchema) };
  const actor = (request: Parameters<typeof actorOfRequest>[0]) => officerActor(actorOfRequest(request));
  const answer = ({ message, ...result }: StepResult) => ok(result, message);
  const answerCreated = ({ message, ...result }: Created) => ok(result, message, 201);
  const suspensionParams = z.object({ sid: guidSchema });
  const pendingDetailsParams = z.object({ pid: guidSchema });

  app.post(
    '/api/officer/recognitions/:id/suspensions',
    { schema: { params: recognitionParamsSchema, body: proposeSuspensionSchema, response: created } },
    async (request, reply) => {
      const proposed = await proposeSuspension(context, actor(request), request.params.id, request.body);
      reply.code(201);
      return answerCreated(proposed);
    },
  );

  for (const action of OFFICER_SUSPENSION_ACTIONS) {
    app.post(
      `/api/officer/recognitions/suspensions/:sid/${action}`,
      { schema: { params: suspensionParams, body: suspensionDecisionSchema, response: moved } },
      async (request) =>
        answer(await decideSuspension(context, actor(request), request.params.sid, action, request.body)),
    );
  }

  app.post(
    '/api/officer/recognitions/:id/withdraw',
    { schema: { params: recognitionParamsSchema, body: officerWithdrawalSchema, response: moved } },
    async (request) =>
      answer(await withdrawRecognition(context, actor(request), request.params.id, request.body.reason)),
  );

  app.post(
    '/api/officer/recognitions/:id/pending-details',
    { schema: { params: recognitionParamsSchema, body: requestPendingDetailsSchema, response: created } },
    async (request, reply) => {
      const requested = await requestPendingDetails(context, actor(request), request.params.id, request.body);
      reply.code(201);
      return answerCreated(requested);
    },
  );

  // An acceptance may come without a body: it needs no reason.
  const decision = pendingDetailsDecisionSchema.default({});
  for (const action of PENDING_DETAILS_DECISIONS) {
    app.post(
      `/api/officer/recognitions/pending-details/:pid/${action}`,
      { schema: { params: pendingDetailsParams, body: decision, response: moved } },
      async (request) =>
        answer(await decidePendingDetails(context, actor(request), request.params.pid, action, request.body)),
    );
  }
};
