import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this go as they are: compressing them costs more time than it saves bytes. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers built per request (API JSON, exports) with brotli or gzip. Static files are
 * compressed once at build and served as they are; an answer that already has a content-encoding is
 * left alone. Request bodies are never decompressed: a small compressed body must not become a large one.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Brotli's default quality (11) suits files compressed once; per request, 4 is as small as gzip 6 and faster.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
});
