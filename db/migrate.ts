import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Logger, runMigrations } from 'graphile-worker';
import knex, { type Knex } from 'knex';
import { type DatabaseTimeouts, DEFAULT_DATABASE_TIMEOUTS } from '../api/database/timeouts.ts';
import { TASK_IDENTIFIERS } from '../api/services/payments/job-queue.ts';
import { knexConfig } from '../knexfile.ts';

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
 * They run on a pool of their own whose statement timeout is the long one
 * (DB_LONG_STATEMENT_TIMEOUT_MS): an index built or a table rewritten may rightly take far
 * longer than the few seconds a request's query gets.
 */
export async function migrateToLatest(db: Knex): Promise<string[]> {
  const config = (db.client as { config: Knex.Config & { timeouts?: DatabaseTimeouts } }).config;
  const timeouts = config.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
  const migrator = knex({
    ...knexConfig(connectionStringOf(db), { min: 0, max: 2 }, { ...timeouts, statementMs: timeouts.longStatementMs }),
    migrations: config.migrations,
  });
  try {
    const [, applied] = (await migrator.migrate.latest()) as [number, string[]];
    await runMigrations({ connectionString: connectionStringOf(db), maxPoolSize: 1, logger: quietWorkerLogger });
    await planJobInsertsPerCall(migrator);
    await registerJobTasks(migrator);
    return applied;
  } finally {
    await migrator.destroy();
  }
}

/** The payments engine inserts its attempt jobs itself (job-queue.ts), by task id: the ids must exist. */
async function registerJobTasks(db: Knex): Promise<void> {
  await db.raw(
    'insert into graphile_worker._private_tasks (identifier) select unnest(?::text[]) on conflict do nothing',
    [[...TASK_IDENTIFIERS]],
  );
}

/**
 * graphile-worker's `add_jobs` looks for jobs holding the new job's key with a statement that
 * PL/pgSQL plans once per connection. Planned while the queue was nearly empty, that plan scans
 * the whole jobs table, and the connection keeps it as the queue grows: every job added (the
 * runner's keyed polls) then costs a scan of the backlog, worst exactly when providers are slow
 * and the queue is long.
 * Planning each call with its real arguments uses the job-key index instead. Re-applied on
 * every migration run, so a graphile-worker upgrade that replaces the function keeps it (and
 * one that renames it fails here, loudly).
 */
async function planJobInsertsPerCall(db: Knex): Promise<void> {
  await db.raw(
    'alter function graphile_worker.add_jobs(graphile_worker.job_spec[], boolean) set plan_cache_mode = force_custom_plan',
  );
}

export interface MigrationState {
  /** Migration files of this build not yet applied to the database. */
  pending: string[];
  /** Migrations the database has that this build does not ship (a newer build migrated it). */
  unknown: string[];
}

/** This build's migration files, read once: they do not change while the process runs. */
const shippedMigrations = new Map<string, Promise<string[]>>();

function shippedIn(config: Knex.MigratorConfig): Promise<string[]> {
  const directory = config.directory;
  if (typeof directory !== 'string') throw new Error('the knex configuration names no migrations directory');
  const extensions = config.loadExtensions ?? ['.ts'];
  let files = shippedMigrations.get(directory);
  if (!files) {
    files = readdir(directory).then((names) =>
      names.filter((name) => extensions.some((extension) => name.endsWith(extension))).sort(),
    );
    // A failed read is not kept: the next check reads the folder again.
    files.catch(() => shippedMigrations.delete(directory));
    shippedMigrations.set(directory, files);
  }
  return files;
}

/**
 * Compares this build's migrations with the database's. knex's own check throws "migration
 * directory is corrupt" when the database is ahead of the build, which is the normal state of
 * an older process during a rolling deploy: here it is reported, not thrown. One query (knex's
 * `migrate.list` takes five round trips), as /api/readyz asks it every few seconds, and must
 * answer fast while the pool is busy.
 */
export async function migrationState(db: Knex): Promise<MigrationState> {
  const config = (db.client as { config: Knex.Config }).config.migrations ?? {};
  const shipped = await shippedIn(config);
  let applied: string[];
  try {
    const rows: { name: string }[] = await db(config.tableName ?? 'knex_migrations').select('name');
    applied = rows.map((row) => row.name);
  } catch (error) {
    // A database never migrated has no migrations table: everything is pending.
    if ((error as { code?: string }).code !== '42P01') throw error;
    applied = [];
  }
  const done = new Set(applied);
  const files = new Set(shipped);
  return {
    pending: shipped.filter((name) => !done.has(name)),
    unknown: applied.filter((name) => !files.has(name)),
  };
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
