import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JWKS_PATH } from '../modules/identity/identity.routes.js';
import { signInAs } from '../test/sign-in.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let testApp: TestApp;
let webDistDir: string;
beforeAll(async () => {
  webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fsmis-web-dist-'));
  fs.writeFileSync(
    path.join(webDistDir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>FSMIS</title></head><body><div id="root"></div></body></html>',
  );
  testApp = await createTestApp({ environment: { WEB_DIST_DIR: webDistDir } });
});
afterAll(async () => {
  await testApp?.close();
  fs.rmSync(webDistDir, { recursive: true, force: true });
});

/** The policy's directives by name, each with its sources in order. */
function directivesOf(header: unknown): Map<string, string[]> {
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  const directives = new Map<string, string[]>();
  for (const directive of String(header).split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

const answers = [
  { what: 'a page of the web app', url: '/login', type: /^text\/html/ },
  { what: 'the dev mailbox page', url: '/dev/mailbox', type: /^text\/html/ },
  { what: 'an API answer', url: '/api/maintenance-status', type: /^application\/json/ },
  { what: 'an API error', url: '/api/no-such-thing', type: /^application\/json/ },
];

describe('the content security policy', () => {
  it.each(answers)('allows no inline script or style on $what', async ({ url, type }) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.headers['content-type']).toMatch(type);
    const header = response.headers['content-security-policy'];
    expect(String(header)).not.toContain("'unsafe-inline'");
    expect(String(header)).not.toMatch(/'unsafe-|'nonce-|'sha(256|384|512)-/);

    const directives = directivesOf(header);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('script-src-attr')).toEqual(["'none'"]);
    expect(directives.get('style-src')).toEqual(["'self'"]);
    expect(directives.get('style-src-attr')).toEqual(["'none'"]);
    expect(directives.has('style-src-elem')).toBe(false);
    expect(directives.has('script-src-elem')).toBe(false);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('leaves the dev mailbox page no inline style to need: its styles come from a file', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.body).not.toMatch(/<style|\sstyle=|<script/i);
    const stylesheet = page.body.match(/<link rel="stylesheet" href="([^"]+)">/)?.[1];
    expect(stylesheet).toBe('/dev/mailbox.css');

    const css = await testApp.app.inject({ method: 'GET', url: String(stylesheet) });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toContain('font-family: system-ui');
  });
});

describe('the permissions policy', () => {
  it.each(answers)('denies the powerful features the portal never uses on $what', async ({ url }) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    const policy = new Map(
      String(response.headers['permissions-policy'])
        .split(',')
        .map((entry) => entry.trim().split('=') as [string, string]),
    );
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid']) {
      expect(policy.get(feature), feature).toBe('()');
    }
    expect([...policy.values()].every((allowList) => allowList === '()')).toBe(true);
  });
});

describe('caching', () => {
  it('keeps no API answer in any cache, signed in or not, failed or not', async () => {
    const cookie = await signInAs(testApp, 'ready');
    for (const request of [
      { url: '/api/maintenance-status' },
      { url: '/api/no-such-thing' },
      { url: '/api/auth/profile', headers: { cookie } },
      { url: '/api/applications?Search=x', headers: { cookie } },
      { url: '/api/auth/profile' },
    ]) {
      const response = await testApp.app.inject({ method: 'GET', ...request });
      expect(response.headers['content-type'], request.url).toMatch(/^application\/json/);
      expect(response.headers['cache-control'], request.url).toBe('no-store');
    }
  });

  it("leaves the pages' and the public key set's own caching as they are", async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/login' });
    expect(page.headers['cache-control']).toBe('no-cache');
    const keys = await testApp.app.inject({ method: 'GET', url: JWKS_PATH });
    expect(keys.statusCode).toBe(200);
    expect(keys.headers['cache-control']).toBe('public, max-age=300');
  });
});
