import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Logger, runMigrations } from 'graphile-worker';
import type { Knex } from 'knex';

/** graphile-worker's migration chatter stays out of test and start-up output; errors still throw. */
const quietWorkerLogger = new Logger(() => () => {});

const seedsRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), 'seeds');

/** The connection string a knex instance was built with (knexfile.ts always passes one). */
function connectionStringOf(db: Knex): string {
  const connection = (db.client as { config: Knex.Config }).config.connection as { connectionString?: string };
  if (!connection?.connectionString) throw new Error('the knex configuration has no connectionString');
  return connection.connectionString;
}

/**
 * The app's knex migrations, then graphile-worker's own schema (`graphile_worker`), so the job
 * queue exists before any service adds a job with `graphile_worker.add_job` in its transaction.
 */
export async function migrateToLatest(db: Knex): Promise<string[]> {
  const [, applied] = (await db.migrate.latest()) as [number, string[]];
  await runMigrations({ connectionString: connectionStringOf(db), maxPoolSize: 1, logger: quietWorkerLogger });
  return applied;
}

/** Names of migration files not yet applied to this database. */
export async function pendingMigrations(db: Knex): Promise<string[]> {
  const [, pending] = (await db.migrate.list()) as [unknown[], { file: string }[]];
  return pending.map((migration) => migration.file);
}

interface SeedModule {
  seed(db: Knex): Promise<void>;
}

async function runSeedFolder(db: Knex, folder: string): Promise<void> {
  const directory = path.join(seedsRoot, folder);
  const files = (await readdir(directory)).filter((file) => file.endsWith('.ts')).sort();
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(directory, file)).href)) as Partial<SeedModule>;
    if (typeof module.seed === 'function') await module.seed(db);
  }
}

/**
 * Reference data (settings defaults) always; demo data when asked. Every seed is
 * idempotent, so a second start changes nothing.
 */
export async function seedDatabase(db: Knex, options: { demo: boolean }): Promise<void> {
  await runSeedFolder(db, 'reference');
  if (options.demo) await runSeedFolder(db, 'demo');
}
