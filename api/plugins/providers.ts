import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ProviderAdapters, providerAdaptersFor } from '../providers/index.ts';
import { localOrigin } from '../providers/settings.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** MTN MoMo, Orange Money and GIMAC adapters (api/providers/types.ts is the contract). */
    providers: ProviderAdapters;
  }
}

/** This server's own origin while it listens (loopback for a wildcard address), null otherwise. */
export function listeningOrigin(app: FastifyInstance): string | null {
  const address = app.server.address();
  return typeof address === 'object' && address ? localOrigin(address.address, address.port) : null;
}

/**
 * One set of provider adapters per process (their token caches live here). In sandbox mode,
 * and for test payments in live mode, they call this server's own simulators, at the port it
 * actually listens on (tests listen on port 0), or at PORT before it listens.
 */
async function providersPlugin(app: FastifyInstance) {
  const selfOrigin = () => listeningOrigin(app) ?? localOrigin(app.config.HOST, app.config.PORT);
  app.decorate('providers', providerAdaptersFor(app.config, selfOrigin));
}

export default fp(providersPlugin, { name: 'providers', fastify: '5.x' });
