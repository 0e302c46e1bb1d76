import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../lib/database-unavailable.js';
import { failure } from '../lib/envelope.js';
import { HttpError } from '../lib/http-error.js';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';
export const UNAVAILABLE_MESSAGE = 'The portal is briefly unavailable. Try again in a few seconds.';
/** Seconds a client should wait before retrying while the database is out of reach. */
const RETRY_AFTER_SECONDS = 5;

/** Every error leaves as the envelope; internals stay in the log. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return reply.code(error.statusCode).send(failure(error.statusCode, error.publicMessage, error.data));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(failure(400, fieldMessages(error.validation)));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .code(429)
        .send(failure(429, 'You have made too many requests. Wait a minute, then try again.'));
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send(failure(status, clientErrorMessage(error)));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(failure(503, UNAVAILABLE_MESSAGE));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(failure(500, INTERNAL_ERROR_MESSAGE));
  });
});

function fieldMessages(issues: ReadonlyArray<{ instancePath: string; message?: string | undefined }>) {
  const messages: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'request';
    const list = messages[field] ?? [];
    list.push(issue.message ?? 'is invalid');
    messages[field] = list;
  }
  return messages;
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'The request body must be JSON (Content-Type: application/json).';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    default:
      return error.statusCode === 404
        ? 'We could not find what you asked for.'
        : 'The request could not be processed.';
  }
}
