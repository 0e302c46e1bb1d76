import type { OutgoingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../test/sign-in.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { CROSS_SITE_MESSAGE, isSameOriginRequest } from './cross-site.js';

const PORTAL = 'https://fsmis.example';
const refusal = { success: false, data: null, message: CROSS_SITE_MESSAGE, code: 403 };

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ environment: { PUBLIC_URL: PORTAL } });
});
afterAll(() => testApp?.close());

const unreadCount = async (cookie: string) => {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/in-app-notifications',
    headers: { cookie },
  });
  return response.json().data.unreadCount as number;
};

/** The form a page of another site can post without asking: a "simple" request, cookie attached. */
const simplePost = (url: string, cookie: string, headers: OutgoingHttpHeaders) =>
  testApp.app.inject({
    method: 'POST',
    url,
    headers: { cookie, 'content-type': 'text/plain', ...headers },
    payload: 'x',
  });

describe('state-changing requests from another site', () => {
  it('refuses to mark notifications read for a foreign Origin, and leaves them unread', async () => {
    const cookie = await signInAs(testApp, 'ready');
    expect(await unreadCount(cookie)).toBe(1);

    const response = await simplePost('/api/in-app-notifications/read-all', cookie, {
      origin: 'https://attacker.example',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refusal);
    expect(await unreadCount(cookie)).toBe(1);
  });

  it('refuses a cross-site logout, and the session stays open', async () => {
    const cookie = await signInAs(testApp, 'ready');
    const response = await simplePost('/api/auth/logout', cookie, {
      origin: 'https://attacker.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refusal);
    expect(response.cookies).toHaveLength(0);
    const user = await testApp.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(user.statusCode).toBe(200);
  });

  it.each([
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    [
      'Sec-Fetch-Site same-site (a sibling subdomain)',
      { 'sec-fetch-site': 'same-site', origin: 'https://x.fsmis.example' },
    ],
    [
      'Sec-Fetch-Site same-site even with the portal as Origin',
      { 'sec-fetch-site': 'same-site', origin: PORTAL },
    ],
    ['an Origin of a sibling subdomain', { origin: 'https://x.fsmis.example' }],
    ['the portal host over another scheme', { origin: 'http://fsmis.example' }],
    ['the opaque Origin of a sandboxed page', { origin: 'null' }],
  ])('refuses %s for every state-changing method', async (_what, headers) => {
    const cookie = await signInAs(testApp, 'ready');
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await testApp.app.inject({
        method,
        url: '/api/form-drafts/cross-site-check',
        headers: { cookie, ...headers },
        payload: { data: {} },
      });
      expect(response.statusCode, method).toBe(403);
      expect(response.json()).toEqual(refusal);
    }
  });
});

describe('requests the portal makes, and requests from no browser', () => {
  it.each([
    ['Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin', origin: PORTAL }],
    ['Sec-Fetch-Site none (typed by the user)', { 'sec-fetch-site': 'none' }],
    ['the public URL as Origin', { origin: PORTAL }],
    [
      "the request's own host and scheme as Origin",
      { origin: 'http://portal.internal:3000', host: 'portal.internal:3000' },
    ],
    ['neither header (curl, the CLI, scripts)', {}],
  ])('lets %s through', async (_what, headers) => {
    const cookie = await signInAs(testApp, 'ready');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/in-app-notifications/read-all',
      headers: { cookie, ...headers },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ unreadCount: 0 });
  });

  it('lets any site send requests that change nothing, such as the identity service redirecting back', async () => {
    const cookie = await signInAs(testApp, 'ready');
    const crossSite = { 'sec-fetch-site': 'cross-site', origin: 'https://attacker.example' };
    const session = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie, ...crossSite },
    });
    expect(session.statusCode).toBe(200);
    const callback = await testApp.app.inject({
      method: 'GET',
      url: '/api/spcp/callback?code=x&state=y',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(callback.statusCode).not.toBe(403);
  });
});

describe('behind a trusted proxy', () => {
  it("takes the portal's host and scheme from the proxy's forwarding headers", async () => {
    const proxied = await createTestApp({ seed: false, environment: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const forwarded = { 'x-forwarded-host': 'portal.example', 'x-forwarded-proto': 'https' };
      const logout = (origin: string, remoteAddress: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/auth/logout',
          headers: { origin, ...forwarded },
          remoteAddress,
        });
      expect((await logout('https://portal.example', '127.0.0.1')).statusCode).toBe(200);
      expect((await logout('http://portal.example', '127.0.0.1')).statusCode).toBe(403);
      expect(
        (await logout('https://portal.example', '10.0.0.9')).statusCode,
        'headers of an untrusted peer',
      ).toBe(403);
    } finally {
      await proxied.close();
    }
  });
});

describe('isSameOriginRequest', () => {
  const own = new Set([PORTAL]);
  it('lets Sec-Fetch-Site decide when it is sent, whatever the Origin', () => {
    expect(
      isSameOriginRequest({ secFetchSite: 'same-origin', origin: 'https://attacker.example' }, own),
    ).toBe(true);
    expect(isSameOriginRequest({ secFetchSite: 'cross-site', origin: PORTAL }, own)).toBe(false);
  });
  it('compares the Origin without regard to letter case', () => {
    expect(isSameOriginRequest({ secFetchSite: undefined, origin: 'HTTPS://FSMIS.EXAMPLE' }, own)).toBe(true);
  });
});
