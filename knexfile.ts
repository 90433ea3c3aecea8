import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';

const root = path.dirname(fileURLToPath(import.meta.url));

/** One knex configuration for the server, the tests and the migration CLI. */
export function knexConfig(connectionString: string, pool: Knex.PoolConfig = { min: 0, max: 10 }): Knex.Config {
  return {
    client: 'pg',
    connection: { connectionString, application_name: 'cemac-open-banking' },
    pool,
    migrations: {
      directory: path.join(root, 'db/migrations'),
      loadExtensions: ['.ts'],
      tableName: 'knex_migrations',
    },
    seeds: {
      directory: path.join(root, 'db/seeds'),
      loadExtensions: ['.ts'],
    },
  };
}

export default knexConfig(process.env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:54329/open_banking');
