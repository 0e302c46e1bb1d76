import { expect, signInOfficer, test } from '../fixtures.js';

/** The first script of the built page: the entry chunk, with a hashed name. */
async function entryScript(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const html = await (await request.get('/login', { headers: { 'accept-encoding': 'identity' } })).text();
  const source = html.match(/<script type="module"[^>]* src="([^"]+)"/)?.[1];
  expect(source, 'the built page names its entry script').toMatch(/^\/assets\/.+\.js$/);
  return String(source);
}

test('a hashed asset goes compressed to a browser that accepts brotli or gzip, and as it is otherwise', async ({
  request,
}) => {
  const script = await entryScript(request);

  const plain = await request.get(script, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.status()).toBe(200);
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(plain.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(plain.headers().vary).toContain('accept-encoding');
  const original = await plain.body();

  for (const encoding of ['br', 'gzip']) {
    const compressed = await request.get(script, { headers: { 'accept-encoding': encoding } });
    expect(compressed.headers()['content-encoding']).toBe(encoding);
    expect(compressed.headers().vary).toContain('accept-encoding');
    expect(compressed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(compressed.headers()['content-length'])).toBeLessThan(original.length / 2);
    expect(await compressed.body()).toEqual(original);
  }
});

test('the page is compressed, revalidated by its ETag and never cached without asking', async ({
  request,
}) => {
  const page = await request.get('/login', { headers: { 'accept-encoding': 'br' } });
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers()['cache-control']).toBe('no-cache');
  const etag = page.headers().etag;
  expect(etag).toBeTruthy();

  const again = await request.get('/login', {
    headers: { 'accept-encoding': 'br', 'if-none-match': etag ?? '' },
  });
  expect(again.status()).toBe(304);
});

test('a large API answer is compressed; a small one is not', async ({ request }) => {
  await signInOfficer(request);
  const large = await request.get('/api/officer/applications?PageSize=100', {
    headers: { 'accept-encoding': 'gzip, br' },
  });
  expect(large.status()).toBe(200);
  expect(large.headers()['content-encoding']).toBe('br');
  expect((await large.json()).success).toBe(true);

  const small = await request.get('/api/maintenance-status', { headers: { 'accept-encoding': 'gzip, br' } });
  expect(small.headers()['content-encoding']).toBeUndefined();
  expect((await small.json()).success).toBe(true);
});
