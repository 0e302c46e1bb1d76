import {
  findInvalidText,
  type InvalidText,
  invalidTextMessages,
  jsonNestingExceeds,
  TOO_DEEP_MESSAGE,
  unescapeHtml,
} from '@fsmis/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-error.js';

/**
 * Input is bounded before anything walks it (decision 0014): a JSON body nested deeper than
 * MAX_JSON_DEPTH is refused from its text, before it is parsed, and text PostgreSQL cannot store (NUL,
 * lone surrogates) is refused wherever it comes (body, query, path) with a 400 naming the field.
 */
export const boundedInputPlugin = fp(async (app: FastifyInstance) => {
  // Fastify's own parser, kept for what it checks (prototype poisoning, empty bodies, bad JSON).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const text = raw.toString();
    if (jsonNestingExceeds(text)) {
      done(badRequest(TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parseJson(request, text, (error: Error | null, body?: unknown) => {
      if (error) {
        done(error, undefined);
        return;
      }
      const found = findInvalidText(body, '', unescapeHtml);
      if (found.length > 0) done(refusal(found), undefined);
      else done(null, body);
    });
  });

  app.addHook('preValidation', (request, _reply, done) => {
    const found = [...findInvalidText(request.params ?? {}), ...findInvalidText(request.query ?? {})];
    done(found.length > 0 ? refusal(found) : undefined);
  });
});

const refusal = (found: readonly InvalidText[]) => badRequest(invalidTextMessages(found));
