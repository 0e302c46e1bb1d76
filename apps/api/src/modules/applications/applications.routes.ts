import {
  applicationFormsSchema,
  applicationsPageSchema,
  FILE_TYPES,
  formRequirementsSchema,
  latestRecognisedSchema,
  optionalProgrammeQuerySchema,
  programmeQuerySchema,
} from '@fsmis/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { notFound } from '../../lib/http-error.js';
import { sendFile } from '../../lib/send-file.js';
import { fileDownloadResponse, XLSX_FILE_TYPES } from '../../openapi/file-responses.js';
import { sessionOf } from '../../plugins/session.js';
import type { FileStorage } from '../attachments/file-storage.js';
import { applicationFormsRoutes } from './application-forms.routes.js';
import { applicationForms, formRequirements, latestRecognised } from './application-requirements.service.js';
import { applicationsExportQuerySchema, applicationsQuerySchema } from './applications.schemas.js';
import { exportApplications, listApplications } from './applications.service.js';

export const XLSX_CONTENT_TYPE = FILE_TYPES.xlsx.contentType;

/**
 * The applications of docs/requirements.md §7: the list and what each form needs. One application, its
 * documents and its steps are the workflow's (`application-case.routes.ts` and the company's workflow
 * routes).
 */
export const applicationsRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (
  app,
  { storage },
) => {
  const authenticated = { onRequest: app.authenticate };
  const _files = { db: app.db, storage };

  app.get(
    '/api/applications',
    {
      ...authenticated,
      schema: {
        querystring: applicationsQuerySchema,
        response: { 200: envelopeSchema(applicationsPageSchema) },
      },
    },
    async (request) => ok(await listApplications(app.db, sessionOf(request), request.query)),
  );

  app.get(
    '/api/applications/export',
    {
      ...authenticated,
      schema: { querystring: applicationsExportQuerySchema, response: fileDownloadResponse(XLSX_FILE_TYPES) },
    },
    async (request, reply) => {
      const file = await exportApplications(app.db, sessionOf(request), request.query);
      return sendFile(reply, { ...file, contentType: XLSX_CONTENT_TYPE });
    },
  );

  // Named paths first: they must never be read as an application's id.
  app.get(
    '/api/applications/forms',
    {
      ...authenticated,
      schema: { response: { 200: envelopeSchema(z.array(applicationFormsSchema)) } },
    },
    async (request) => ok(await applicationForms(app.db, sessionOf(request))),
  );

  app.get(
    '/api/applications/form-requirements',
    {
      ...authenticated,
      schema: {
        querystring: optionalProgrammeQuerySchema,
        response: {
          200: envelopeSchema(z.union([formRequirementsSchema, z.array(formRequirementsSchema)])),
        },
      },
    },
    async (request) => {
      const programme = request.query.ApplicationType;
      const session = sessionOf(request);
      if (programme === undefined) return ok(await formRequirements(app.db, session));
      const [requirements] = await formRequirements(app.db, session, [programme]);
      if (!requirements) throw notFound();
      return ok(requirements);
    },
  );

  app.get(
    '/api/applications/latest-recognised',
    {
      ...authenticated,
      schema: {
        querystring: programmeQuerySchema,
        response: { 200: envelopeSchema(latestRecognisedSchema) },
      },
    },
    async (request) => ok(await latestRecognised(app.db, sessionOf(request), request.query.ApplicationType)),
  );

  await app.register(applicationFormsRoutes, { storage });
};
