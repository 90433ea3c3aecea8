import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import { type EmbeddedDatabase, startEmbeddedDatabase } from '../../db/embedded.ts';
import { migrateToLatest, seedDatabase } from '../../db/migrate.ts';
import { knexConfig } from '../../knexfile.ts';
import { freePort } from './free-port.ts';

export interface OwnPostgres {
  /** The migrated application database. */
  url: string;
  /** A small pool on it for the test's own reads (made again at each start). */
  db(): Knex;
  /** Stops the server (PostgreSQL's fast shutdown: every connection is cut); its files stay. */
  stop(): Promise<void>;
  /** Starts it again on the same files and port. */
  start(): Promise<void>;
  /** Stops it for good and deletes its files. */
  remove(): Promise<void>;
}

/**
 * A PostgreSQL of the test's own, to stop and start under running processes: the run's shared
 * cluster serves every other test file and must never go down. Migrated and seeded (reference
 * data) like the template the other files clone.
 */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const folder = await mkdtemp(path.join(tmpdir(), 'ob-own-postgres-'));
  // mkdtemp makes it private; run as root, PostgreSQL runs as its own user and must get in.
  await chmod(folder, 0o755);
  const options = {
    dataDir: path.join(folder, 'data'),
    port: await freePort(),
    database: 'open_banking',
    persistent: true,
    fast: true,
  };
  let server: EmbeddedDatabase | null = await startEmbeddedDatabase(options);
  const url = server.url;
  const setup = knex(knexConfig(url, { min: 0, max: 2 }));
  try {
    await migrateToLatest(setup);
    await seedDatabase(setup, { demo: false });
  } finally {
    await setup.destroy();
  }
  let db = knex(knexConfig(url, { min: 0, max: 2 }));
  const stop = async () => {
    // Closed first, so its idle connections are not cut under it (knex would print each one).
    await db.destroy();
    await server?.stop();
    server = null;
  };
  return {
    url,
    db: () => db,
    stop,
    start: async () => {
      server ??= await startEmbeddedDatabase(options);
      db = knex(knexConfig(url, { min: 0, max: 2 }));
    },
    remove: async () => {
      await stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
