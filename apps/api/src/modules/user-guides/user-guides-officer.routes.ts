import {
  officerUserGuideSchema,
  publishUserGuideSchema,
  USER_GUIDE_AUDIENCE_LABELS,
  updateUserGuideSchema,
  userGuideIdParamsSchema,
} from '@fsmis/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyEnvelopeSchema, envelopeSchema, ok } from '../../lib/envelope.js';
import { sendFile } from '../../lib/send-file.js';
import { fileDownloadResponse, PDF_FILE_TYPES } from '../../openapi/file-responses.js';
import { actorOfRequest } from '../../plugins/session.js';
import type { FileStorage } from '../attachments/file-storage.js';
import {
  downloadAnyGuide,
  listAllGuides,
  publishGuideAs,
  updateGuideAs,
  withdrawGuideAs,
} from './user-guides.service.js';

/** The user guides as officers keep them: every audience's, with their PDFs; each change is audited. */
export const userGuidesOfficerRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (
  app,
  { storage },
) => {
  app.addHook('onRequest', app.requireOfficer);

  app.get(
    '/api/officer/user-guides',
    { schema: { response: { 200: envelopeSchema(z.array(officerUserGuideSchema)) } } },
    async () => ok(await listAllGuides(app.db)),
  );

  app.get(
    '/api/officer/user-guides/:id',
    { schema: { params: userGuideIdParamsSchema, response: fileDownloadResponse(PDF_FILE_TYPES) } },
    async (request, reply) => sendFile(reply, await downloadAnyGuide(app.db, storage, request.params.id)),
  );

  app.post(
    '/api/officer/user-guides',
    { schema: { body: publishUserGuideSchema, response: { 201: envelopeSchema(officerUserGuideSchema) } } },
    async (request, reply) => {
      const guide = await publishGuideAs(app.db, storage, actorOfRequest(request), request.body);
      reply.code(201);
      return ok(
        guide,
        `Published "${guide.title}" (version ${guide.version}) for ${USER_GUIDE_AUDIENCE_LABELS[guide.audience].toLowerCase()}.`,
        201,
      );
    },
  );

  app.put(
    '/api/officer/user-guides/:id',
    {
      schema: {
        params: userGuideIdParamsSchema,
        body: updateUserGuideSchema,
        response: { 200: envelopeSchema(officerUserGuideSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const guide = await updateGuideAs(app.db, storage, actorOfRequest(request), id, request.body);
      return ok(
        guide,
        request.body.file
          ? `Replaced the file of "${guide.title}": companies now download version ${guide.version}.`
          : `Saved "${guide.title}".`,
      );
    },
  );

  app.delete(
    '/api/officer/user-guides/:id',
    { schema: { params: userGuideIdParamsSchema, response: { 200: emptyEnvelopeSchema } } },
    async (request) => {
      const title = await withdrawGuideAs(app.db, storage, actorOfRequest(request), request.params.id);
      return ok(null, `Withdrew "${title}": companies no longer see it.`);
    },
  );
};
