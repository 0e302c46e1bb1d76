import { escapeHtmlDeep, unescapeHtmlDeep } from '@fsmis/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The spec's text rule at the API's edge: clients HTML-escape `& < > '` in JSON request strings and
 * unescape response strings. We decode on the way in, so data at rest (and e-mails, exports) hold
 * plain text, and encode on the way out. File downloads (streams, buffers) pass untouched.
 */
export const wireTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (
      request.body !== null &&
      typeof request.body === 'object' &&
      isJson(request.headers['content-type'])
    ) {
      request.body = unescapeHtmlDeep(request.body);
    }
  });
  app.addHook('preSerialization', async (_request, _reply, payload) => escapeHtmlDeep(payload));
});

function isJson(contentType: string | undefined): boolean {
  return contentType?.toLowerCase().includes('json') ?? false;
}
