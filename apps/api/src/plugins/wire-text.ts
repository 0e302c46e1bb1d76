import { escapeJsonText, readRequestBody } from '@fsmis/domain';
import type { FastifyInstance, FastifySerializerCompiler } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * The text rule of docs/requirements.md §7 at the API's edge: clients HTML-escape `& < > '` in JSON request
 * strings (object keys included) and unescape response strings. We decode on the way in, so data at rest (and
 * e-mails, exports) hold plain text, and encode on the way out. On the way in, bidirectional controls are
 * removed too (`readRequestText`): this hook is the one intake of every string a company sends. File downloads (streams, buffers) pass
 * untouched. The decoding walk is iterative; request bodies are also bounded in depth before they get here
 * (decision 0014). Answers are encoded in their JSON text, once checked against their schema: see
 * `escapeJsonText` and `wireTextSerializerCompiler`.
 */
export const wireTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', (request, _reply, done) => {
    if (
      request.body !== null &&
      typeof request.body === 'object' &&
      isJson(request.headers['content-type'])
    ) {
      request.body = readRequestBody(request.body);
    }
    done();
  });
  // Answers without a response schema (errors, refusals): JSON with its text encoded.
  app.setReplySerializer((payload) => escapeJsonText(JSON.stringify(payload)));
});

/**
 * The serializer of routes with a response schema: the answer is checked against its schema as it is,
 * then its JSON text encoded. Escaping the text is the same as escaping every string in it, and costs a
 * scan instead of a walk and copy of the whole answer (docs/decisions/0018-the-request-path.md).
 */
export const wireTextSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const serialize = serializerCompiler(route);
  return (data) => escapeJsonText(serialize(data));
};

function isJson(contentType: string | undefined): boolean {
  return contentType?.toLowerCase().includes('json') ?? false;
}
