import {
  pendingDetailsAnswerSchema,
  pendingDetailsParamsSchema,
  recognitionParamsSchema,
  recognitionWithdrawalSchema,
  suspensionAppealSchema,
  suspensionDetailsSchema,
  suspensionParamsSchema,
} from '@fsmis/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyActor } from '../../cases/actors.js';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { sessionOf } from '../../plugins/session.js';
import type { FileStorage } from '../attachments/file-storage.js';
import { providePendingDetails } from './pending-details.service.js';
import { type StepResult, stepResultSchema } from './recognition-step.js';
import { withdrawRecognition } from './recognition-withdrawal.service.js';
import type { RecognitionContext } from './suspension-step.js';
import {
  acknowledgeSuspension,
  appealSuspension,
  provideSuspensionDetails,
} from './suspension-steps.service.js';

/**
 * The company's steps on its recognitions (/api/companies/recognition/…): on a suspension (acknowledge,
 * appeal, answer a request for details), withdrawal, and details the recognition owes. Each answers the
 * status of what it moved with the sentence that confirms it; another company's anything is a 404.
 */
export const recognitionStepsRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (
  app,
  { storage },
) => {
  const context: RecognitionContext = {
    db: app.db,
    storage,
    outbox: app.outbox,
    publicUrl: app.config.publicUrl,
    appealPeriodDays: app.config.appealPeriodDays,
  };
  const authenticated = { onRequest: app.authenticate };
  const response = { 200: envelopeSchema(stepResultSchema) };
  const answer = ({ message, ...moved }: StepResult) => ok(moved, message);
  const suspension = (params: { id: string; sid: string }) => ({
    recognitionId: params.id,
    suspensionId: params.sid,
  });

  app.post(
    '/api/companies/recognition/:id/suspension/:sid/acknowledge',
    { ...authenticated, schema: { params: suspensionParamsSchema, response } },
    async (request) =>
      answer(await acknowledgeSuspension(context, sessionOf(request), suspension(request.params))),
  );

  app.post(
    '/api/companies/recognition/:id/suspension/:sid/appeal',
    { ...authenticated, schema: { params: suspensionParamsSchema, body: suspensionAppealSchema, response } },
    async (request) =>
      answer(await appealSuspension(context, sessionOf(request), suspension(request.params), request.body)),
  );

  app.post(
    '/api/companies/recognition/:id/suspension/:sid/details',
    { ...authenticated, schema: { params: suspensionParamsSchema, body: suspensionDetailsSchema, response } },
    async (request) =>
      answer(
        await provideSuspensionDetails(context, sessionOf(request), suspension(request.params), request.body),
      ),
  );

  app.post(
    '/api/companies/recognition/:id/withdraw',
    {
      ...authenticated,
      schema: { params: recognitionParamsSchema, body: recognitionWithdrawalSchema, response },
    },
    async (request) =>
      answer(
        await withdrawRecognition(
          context,
          companyActor(sessionOf(request)),
          request.params.id,
          request.body.reason,
        ),
      ),
  );

  app.post(
    '/api/companies/recognition/:id/pending-details/:pid',
    {
      ...authenticated,
      schema: { params: pendingDetailsParamsSchema, body: pendingDetailsAnswerSchema, response },
    },
    async (request) => {
      const { id, pid } = request.params;
      const where = { recognitionId: id, pendingDetailsId: pid };
      return answer(await providePendingDetails(context, sessionOf(request), where, request.body));
    },
  );
};
