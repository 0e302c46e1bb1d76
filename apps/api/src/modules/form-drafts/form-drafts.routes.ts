import {
  formDraftParamsSchema,
  formDraftSchema,
  savedFormDraftSchema,
  saveFormDraftSchema,
} from '@fsmis/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyEnvelopeSchema, envelopeSchema, ok } from '../../lib/envelope.js';
import { badRequest } from '../../lib/http-error.js';
import { sessionOf } from '../../plugins/session.js';
import { deleteDraft, findDraft, upsertDraft } from './form-drafts.repository.js';

/** A draft is what one form holds: small. */
export const MAX_DRAFT_BYTES = 64 * 1024;

/**
 * Drafts of forms, per user: saved as people type, so an inactivity sign-out never loses their work.
 * Drafts belong to the signed-in user only; no other user can read them.
 */
export const formDraftsRoutes: FastifyPluginAsyncZod = async (app) => {
  const authenticated = { onRequest: app.authenticate };

  app.get(
    '/api/form-drafts/:formKey',
    {
      ...authenticated,
      schema: {
        params: formDraftParamsSchema,
        response: { 200: envelopeSchema(formDraftSchema.nullable()) },
      },
    },
    async (request) => {
      const draft = await findDraft(app.db, sessionOf(request).userId, request.params.formKey);
      return ok(
        draft ? { data: draft.data as Record<string, unknown>, savedAt: draft.savedAt.toISOString() } : null,
      );
    },
  );

  app.put(
    '/api/form-drafts/:formKey',
    {
      ...authenticated,
      schema: {
        params: formDraftParamsSchema,
        body: saveFormDraftSchema,
        response: { 200: envelopeSchema(savedFormDraftSchema) },
      },
    },
    async (request) => {
      if (Buffer.byteLength(JSON.stringify(request.body.data)) > MAX_DRAFT_BYTES) {
        throw badRequest({ data: ['The draft is too large to keep. Save the form instead.'] });
      }
      const savedAt = new Date();
      await upsertDraft(app.db, {
        userId: sessionOf(request).userId,
        formKey: request.params.formKey,
        data: request.body.data,
        savedAt,
      });
      return ok({ savedAt: savedAt.toISOString() });
    },
  );

  app.delete(
    '/api/form-drafts/:formKey',
    { ...authenticated, schema: { params: formDraftParamsSchema, response: { 200: emptyEnvelopeSchema } } },
    async (request) => {
      await deleteDraft(app.db, sessionOf(request).userId, request.params.formKey);
      return ok(null);
    },
  );
};
