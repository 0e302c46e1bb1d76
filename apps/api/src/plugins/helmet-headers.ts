import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiPath } from '../lib/api-path.js';

export type Header = readonly [name: string, value: string];

/**
 * The headers helmet sets for these options. They depend on no request, so they are worked out once:
 * `@fastify/helmet` calls `helmet(options)` on every request, which parses and validates the whole
 * content security policy each time (a sixth of the time of a small API answer).
 */
export function helmetHeaders(options: HelmetOptions): Header[] {
  const headers: Header[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name, String(value)]);
    },
    removeHeader() {},
  };
  if (hasPerRequestDirective(options)) {
    throw new Error('A content security policy directive computed per request cannot be set once.');
  }
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

function hasPerRequestDirective(options: HelmetOptions): boolean {
  const policy = options.contentSecurityPolicy;
  if (typeof policy !== 'object' || !policy.directives) return false;
  return Object.values(policy.directives).some((value) =>
    (Array.isArray(value) ? value : [value]).some((source) => typeof source === 'function'),
  );
}

export type FixedHeadersOptions = HelmetOptions & {
  /** Headers helmet does not set, sent with its own. */
  otherHeaders?: readonly Header[];
  /** Headers sent on API answers only, after the others, by the same hook. */
  apiHeaders?: readonly Header[];
};

/**
 * `@fastify/helmet`'s headers on every answer (404s, errors, static files too), computed at start. They
 * go among the reply's own headers, so a header a route sets itself still wins, and Node checks and
 * writes them in one pass with Fastify's instead of taking each raw `setHeader` call on its own
 * (docs/decisions/0018-the-request-path.md). Names are lower case, as the reply keeps them.
 */
export const helmetHeadersPlugin = fp(async (app: FastifyInstance, options: FixedHeadersOptions) => {
  const { otherHeaders = [], apiHeaders = [], ...helmetOptions } = options;
  const lowerCase = (headers: readonly Header[]) =>
    headers.map(([name, value]) => [name.toLowerCase(), value] as const);
  const everyAnswer = lowerCase([...helmetHeaders(helmetOptions), ...otherHeaders]);
  const apiAnswer = [...everyAnswer, ...lowerCase(apiHeaders)];
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of isApiPath(request.url) ? apiAnswer : everyAnswer) reply.header(name, value);
    done();
  });
});
