import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import knex, { type Knex } from 'knex';
import { Model } from 'objection';
import { knexConfig } from '../../knexfile.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Knex;
  }
}

export interface DbPluginOptions {
  databaseUrl: string;
}

/** One pool per process; objection models share it. The pool is drained when the app closes. */
async function dbPlugin(app: FastifyInstance, options: DbPluginOptions) {
  const db = knex(knexConfig(options.databaseUrl));
  Model.knex(db);
  app.decorate('db', db);
  app.addHook('onClose', async () => {
    await db.destroy();
  });
}

export default fp(dbPlugin, { name: 'db', fastify: '5.x' });
