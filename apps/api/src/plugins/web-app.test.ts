import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webAppPlugin } from './web-app.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fsmis-apps-'));
const portal = path.join(root, 'web');
const consoleBuild = path.join(root, 'officer');

function writeApp(directory: string, title: string) {
  fs.mkdirSync(path.join(directory, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(directory, 'index.html'), `<!doctype html><title>${title}</title>`);
  fs.writeFileSync(path.join(directory, 'assets', `${title}-1a2b.js`), `console.log('${title}');`);
}

async function serve(consoleUrl: string | null): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(webAppPlugin, { directory: portal, consoleDirectory: consoleBuild, consoleUrl });
  return app;
}

let here: FastifyInstance;
let elsewhere: FastifyInstance;
beforeAll(async () => {
  writeApp(portal, 'portal');
  writeApp(consoleBuild, 'console');
  here = await serve(null);
  elsewhere = await serve('https://console.regulator.example/officer/');
});
afterAll(async () => {
  await Promise.all([here?.close(), elsewhere?.close()]);
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the portal and the officers’ console on one server', () => {
  it('answers each app’s own page for its client routes', async () => {
    const page = async (url: string) => (await here.inject({ method: 'GET', url })).body;
    expect(await page('/dashboard')).toContain('<title>portal</title>');
    expect(await page('/application/123?tab=1')).toContain('<title>portal</title>');
    expect(await page('/officer/')).toContain('<title>console</title>');
    expect(await page('/officer/applications/0f8fad5b-d9cb-469f-a165-70867728950e')).toContain(
      '<title>console</title>',
    );
  });

  it('serves each app’s assets from its own build, cached for a year', async () => {
    const asset = await here.inject({ method: 'GET', url: '/officer/assets/console-1a2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain("'console'");
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await here.inject({ method: 'GET', url: '/officer/assets/portal-1a2b.js' })).statusCode).toBe(
      404,
    );
    expect((await here.inject({ method: 'GET', url: '/assets/portal-1a2b.js' })).statusCode).toBe(200);
  });

  it('adds the slash to /officer, keeping the query', async () => {
    const response = await here.inject({ method: 'GET', url: '/officer?reason=x' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/officer/?reason=x');
  });

  it('sends /officer/ to the console’s own host when it has one, and serves no copy here', async () => {
    const response = await elsewhere.inject({ method: 'GET', url: '/officer/recognitions?Status=3' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://console.regulator.example/officer/recognitions?Status=3');
    expect(
      (await elsewhere.inject({ method: 'GET', url: '/officer/assets/console-1a2b.js' })).statusCode,
    ).toBe(404);
  });

  it('answers an unknown API path with the envelope, not a page', async () => {
    const response = await here.inject({ method: 'GET', url: '/api/officer/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 404 });
  });
});
