import {
  formTemplateSchema,
  officerTemplateParamsSchema,
  officerTemplateSchema,
  officerTemplateSummarySchema,
  programmeLabel,
  publishedTemplateSchema,
} from '@fsmis/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { actorOfRequest } from '../../plugins/session.js';
import {
  officerTemplate,
  officerTemplateSummaries,
  publishTemplate,
} from './application-templates.service.js';

/**
 * The regulator's templates: every form's newest version, one in full (to preview it or start the next
 * version from it), and publishing the next version; the command line does the same.
 */
export const applicationTemplatesOfficerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireOfficer);

  app.get(
    '/api/officer/application-templates',
    { schema: { response: { 200: envelopeSchema(z.array(officerTemplateSummarySchema)) } } },
    async () => ok(await officerTemplateSummaries(app.db)),
  );

  app.get(
    '/api/officer/application-templates/:programme/:slug',
    {
      schema: {
        params: officerTemplateParamsSchema,
        response: { 200: envelopeSchema(officerTemplateSchema) },
      },
    },
    async (request) => {
      const { programme, slug } = request.params;
      return ok(await officerTemplate(app.db, programme, slug));
    },
  );

  app.post(
    '/api/officer/application-templates',
    {
      schema: { body: formTemplateSchema, response: { 201: envelopeSchema(publishedTemplateSchema) } },
    },
    async (request, reply) => {
      const published = await publishTemplate(app.db, actorOfRequest(request), request.body);
      const { programme, form } = published.definition;
      reply.code(201);
      return ok(
        published,
        `Published version ${published.version} of the ${programmeLabel(programme)} ${form} template.`,
        201,
      );
    },
  );
};
