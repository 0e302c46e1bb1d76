import type { Readable } from 'node:stream';
import { ATTACHMENT_PURPOSE_NAMES, FILE_TYPE_NAMES, guidSchema } from '@fsmis/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyEnvelopeSchema, envelopeSchema, ok } from '../../lib/envelope.js';
import { withoutControlCharacters } from '../../lib/file-name.js';
import { sendFile } from '../../lib/send-file.js';
import {
  fileDownloadResponse,
  SIGNATURE_FILE_TYPES,
  STORED_FILE_TYPES,
} from '../../openapi/file-responses.js';
import { sessionOf } from '../../plugins/session.js';
import {
  type AttachmentContext,
  completeUpload,
  createUpload,
  download,
  downloadSignature,
  getStatuses,
  receiveUpload,
  remove,
} from './attachments.service.js';
import type { FileStorage } from './file-storage.js';
import { readAtMost } from './read-at-most.js';
import type { ScanWorker } from './scan-worker.js';
import type { Scanner } from './scanners/scanner.js';

const attachmentSchema = z.object({
  attachmentId: z.uuid(),
  displayFileName: z.string(),
  fileSize: z.number().int(),
  entityId: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
  attachmentStatus: z.number().int(),
});

const uploadRequestSchema = z.object({
  fileName: z
    .string()
    .overwrite(withoutControlCharacters)
    .trim()
    .min(1, 'Select a file')
    .max(255, 'The file name must be 255 characters or fewer')
    .refine((name) => !/[\\/]/.test(name), 'The file name must not contain slashes'),
  fileSize: z.number().int('Select a file').min(0, 'Select a file'),
  purpose: z.enum(ATTACHMENT_PURPOSE_NAMES).default('document'),
  entityId: z.uuid().nullable().default(null),
  /** The field's own rule, when it takes less than its purpose (a question that takes only a PDF). */
  fileTypes: z.array(z.enum(FILE_TYPE_NAMES)).min(1).max(FILE_TYPE_NAMES.length).optional(),
  maxMb: z.int().min(1).max(1024).optional(),
});

const uploadTargetSchema = z.object({
  uploadId: z.uuid(),
  uploadUrl: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expiresAt: z.iso.datetime(),
});

const idParams = z.object({ id: guidSchema });
const asArray = (value: string | string[]) => (Array.isArray(value) ? value : [value]);

/** The body's length as its Content-Length header states it; null when the body comes in chunks. */
function announcedLength(header: string | undefined): number | null {
  return header !== undefined && /^\d+$/.test(header) ? Number(header) : null;
}

export const attachmentsRoutes: FastifyPluginAsyncZod<{
  storage: FileStorage;
  scanner: Scanner;
  scanWorker: ScanWorker;
}> = async (app, options) => {
  const maxBytes = app.config.attachmentMaxBytes;
  const context: AttachmentContext = {
    db: app.db,
    storage: options.storage,
    maxBytes,
    scanner: options.scanner,
    onUploaded: options.scanWorker.wake,
  };
  const authenticated = { onRequest: app.authenticate };
  // Officers upload their files through the same calls (the purpose officer-document), then name them
  // in the officer API's step that takes them.
  const companiesAndOfficers = { ...authenticated, config: { allowOfficers: true } };

  app.post(
    '/api/attachments/sas',
    {
      ...companiesAndOfficers,
      schema: { body: uploadRequestSchema, response: { 200: envelopeSchema(uploadTargetSchema) } },
    },
    async (request) =>
      ok(
        await createUpload(context, sessionOf(request), request.body, (uploadId, expires, signature) => {
          const query = new URLSearchParams({ expires: String(expires), signature });
          return `/api/attachments/uploads/${uploadId}?${query}`;
        }),
      ),
  );

  // The disk storage's signed upload endpoint: raw bytes of any type, authorised by the URL's signature.
  // The handler reads them itself, as they arrive, so that it stops at the size the upload announced.
  await app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', (_request, body, done) => {
      done(null, body);
    });
    uploads.withTypeProvider<ZodTypeProvider>().put(
      '/api/attachments/uploads/:id',
      {
        schema: {
          params: idParams,
          querystring: z.object({ expires: z.coerce.number().int(), signature: z.string().min(1) }),
          response: { 201: emptyEnvelopeSchema },
        },
        errorHandler(error, _request, reply) {
          // What was not read of a refused body is not worth receiving.
          reply.header('connection', 'close');
          throw error;
        },
      },
      async (request, reply) => {
        await receiveUpload(context, {
          uploadId: request.params.id,
          ...request.query,
          announcedLength: announcedLength(request.headers['content-length']),
          read: (limit) => readAtMost(request.body as Readable | undefined, limit),
        });
        return reply.code(201).send(ok(null, 'Uploaded.', 201));
      },
    );
  });

  app.post(
    '/api/attachments/uploads/:id/complete',
    {
      ...companiesAndOfficers,
      schema: { params: idParams, response: { 200: envelopeSchema(attachmentSchema) } },
    },
    async (request) => ok(await completeUpload(context, sessionOf(request), request.params.id)),
  );

  app.get(
    '/api/attachments/get-status',
    {
      ...companiesAndOfficers,
      schema: {
        querystring: z.object({
          AttachmentIds: z.union([z.uuid(), z.array(z.uuid()).max(100)]).transform(asArray),
        }),
        response: {
          200: envelopeSchema(
            z.array(z.object({ attachmentId: z.uuid(), attachmentStatus: z.number().int() })),
          ),
        },
      },
    },
    async (request) => ok(await getStatuses(app.db, sessionOf(request), request.query.AttachmentIds)),
  );

  app.get(
    '/api/attachments/:id',
    { ...authenticated, schema: { params: idParams, response: fileDownloadResponse(STORED_FILE_TYPES) } },
    async (request, reply) => sendFile(reply, await download(context, sessionOf(request), request.params.id)),
  );

  // The signature call of docs/requirements.md §7 lives with the files it serves.
  app.get(
    '/api/auth/signature',
    { ...authenticated, schema: { response: fileDownloadResponse(SIGNATURE_FILE_TYPES) } },
    async (request, reply) => sendFile(reply, await downloadSignature(context, sessionOf(request))),
  );

  app.delete(
    '/api/attachments/:id',
    { ...companiesAndOfficers, schema: { params: idParams, response: { 200: emptyEnvelopeSchema } } },
    async (request) => {
      await remove(context, sessionOf(request), request.params.id);
      return ok(null, 'The file has been removed.');
    },
  );
};
