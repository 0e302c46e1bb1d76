import {
  ApplicationCategory,
  applicationDetailsSchema,
  applicationIdParamsSchema,
  applicationSectionParamsSchema,
  savedSectionResultSchema,
  saveSectionSchema,
  startApplicationSchema,
  startedApplicationSchema,
  submitApplicationSchema,
} from '@fsmis/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { sessionOf } from '../../plugins/session.js';
import type { FileStorage } from '../attachments/file-storage.js';
import { saveSection } from './application-sections.service.js';
import { START_PATHS, startApplication } from './application-start.service.js';
import { cancelApplication, type SubmitContext, submitApplication } from './application-submit.service.js';

/** A company's drafts: start or resume a form, save its sections, submit it, or cancel it. */
export const applicationFormsRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (
  app,
  { storage },
) => {
  const authenticated = { onRequest: app.authenticate };
  const submitContext: SubmitContext = {
    db: app.db,
    storage,
    outbox: app.outbox,
    publicUrl: app.config.publicUrl,
  };

  const startedEnvelope = envelopeSchema(startedApplicationSchema);
  for (const category of Object.values(ApplicationCategory)) {
    app.post(
      START_PATHS[category],
      {
        ...authenticated,
        schema: { body: startApplicationSchema, response: { 200: startedEnvelope, 201: startedEnvelope } },
      },
      async (request, reply) => {
        const started = await startApplication(app.db, sessionOf(request), category, request.body);
        if (started.resumed) return ok(started, 'You already have a draft of this form: continue it.');
        reply.code(201);
        return ok(started, `Application ${started.referenceNumber} has been started.`, 201);
      },
    );
  }

  app.put(
    '/api/applications/:id/sections/:sectionId',
    {
      ...authenticated,
      schema: {
        params: applicationSectionParamsSchema,
        body: saveSectionSchema,
        response: { 200: envelopeSchema(savedSectionResultSchema) },
      },
    },
    async (request) => {
      const { id, sectionId } = request.params;
      return ok(await saveSection(app.db, sessionOf(request), id, sectionId, request.body), 'Saved.');
    },
  );

  app.post(
    '/api/applications/:id/submit',
    {
      ...authenticated,
      schema: {
        params: applicationIdParamsSchema,
        body: submitApplicationSchema,
        response: { 200: envelopeSchema(applicationDetailsSchema) },
      },
    },
    async (request) => {
      const details = await submitApplication(submitContext, sessionOf(request), request.params.id);
      return ok(details, `Application ${details.referenceNumber} has been submitted.`);
    },
  );

  app.post(
    '/api/applications/:id/mark-as-cancelled',
    {
      ...authenticated,
      schema: {
        params: applicationIdParamsSchema,
        response: { 200: envelopeSchema(applicationDetailsSchema) },
      },
    },
    async (request) => {
      const details = await cancelApplication(app.db, sessionOf(request), request.params.id);
      return ok(details, `Application ${details.referenceNumber} has been cancelled.`);
    },
  );
};
