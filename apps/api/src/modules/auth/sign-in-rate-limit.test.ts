import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { SIGN_IN_RATE_LIMIT } from './auth.routes.js';

/** A production portal as deployed, test logins switched on so that they can be counted. */
const production = {
  NODE_ENV: 'production',
  IDP: 'mockpass',
  MAIL: 'mailbox',
  STORAGE: 'disk',
  SCANNER: 'builtin',
  TEST_LOGINS: 'on',
};

let testApp: TestApp | undefined;
afterEach(() => testApp?.close());

const ready = DEMO_ACCOUNTS.ready;
const testLogin = (app: TestApp, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/test-logins',
    headers,
    remoteAddress,
    payload: {
      singpassIdentifier: ready.singpassIdentifier,
      companyUen: ready.companyUen,
      email: ready.email,
    },
  });

const refusedCount = (statuses: number[]) => statuses.filter((status) => status === 429).length;

describe('sign-in rate limits key on the client address, which only a trusted proxy may name', () => {
  it('holds in production without TRUST_PROXY, whatever X-Forwarded-For each request claims', async () => {
    const app = await createTestApp({ seed: false, environment: production });
    testApp = app;
    const logins: number[] = [];
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const response = await testLogin(app, { 'x-forwarded-for': `198.51.100.${attempt + 1}` });
      logins.push(response.statusCode);
    }
    expect(refusedCount(logins)).toBe(40 - SIGN_IN_RATE_LIMIT.max);

    // One after another: the in-memory store answers requests of one instant with their final count.
    const links: number[] = [];
    for (let attempt = 0; attempt < 25; attempt += 1) {
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/auth/overseas/login',
        headers: { 'x-forwarded-for': `198.51.100.${attempt + 1}` },
        remoteAddress: '10.2.0.1',
        payload: { email: DEMO_ACCOUNTS.overseas.email },
      });
      links.push(response.statusCode);
    }
    expect(refusedCount(links)).toBe(25 - SIGN_IN_RATE_LIMIT.max);
  });

  it('keys on the forwarded address when the request comes from a proxy named in TRUST_PROXY', async () => {
    const app = await createTestApp({
      seed: false,
      environment: { ...production, TRUST_PROXY: '127.0.0.1' },
    });
    testApp = app;
    const client = { 'x-forwarded-for': '203.0.113.7' };
    for (let attempt = 0; attempt < SIGN_IN_RATE_LIMIT.max; attempt += 1) {
      expect((await testLogin(app, client)).statusCode).not.toBe(429);
    }
    expect((await testLogin(app, client)).statusCode).toBe(429);
    expect(
      (await testLogin(app, { 'x-forwarded-for': '203.0.113.8' })).statusCode,
      'another client',
    ).not.toBe(429);
    expect(
      (await testLogin(app, client, '10.0.0.9')).statusCode,
      'an untrusted peer naming the limited client is its own key',
    ).not.toBe(429);
  });
});
