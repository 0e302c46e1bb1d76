import { escapeHtmlDeep, hasTextToEscape, unescapeHtmlDeep } from '@fsmis/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The spec's text rule at the API's edge: clients HTML-escape `& < > '` in JSON request strings (object
 * keys included) and unescape response strings. We decode on the way in, so data at rest (and e-mails,
 * exports) hold plain text, and encode on the way out. File downloads (streams, buffers) pass untouched.
 * Both walks are iterative; request bodies are also bounded in depth before they get here (decision 0014).
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
  // Most answers hold no text to encode: they then go out as they are, without a copy of every object.
  app.addHook('preSerialization', async (_request, _reply, payload) =>
    hasTextToEscape(payload) ? escapeHtmlDeep(payload) : payload,
  );
});

function isJson(contentType: string | undefined): boolean {
  return contentType?.toLowerCase().includes('json') ?? false;
}
