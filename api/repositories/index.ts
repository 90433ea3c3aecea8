import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createStore, type Store } from './store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every repository over the app's pool (store.ts); routes hand it to services. */
    store: Store;
  }
}

/** The store, decorated once the pool exists. Plugins that read tables depend on `store`. */
async function store(app: FastifyInstance) {
  app.decorate('store', createStore(app.db));
}

export default fp(store, { name: 'store', fastify: '5.x', dependencies: ['db'] });
