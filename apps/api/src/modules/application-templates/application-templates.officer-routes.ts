import { formTemplateSchema, programmeLabel, publishedTemplateSchema } from '@fsmis/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { actorOfRequest } from '../officer/officer.service.js';
import { publishTemplate } from './application-templates.service.js';

/** The regulator publishes a new version of a form's template; the command line does the same. */
export const applicationTemplatesOfficerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireOfficer);

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
