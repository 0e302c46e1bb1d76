import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../lib/envelope.js';

const NOT_FOUND_MESSAGE = 'We could not find what you asked for.';

/**
 * Serves the built single-page app, compressed at build: hashed assets cached for a year,
 * `index.html` and `version.json` revalidated by ETag, and `index.html` for every client route.
 * Unknown `/api` paths answer a JSON 404 in the envelope.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: { directory: string }) => {
  const indexFile = path.join(options.directory, 'index.html');
  const hasWebApp = fs.existsSync(indexFile);

  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: options.directory,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file; the one the browser accepts is sent.
      preCompressed: true,
      setHeaders(response, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isApi && wantsPage && hasWebApp && !path.extname(pathname)) {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile('index.html');
    }
    return reply.code(404).send(failure(404, NOT_FOUND_MESSAGE));
  });
});
