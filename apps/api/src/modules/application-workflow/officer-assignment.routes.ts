import {
  applicationAssignmentSchema,
  applicationIdParamsSchema,
  assignApplicationSchema,
  officerListSchema,
} from '@fsmis/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { actorOfRequest } from '../../plugins/session.js';
import { assignApplication, listOfficers } from './officer-assignment.service.js';

/**
 * Who handles each application in the work queue: the regulator's officers to choose from, and the
 * assignment of one application (the queue filters by it: /api/officer/applications?AssignedTo=…).
 */
export const officerAssignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireOfficer);

  app.get(
    '/api/officer/officers',
    { schema: { response: { 200: envelopeSchema(officerListSchema) } } },
    async () => ok(await listOfficers(app.db)),
  );

  app.put(
    '/api/officer/applications/:id/assignment',
    {
      schema: {
        params: applicationIdParamsSchema,
        body: assignApplicationSchema,
        response: { 200: envelopeSchema(applicationAssignmentSchema) },
      },
    },
    async (request) => {
      const { assignment, message } = await assignApplication(
        app.db,
        actorOfRequest(request),
        request.params.id,
        request.body,
      );
      return ok(assignment, message);
    },
  );
};
