import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES, compressionPlugin } from './compression.js';
import { webAppPlugin } from './web-app.js';

const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const page = '<!doctype html><html lang="en"><title>FSMIS</title><div id="root"></div></html>\n';
const largeList = {
  success: true,
  data: Array.from({ length: 200 }, (_, index) => ({ id: index, name: `Row ${index}` })),
};

/** A PDF-sized answer of bytes, not text: sent as it is. */
const bytes = Buffer.alloc(4096, 7);
let app: FastifyInstance;
let directory: string;

/** A build folder as the web build leaves it: each compressible file with its .br and .gz copies. */
function writeBuild() {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'fsmis-web-dist-'));
  fs.mkdirSync(path.join(directory, 'assets'));
  for (const [name, text] of [
    ['assets/index-abc123.js', script],
    ['index.html', page],
  ] as const) {
    const file = path.join(directory, name);
    fs.writeFileSync(file, text);
    fs.writeFileSync(`${file}.br`, brotliCompressSync(text));
    fs.writeFileSync(`${file}.gz`, gzipSync(text));
  }
}

beforeAll(async () => {
  writeBuild();
  app = Fastify();
  await app.register(compressionPlugin);
  app.get('/api/large', async () => largeList);
  app.get('/api/small', async () => ({ success: true, data: { ok: true } }));
  app.get('/api/bytes', async (_request, reply) => reply.type('application/pdf').send(bytes));
  app.post('/api/echo', async (request) => ({ received: request.body }));
  await app.register(webAppPlugin, {
    directory,
    consoleDirectory: path.join(directory, 'no-console'),
    consoleUrl: null,
  });
});

afterAll(async () => {
  await app?.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

describe('static files compressed at build', () => {
  it('sends the brotli copy to a browser that accepts it, with vary and a year of caching', async () => {
    const response = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    expect(response.rawPayload.length).toBeLessThan(script.length / 4);
  });

  it('sends the gzip copy when brotli is not accepted', async () => {
    const response = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the file as it is without accept-encoding, still varying on it', async () => {
    const response = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': '' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.body).toBe(script);
  });

  it('serves the page for a client route compressed, never cached without revalidation, with an ETag', async () => {
    const response = await app.inject({ url: '/dashboard', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(page);
    const etag = response.headers.etag;
    expect(etag).toEqual(expect.any(String));

    const revalidated = await app.inject({
      url: '/dashboard',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });
});

describe('answers compressed per request', () => {
  it(`compresses JSON over ${COMPRESSION_THRESHOLD_BYTES} bytes`, async () => {
    const response = await app.inject({ url: '/api/large', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(largeList);
  });

  it('leaves small JSON and clients that accept no encoding uncompressed', async () => {
    const small = await app.inject({ url: '/api/small', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ success: true, data: { ok: true } });

    const plain = await app.inject({ url: '/api/large', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(largeList);
  });

  it('gives gzip to a client that prefers it or refuses brotli, and varies on Accept-Encoding either way', async () => {
    for (const accepted of ['gzip', 'br;q=0, gzip', 'gzip;q=1, br;q=0.5']) {
      const response = await app.inject({ url: '/api/large', headers: { 'accept-encoding': accepted } });
      expect(response.headers['content-encoding'], accepted).toBe('gzip');
      expect(response.headers['content-length'], accepted).toBe(String(response.rawPayload.length));
      expect(JSON.parse(gunzipSync(response.rawPayload).toString()), accepted).toEqual(largeList);
    }
    const plain = await app.inject({ url: '/api/large' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
  });

  it('leaves an answer that is not compressible text as it is', async () => {
    const response = await app.inject({ url: '/api/bytes', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });

  it('never decompresses a request body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ a: 1 })),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
