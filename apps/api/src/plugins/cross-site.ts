import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../lib/envelope.js';

export const CROSS_SITE_MESSAGE =
  'This request came from another website, so the portal refused it. Open the portal itself and try again.';

/** Methods that must not change anything, so any site may send them. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What the browser says about where the request comes from; either may be absent. */
export interface RequestProvenance {
  secFetchSite: string | undefined;
  origin: string | undefined;
}

/**
 * Whether a state-changing request may proceed (docs/decisions/0015-cross-site-requests.md): the browser's
 * `Sec-Fetch-Site` decides when it is sent; otherwise `Origin` must be one of the portal's own. A request
 * with neither header does not come from a browser, so no one's cookies can be riding on it unasked.
 */
export function isSameOriginRequest(provenance: RequestProvenance, ownOrigins: ReadonlySet<string>): boolean {
  const { secFetchSite, origin } = provenance;
  if (secFetchSite !== undefined) return secFetchSite === 'same-origin' || secFetchSite === 'none';
  if (origin === undefined) return true;
  return ownOrigins.has(origin.toLowerCase());
}

/** Refuses state-changing requests that a page of another site made the visitor's browser send. */
export const crossSitePlugin = fp(async (app: FastifyInstance, options: { publicUrl: string }) => {
  const publicOrigin = new URL(options.publicUrl).origin;
  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const provenance = provenanceOf(request);
    const ownOrigins = new Set([publicOrigin, `${request.protocol}://${request.host}`.toLowerCase()]);
    if (isSameOriginRequest(provenance, ownOrigins)) return done();
    request.log.warn(provenance, 'cross-site request refused');
    reply.code(403).send(failure(403, CROSS_SITE_MESSAGE));
  });
});

function provenanceOf(request: FastifyRequest): RequestProvenance {
  const secFetchSite = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  return {
    secFetchSite: typeof secFetchSite === 'string' ? secFetchSite.toLowerCase() : undefined,
    origin: typeof origin === 'string' ? origin : undefined,
  };
}
