import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Smaller answers gain nothing worth the CPU: a payment's JSON stays below this and leaves as is. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** The catch-all route through which @fastify/static streams the build's other files. */
const SITE_FILES_ROUTE = '/*';

/**
 * Compresses API answers on the fly (brotli, else gzip, by `Accept-Encoding`, with
 * `Vary: Accept-Encoding`) when they are JSON or text of at least 1 KB: the OpenAPI document,
 * lists, CSV reports. The built site is left alone: its pages, scripts and styles leave as
 * the copies made at build time (api/plugins/static-site.ts registers them with
 * `compress: false`) and the rest is binary or tiny, streamed by @fastify/static's catch-all
 * route; the library would take Pagefind's own gzipped index chunks (application/octet-stream)
 * for compressible and label them as brotli. Request bodies are not decompressed: no client
 * of this API sends them so.
 */
async function responseCompression(app: FastifyInstance) {
  // Registered before the library's own onRoute hook, which reads `compress`.
  app.addHook('onRoute', (route) => {
    if (route.url === SITE_FILES_ROUTE && route.compress === undefined) route.compress = false;
  });
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes:
      /^text\/(?!event-stream)|^application\/(?:[\w.-]+\+)?json(?:;|$)|^application\/javascript|^image\/svg\+xml/,
    globalDecompression: false,
  });
}

export default fp(responseCompression, { name: 'response-compression', fastify: '5.x' });
