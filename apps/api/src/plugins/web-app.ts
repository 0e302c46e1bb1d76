import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../lib/api-path.js';
import { failure } from '../lib/envelope.js';

const NOT_FOUND_MESSAGE = 'We could not find what you asked for.';

/** Where the officers' console is served on this server. */
export const CONSOLE_PREFIX = '/officer/';

export type WebAppOptions = {
  /** The companies' portal's build, served at the root. */
  readonly directory: string;
  /** The officers' console's build, served under /officer/. */
  readonly consoleDirectory: string;
  /** The console's own host (…/officer/) when it has one: /officer/ here sends there. */
  readonly consoleUrl: string | null;
};

const isConsolePath = (pathname: string) => pathname === '/officer' || pathname.startsWith(CONSOLE_PREFIX);

/**
 * Serves the built single-page apps, compressed at build: the companies' portal at the root and the
 * officers' console under /officer/, each with its own `index.html` for its client routes. Hashed assets
 * are cached for a year; `index.html` and `version.json` are revalidated by ETag. Unknown `/api` paths
 * answer a JSON 404 in the envelope.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  const hasWebApp = fs.existsSync(path.join(options.directory, 'index.html'));
  const hasConsole =
    options.consoleUrl === null && fs.existsSync(path.join(options.consoleDirectory, 'index.html'));

  const staticOptions = {
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each file; the one the browser accepts is sent.
    preCompressed: true,
    setHeaders(response: { header: (name: string, value: string) => unknown }, filePath: string) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      response.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  } as const;
  if (hasWebApp) await app.register(fastifyStatic, { ...staticOptions, root: options.directory });
  if (hasConsole) {
    await app.register(fastifyStatic, {
      ...staticOptions,
      root: options.consoleDirectory,
      prefix: CONSOLE_PREFIX,
      // The portal's registration already gave replies sendFile.
      decorateReply: !hasWebApp,
    });
  }

  const sendPage = (reply: FastifyReply, directory: string) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .sendFile('index.html', directory);

  app.setNotFoundHandler(async (request, reply) => {
    const [pathname = '', search = ''] = request.url.split(/\?(.*)/s);
    const isApi = isApiPath(pathname);
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isApi && wantsPage && !path.extname(pathname)) {
      if (isConsolePath(pathname) && options.consoleUrl !== null) {
        const rest = pathname.slice(CONSOLE_PREFIX.length);
        return reply.redirect(`${options.consoleUrl}${rest}${search ? `?${search}` : ''}`, 302);
      }
      if (pathname === '/officer')
        return reply.redirect(`${CONSOLE_PREFIX}${search ? `?${search}` : ''}`, 301);
      if (isConsolePath(pathname) && hasConsole) return sendPage(reply, options.consoleDirectory);
      if (!isConsolePath(pathname) && hasWebApp) return sendPage(reply, options.directory);
    }
    return reply.code(404).send(failure(404, NOT_FOUND_MESSAGE));
  });
});
