import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { isOpenDuringMaintenance } from '../plugins/maintenance-gate.js';
import { API_TAGS } from './api-tags.js';
import type { OpenApiDocument } from './json-schema.js';
import { documentedRoute, documentWithFailures, SECURITY_SCHEMES } from './operation-transform.js';
import { renderReferencePage } from './reference-page.js';
import { OPENAPI_DOCUMENT_PATH, REFERENCE_PAGE_PATH, REFERENCE_STYLESHEET_PATH } from './reference-paths.js';
import { REFERENCE_STYLESHEET } from './reference-stylesheet.js';

/** A route of the API as it was registered, for the check that each one declares what it answers. */
export interface RegisteredRoute {
  method: HTTPMethods;
  url: string;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every `/api` route registered after the OpenAPI plugin (automatic HEAD routes aside). */
    apiRoutes: readonly RegisteredRoute[];
  }
}

/**
 * The OpenAPI 3.1 document of the API, generated from the routes' zod schemas, at /api/openapi.json,
 * and a page that reads it, at /api/docs. Registered before the routes, so that it sees them all.
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  const apiRoutes: RegisteredRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, schema: route.schema });
    }
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'FSMIS portal API',
        version: '1',
        description:
          'Every JSON answer is the envelope `{ success, data, message, code }`. Strings in JSON travel ' +
          "HTML-escaped both ways (`& < > '`). A change (POST, PUT, DELETE) sent by a browser from another " +
          'website is refused (403).',
      },
      tags: API_TAGS,
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: documentedRoute({
      guards: app,
      isGated: (url) => !isOpenDuringMaintenance(url),
    }),
    transformObject: documentWithFailures,
  });
  await app.register(referenceRoutes);
});

/** A success answer that is not the envelope: a document, a page or a stylesheet. */
const textAnswer = (description: string, contentType: string, schema: z.ZodType) => ({
  response: { 200: { description, content: { [contentType]: { schema } } } },
});

// Without the zod type provider's reply types: these answers are sent as text.
async function referenceRoutes(app: FastifyInstance) {
  const documentSchema = z.looseObject({
    openapi: z.string(),
    info: z.looseObject({}),
    paths: z.looseObject({}),
  });
  let page: string | undefined;

  // As text: the wire-text rule (HTML-escaping every string of a JSON answer) must not rewrite it.
  app.get(
    OPENAPI_DOCUMENT_PATH,
    { schema: textAnswer('The OpenAPI 3.1 document.', 'application/json', documentSchema) },
    async (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(JSON.stringify(app.swagger())),
  );

  app.get(
    REFERENCE_PAGE_PATH,
    { schema: textAnswer('The reference page.', 'text/html', z.string()) },
    async (_request, reply) => {
      page ??= renderReferencePage(app.swagger() as unknown as OpenApiDocument);
      return reply.type('text/html; charset=utf-8').send(page);
    },
  );

  app.get(
    REFERENCE_STYLESHEET_PATH,
    { schema: textAnswer("The reference page's stylesheet.", 'text/css', z.string()) },
    async (_request, reply) =>
      reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(REFERENCE_STYLESHEET),
  );
}
