import {
  acknowledgeTermsSchema,
  companyTermsItemSchema,
  programmeTermsSchema,
  termsItemIdParamsSchema,
  termsRequestSchema,
} from '@fsmis/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { sendFile } from '../../lib/send-file.js';
import { fileDownloadResponse, PDF_FILE_TYPES } from '../../openapi/file-responses.js';
import { sessionOf } from '../../plugins/session.js';
import type { FileStorage } from '../attachments/file-storage.js';
import { termsDocumentQuerySchema } from './terms.schemas.js';
import {
  acknowledgeTerms,
  downloadTermsDocument,
  getLatestTerms,
  listCompanyTerms,
  requestTerms,
} from './terms-company.service.js';

/** The company's side of the terms and conditions per programme (docs/requirements.md §7, Terms). */
export const termsRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (app, { storage }) => {
  const authenticated = { onRequest: app.authenticate };

  app.get(
    '/api/company-terms-and-conditions',
    { ...authenticated, schema: { response: { 200: envelopeSchema(z.array(companyTermsItemSchema)) } } },
    async (request) => ok(await listCompanyTerms(app.db, sessionOf(request))),
  );

  app.post(
    '/api/company-terms-and-conditions',
    {
      ...authenticated,
      schema: { body: termsRequestSchema, response: { 201: envelopeSchema(companyTermsItemSchema) } },
    },
    async (request, reply) => {
      const item = await requestTerms(app.db, sessionOf(request), request.body);
      reply.code(201);
      return ok(
        item,
        `Your request for the ${item.applicationType.label} terms and conditions has been sent. We will let you know when they are ready.`,
        201,
      );
    },
  );

  app.get(
    '/api/company-terms-and-conditions/latest',
    { ...authenticated, schema: { response: { 200: envelopeSchema(z.array(programmeTermsSchema)) } } },
    async (request) => ok(await getLatestTerms(app.db, sessionOf(request))),
  );

  app.post(
    '/api/company-terms-and-conditions/:id',
    {
      ...authenticated,
      schema: {
        params: termsItemIdParamsSchema,
        body: acknowledgeTermsSchema,
        response: { 200: envelopeSchema(companyTermsItemSchema) },
      },
    },
    async (request) => {
      const item = await acknowledgeTerms(
        app.db,
        sessionOf(request),
        request.params.id,
        request.body.companyTermsAndConditionId,
      );
      return ok(item, `You have acknowledged the ${item.applicationType.label} terms and conditions.`);
    },
  );

  app.get(
    '/api/terms-and-conditions/document',
    {
      ...authenticated,
      schema: { querystring: termsDocumentQuerySchema, response: fileDownloadResponse(PDF_FILE_TYPES) },
    },
    async (request, reply) => {
      const file = await downloadTermsDocument(
        app.db,
        storage,
        sessionOf(request),
        request.query.ApplicationType,
      );
      return sendFile(reply, file);
    },
  );
};
