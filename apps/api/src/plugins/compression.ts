import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compressible from 'compressible';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import Negotiator from 'negotiator';

/** Answers smaller than this go as they are: compressing them costs more time than it saves bytes. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli first, also when the client accepts both alike: per request, its quality 4 is as small as gzip 6
 * and faster (11 suits files compressed once).
 */
const ENCODINGS = ['br', 'gzip'];
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * Compresses answers built per request (API JSON, exports) with brotli or gzip, as the client accepts
 * (`negotiator` reads Accept-Encoding, `compressible` the type). The size is looked at first: most
 * answers are under the threshold, and a general plugin that negotiated first took a tenth of the
 * processor time of the portal's simplest answer (docs/decisions/0019-what-a-dashboard-load-costs.md).
 * Static files are compressed once at build and carry their Content-Encoding, so they pass as they are;
 * so do streams (file downloads). Request bodies are never decompressed: a small compressed body must
 * not become a large one.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isLargeText(payload) || !isCompressibleAnswer(reply)) {
      done(null, payload);
      return;
    }
    addVary(reply);
    const encoding = new Negotiator(request.raw).encoding(ENCODINGS, { preferred: ENCODINGS });
    if (encoding !== 'br' && encoding !== 'gzip') {
      done(null, payload);
      return;
    }
    const compressed = encoding === 'br' ? brotliCompressSync(payload, BROTLI_OPTIONS) : gzipSync(payload);
    reply.header('content-encoding', encoding);
    reply.header('content-length', compressed.length);
    done(null, compressed);
  });
});

function isLargeText(payload: unknown): payload is string | Buffer {
  if (typeof payload === 'string') return Buffer.byteLength(payload) >= COMPRESSION_THRESHOLD_BYTES;
  return Buffer.isBuffer(payload) && payload.length >= COMPRESSION_THRESHOLD_BYTES;
}

function isCompressibleAnswer(reply: FastifyReply): boolean {
  if (reply.hasHeader('content-encoding') || reply.hasHeader('content-range')) return false;
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && compressible(type) === true;
}

/** The answer depends on Accept-Encoding, whichever encoding this client got. */
function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = typeof vary === 'string' ? vary : '';
  if (current === '*' || /(^|,)\s*accept-encoding\s*(,|$)/i.test(current)) return;
  reply.header('vary', current ? `${current}, accept-encoding` : 'accept-encoding');
}
