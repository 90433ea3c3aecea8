import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionUser } from '../services/identity/sessions.ts';
import { callerLivemode, serverLivemode } from '../services/payments/livemode.ts';
import { sessionUser } from './session-auth.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Whether this call works on live data (services/payments/livemode.ts): read after the
     * route's auth hook, which sets `apiKey` or `oauth` for key and token callers.
     */
    readonly livemode: boolean;
  }
}

async function livemodePlugin(app: FastifyInstance) {
  const mode = app.config.PAYMENTS_MODE;
  app.decorateRequest('livemode', {
    getter() {
      return callerLivemode(this, mode);
    },
  });
}

export default fp(livemodePlugin, { name: 'livemode', fastify: '5.x', dependencies: ['api-key-auth'] });

/**
 * The signed-in caller with the mode it works in, and the server's own (`serverLivemode`): what
 * payment services take as their viewer or payer.
 */
export function callerWithMode(request: FastifyRequest): SessionUser & { livemode: boolean; serverLivemode: boolean } {
  return {
    ...sessionUser(request),
    livemode: request.livemode,
    serverLivemode: serverLivemode(request.server.config.PAYMENTS_MODE),
  };
}
