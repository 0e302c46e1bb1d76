import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyPluginAsync } from 'fastify';
import type { HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { helmetHeaders, helmetHeadersPlugin } from './helmet-headers.js';

const options: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'", 'https://uploads.example.org'],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: [],
    },
  },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

async function headersOf(plugin: FastifyPluginAsync<HelmetOptions>, url: string) {
  const app = Fastify();
  await app.register(plugin, options);
  app.get('/ok', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  app.get('/own-policy', async (_request, reply) =>
    reply.header('content-security-policy', "default-src 'none'").send('own'),
  );
  const response = await app.inject({ method: 'GET', url });
  await app.close();
  const { date: _date, ...headers } = response.headers;
  return { statusCode: response.statusCode, headers };
}

describe('helmet headers worked out once', () => {
  it.each(['/ok', '/fails', '/no-such-page', '/own-policy'])(
    'answers %s with the same headers as @fastify/helmet',
    async (url) => {
      const once = await headersOf(helmetHeadersPlugin, url);
      const perRequest = await headersOf(fastifyHelmet as FastifyPluginAsync<HelmetOptions>, url);
      expect(once).toEqual(perRequest);
      expect(once.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    },
  );

  it('lets a route set its own policy', async () => {
    const { headers } = await headersOf(helmetHeadersPlugin, '/own-policy');
    expect(headers['content-security-policy']).toBe("default-src 'none'");
  });

  it('sends the headers helmet does not set beside its own, on answers that fail too', async () => {
    const app = Fastify();
    await app.register(helmetHeadersPlugin, {
      ...options,
      otherHeaders: [['permissions-policy', 'camera=()']],
    });
    app.get('/fails', async () => {
      throw new Error('boom');
    });
    const response = await app.inject({ method: 'GET', url: '/fails' });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.headers['permissions-policy']).toBe('camera=()');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('adds the API headers on API answers only, in the same hook', async () => {
    const app = Fastify();
    await app.register(helmetHeadersPlugin, { ...options, apiHeaders: [['Cache-Control', 'no-store']] });
    app.get('/api/thing', async () => ({ ok: true }));
    app.get('/page', async () => 'page');
    const api = await app.inject({ method: 'GET', url: '/api/thing?x=1' });
    const page = await app.inject({ method: 'GET', url: '/page' });
    await app.close();
    expect(api.headers['cache-control']).toBe('no-store');
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['cache-control']).toBeUndefined();
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a directive that would have to be computed per request', () => {
    expect(() =>
      helmetHeaders({
        contentSecurityPolicy: { directives: { scriptSrc: ["'self'", () => "'nonce-abc'"] } },
      }),
    ).toThrow(/per request/);
  });
});
