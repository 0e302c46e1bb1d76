import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from '../lib/envelope.js';
import { INTERNAL_ERROR_MESSAGE } from './errors.js';

export const BAD_ADDRESS_MESSAGE =
  'The address of this request is not valid. Check the link, or go back and try again.';

/**
 * Fastify's own refusals before any route runs: a path that is not valid UTF-8 once decoded, or a path
 * value longer than any id. Fastify answers them with a body of its own, not the envelope; this sends the
 * envelope, as for every other refusal. Set as the `frameworkErrors` option of the app.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.header('x-request-id', request.id).header('cache-control', 'no-store');
  if ((error.statusCode ?? 500) >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(failure(500, INTERNAL_ERROR_MESSAGE));
  }
  return reply.code(400).send(failure(400, BAD_ADDRESS_MESSAGE));
}
