import { escapeHtml, escapeHtmlDeep, unescapeHtmlDeep } from '@fsmis/domain';
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
  app.addHook('preSerialization', async (_request, _reply, payload) =>
    hasTextToEscape(payload) ? escapeHtmlDeep(payload) : payload,
  );
});

/**
 * Whether any string inside a JSON value (array items, object values) changes when escaped. Most
 * answers hold no such text: they then go out as they are, without a copy of every object.
 */
function hasTextToEscape(value: unknown): boolean {
  if (typeof value === 'string') return escapeHtml(value) !== value;
  if (Array.isArray(value)) return value.some(hasTextToEscape);
  if (isPlainObject(value)) {
    for (const key in value) {
      if (Object.hasOwn(value, key) && hasTextToEscape(value[key])) return true;
    }
  }
  return false;
}

/** The objects `escapeHtmlDeep` walks into; any other object is left as it is by both. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function isJson(contentType: string | undefined): boolean {
  return contentType?.toLowerCase().includes('json') ?? false;
}
