import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer is the same for everyone and holds nothing personal (the platform figures,
     * the feature flags, the OpenAPI document, an institution's status, the health checks):
     * the route says how it may be cached, or says nothing, and the no-store rule skips it.
     */
    publicAnswer?: boolean;
  }
}

/** The API's answers: its routes and the OAuth pages of the project (the site has its own rules). */
const API_PATH = /^\/(?:api|oauth)(?:[/?]|$)/;

/**
 * Every API answer that is not public tells caches to keep nothing (OWASP ASVS V14.3): keys,
 * balances and personal data must not stay in a shared proxy or the browser's disk cache.
 * Set in onRequest, so an error answered by any later hook or the error handler (401, 403,
 * 429, the 503 of an outage) carries it too; `Pragma` for HTTP/1.0 caches. A header the route
 * sets itself takes precedence (Node merges the two, the reply's winning).
 */
async function noStore(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.routeOptions.config.publicAnswer && API_PATH.test(request.url)) {
      // On the raw answer, as helmet's headers: the OAuth server's hijacked answers get them too.
      reply.raw.setHeader('cache-control', 'no-store');
      reply.raw.setHeader('pragma', 'no-cache');
    }
    done();
  });
}

export default fp(noStore, { name: 'no-store', fastify: '5.x' });
