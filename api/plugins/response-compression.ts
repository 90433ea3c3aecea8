import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Smaller answers gain nothing worth the CPU: a payment's JSON stays below this and leaves as is. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers on the fly (brotli, else gzip, by `Accept-Encoding`, with
 * `Vary: Accept-Encoding`) when they are JSON or text of at least 1 KB: the OpenAPI document,
 * lists, CSV reports. The built site leaves already compressed (api/plugins/static-site.ts
 * sends the copies made at build time), which this hook sees by its Content-Encoding and
 * leaves alone. Binary files (images, fonts, Pagefind's gzipped index chunks) are not of
 * these types. Request bodies are not decompressed: no client of this API sends them so.
 */
async function responseCompression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes:
      /^text\/(?!event-stream)|^application\/(?:[\w.-]+\+)?json(?:;|$)|^application\/javascript|^image\/svg\+xml/,
    globalDecompression: false,
  });
}

export default fp(responseCompression, { name: 'response-compression', fastify: '5.x' });
