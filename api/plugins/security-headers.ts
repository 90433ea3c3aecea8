import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Strict defaults for every response. API answers are data, so their policy forbids
 * everything; HTML pages get a policy built from the site's own script hashes by the
 * static-site plugin.
 *
 * helmet itself, built once: @fastify/helmet rebuilds helmet's middleware on every request
 * (to allow per-route options this app does not use), which showed in the charge profile.
 */
async function securityHeaders(app: FastifyInstance) {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"] },
    },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}

export default fp(securityHeaders, { name: 'security-headers', fastify: '5.x' });
