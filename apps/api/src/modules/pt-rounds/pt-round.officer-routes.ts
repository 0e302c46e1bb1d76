import {
  addPtDocumentsSchema,
  createPtRoundSchema,
  guidSchema,
  officerPtRoundSchema,
  officerPtRoundSummarySchema,
  PT_STATUS_STEP_NAMES,
  ptAnalyteParamsSchema,
  ptAssignmentSchema,
  ptDocumentParamsSchema,
  ptStepResultSchema,
  recordPtDispatchSchema,
} from '@fsmis/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { sendFile } from '../../lib/send-file.js';
import { fileDownloadResponse, STORED_FILE_TYPES } from '../../openapi/file-responses.js';
import { actorOfRequest } from '../../plugins/session.js';
import type { FileStorage } from '../attachments/file-storage.js';
import {
  addPtDocuments,
  createPtRound,
  type PtStepAnswer,
  recordPtDispatch,
  takePtStatusStep,
} from './pt-officer-round.service.js';
import { assignPtAnalyte, computePtStatistics, reviewPtStatistics } from './pt-officer-scoring.service.js';
import type { PtOfficerContext } from './pt-officer-step.js';
import { downloadAnyPtDocument, officerPtRounds, officerPtRoundView } from './pt-officer-view.js';

/**
 * The regulator's side of a Proficiency Testing round: /api/officer/proficiency-tests/…. A status step
 * answers the round's status; a step within a status answers the whole round; each with the sentence
 * that confirms it. The command line (`officer pt …`) calls the same services.
 */
export const ptRoundOfficerRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (
  app,
  { storage },
) => {
  app.addHook('onRequest', app.requireOfficer);
  const context: PtOfficerContext = {
    db: app.db,
    storage,
    outbox: app.outbox,
    publicUrl: app.config.publicUrl,
  };
  const params = z.object({ id: guidSchema });
  const moved = { 200: envelopeSchema(ptStepResultSchema) };
  const round = { 200: envelopeSchema(officerPtRoundSchema) };
  const answer = ({ message, ...result }: PtStepAnswer) => ok(result, message);
  /** The round as it stands after a step, with the step's sentence. */
  const roundAfter = async (id: string, message: string) => ok(await officerPtRoundView(app.db, id), message);

  app.get(
    '/api/officer/proficiency-tests',
    { schema: { response: { 200: envelopeSchema(z.array(officerPtRoundSummarySchema)) } } },
    async () => ok(await officerPtRounds(app.db)),
  );

  app.post(
    '/api/officer/proficiency-tests',
    {
      schema: { body: createPtRoundSchema, response: { 201: envelopeSchema(ptStepResultSchema) } },
    },
    async (request, reply) => {
      const { message, ...created } = await createPtRound(context, actorOfRequest(request), request.body);
      reply.code(201);
      return ok(created, message, 201);
    },
  );

  app.get('/api/officer/proficiency-tests/:id', { schema: { params, response: round } }, async (request) =>
    ok(await officerPtRoundView(app.db, request.params.id)),
  );

  for (const step of PT_STATUS_STEP_NAMES) {
    app.post(
      `/api/officer/proficiency-tests/:id/${step}`,
      { schema: { params, response: moved } },
      async (request) =>
        answer(await takePtStatusStep(context, actorOfRequest(request), request.params.id, step)),
    );
  }

  app.post(
    '/api/officer/proficiency-tests/:id/documents',
    { schema: { params, body: addPtDocumentsSchema, response: round } },
    async (request) => {
      const { id } = request.params;
      return roundAfter(id, await addPtDocuments(context, actorOfRequest(request), id, request.body));
    },
  );

  app.get(
    '/api/officer/proficiency-tests/:id/documents/:docId',
    { schema: { params: ptDocumentParamsSchema, response: fileDownloadResponse(STORED_FILE_TYPES) } },
    async (request, reply) => {
      const { id, docId } = request.params;
      return sendFile(reply, await downloadAnyPtDocument({ db: app.db, storage }, id, docId));
    },
  );

  app.post(
    '/api/officer/proficiency-tests/:id/dispatches',
    { schema: { params, body: recordPtDispatchSchema, response: round } },
    async (request) => {
      const { id } = request.params;
      return roundAfter(id, await recordPtDispatch(context, actorOfRequest(request), id, request.body));
    },
  );

  app.put(
    '/api/officer/proficiency-tests/:id/analytes/:analyteId/assignment',
    { schema: { params: ptAnalyteParamsSchema, body: ptAssignmentSchema, response: round } },
    async (request) => {
      const { id, analyteId } = request.params;
      const actor = actorOfRequest(request);
      return roundAfter(id, await assignPtAnalyte(context, actor, { roundId: id, analyteId }, request.body));
    },
  );

  app.post(
    '/api/officer/proficiency-tests/:id/compute',
    { schema: { params, response: round } },
    async (request) => {
      const { id } = request.params;
      return roundAfter(id, await computePtStatistics(context, actorOfRequest(request), id));
    },
  );

  app.post(
    '/api/officer/proficiency-tests/:id/review',
    { schema: { params, response: round } },
    async (request) => {
      const { id } = request.params;
      return roundAfter(id, await reviewPtStatistics(context, actorOfRequest(request), id));
    },
  );
};
