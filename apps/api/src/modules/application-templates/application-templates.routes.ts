import { guidSchema, programmeQuerySchema, publishedTemplateSchema } from '@fsmis/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { getTemplate, latestTemplates } from './application-templates.service.js';

/**
 * The programme application templates (docs/requirements.md §7 "Other"): `ApplicationType` is the programme.
 * Officers may read them too (they publish them).
 */
export const applicationTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { onRequest: app.authenticate, config: { allowOfficers: true } };

  app.get(
    '/api/programme-application-template',
    {
      ...signedIn,
      schema: {
        querystring: programmeQuerySchema,
        response: { 200: envelopeSchema(z.array(publishedTemplateSchema)) },
      },
    },
    async (request) => ok(await latestTemplates(app.db, request.query.ApplicationType)),
  );

  app.get(
    '/api/programme-application-template/:id',
    {
      ...signedIn,
      schema: {
        params: z.object({ id: guidSchema }),
        response: { 200: envelopeSchema(publishedTemplateSchema) },
      },
    },
    async (request) => ok(await getTemplate(app.db, request.params.id)),
  );
};
