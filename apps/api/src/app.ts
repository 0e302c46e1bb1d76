import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { errorsPlugin } from './plugins/errors.js';
import { maintenanceGatePlugin } from './plugins/maintenance-gate.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { sessionPlugin } from './plugins/session.js';
import { webAppPlugin } from './plugins/web-app.js';
import { wireTextPlugin } from './plugins/wire-text.js';

export interface AppDependencies {
  config: Config;
  db: Database;
  logger?: FastifyServerOptions['logger'];
}

/** The portal's HTTP application; `server.ts` starts it, tests `inject` into it. */
export async function buildApp({ config, db, logger }: AppDependencies) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.production,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { https: config.publicUrl.startsWith('https:') });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await app.register(wireTextPlugin);
  await app.register(maintenanceGatePlugin);
  await app.register(sessionPlugin);

  await app.register(healthRoutes);
  await app.register(settingsRoutes);
  await app.register(authRoutes);

  await app.register(webAppPlugin, { directory: config.webDistDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
