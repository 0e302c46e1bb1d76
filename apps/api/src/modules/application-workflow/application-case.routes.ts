import {
  applicationCaseSchema,
  applicationDocumentParamsSchema,
  applicationIdParamsSchema,
} from '@fsmis/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { sendFile } from '../../lib/send-file.js';
import {
  COMPANY_FILE_TYPES,
  fileDownloadResponse,
  SIGNATURE_FILE_TYPES,
} from '../../openapi/file-responses.js';
import { sessionOf } from '../../plugins/session.js';
import { downloadDeclarationSignature } from '../applications/application-documents.service.js';
import type { FileStorage } from '../attachments/file-storage.js';
import { type DocumentKind, downloadApplicationDocument } from './application-files.service.js';
import { signatureStageQuerySchema } from './workflow-documents.routes.js';
import { downloadCompanyWorkflowFile } from './workflow-documents.service.js';
import { applicationCase } from './workflow-view.service.js';

/**
 * One application as its company sees it (docs/requirements.md §7): the case, and the files given with
 * it. Here, beside the workflow that writes them, since a case holds the workflow's records too.
 */
export const applicationCaseRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (
  app,
  { storage },
) => {
  const authenticated = { onRequest: app.authenticate };
  const files = { db: app.db, storage };

  app.get(
    '/api/applications/:id',
    {
      ...authenticated,
      schema: {
        params: applicationIdParamsSchema,
        response: { 200: envelopeSchema(applicationCaseSchema) },
      },
    },
    async (request) =>
      ok(
        await applicationCase(app.db, request.params.id, {
          party: 'company',
          companyId: sessionOf(request).companyId,
        }),
      ),
  );

  const documentRoute = (path: string, kind: DocumentKind) =>
    app.get(
      path,
      {
        ...authenticated,
        schema: {
          params: applicationDocumentParamsSchema,
          response: fileDownloadResponse(COMPANY_FILE_TYPES),
        },
      },
      async (request, reply) => {
        const { id, docId } = request.params;
        return sendFile(reply, await downloadApplicationDocument(files, sessionOf(request), id, docId, kind));
      },
    );
  documentRoute('/api/applications/:id/document/:docId', 'any');
  documentRoute('/api/applications/:id/document-sac-cv/:docId', 'sac-cv');

  app.get(
    '/api/applications/:id/declaration-signature',
    {
      ...authenticated,
      schema: {
        params: applicationIdParamsSchema,
        querystring: signatureStageQuerySchema,
        response: fileDownloadResponse(SIGNATURE_FILE_TYPES),
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const { id } = request.params;
      return sendFile(
        reply,
        request.query.Stage === 'acceptance'
          ? await downloadCompanyWorkflowFile(files, session, id, { kind: 'acceptance-signature' })
          : await downloadDeclarationSignature(files, session, id),
      );
    },
  );
};
