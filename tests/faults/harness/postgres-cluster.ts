import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { type EmbeddedDatabase, startEmbeddedDatabase } from '../../../db/embedded.ts';
import { freePort } from '../../helpers/free-port.ts';

/**
 * A PostgreSQL of the fault suite's own (never the machine's shared one): the tests kill -9 its
 * postmaster, stop it, freeze it and start it again on the same files and port, so the
 * processes under test see the very outage a real server would give them.
 */
export interface FaultCluster {
  /** Connection string of a database of this cluster. */
  urlOf(database: string): string;
  adminUrl: string;
  /** kill -9 of the postmaster (its backends notice and exit), as a crash of the server would. */
  kill(): Promise<void>;
  /** A fast shutdown (SIGINT), as `pg_ctl stop -m fast`. */
  stop(): Promise<void>;
  /** SIGSTOP on the postmaster and every backend: connections open but nothing answers. */
  freeze(): Promise<void>;
  thaw(): Promise<void>;
  /** Starts it again on the same files and port (crash recovery after a kill). */
  start(): Promise<void>;
  destroy(): Promise<void>;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The postmaster's process and every process it started (backends, walwriter, checkpointer…). */
function clusterProcesses(postmaster: number): number[] {
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => Number.parseInt(line.trim(), 10))
    .filter(Number.isInteger);
  return [postmaster, ...children];
}

export async function startFaultCluster(): Promise<FaultCluster> {
  // Under the project's .data, as the other test clusters: PostgreSQL runs as its own user and
  // must reach the folder (a mkdtemp folder is the creator's alone).
  const dataDir = path.resolve('.data', `faults-${process.pid}-${randomBytes(3).toString('hex')}`, 'postgres');
  const port = await freePort();
  let running: EmbeddedDatabase | null = null;
  let frozen: number[] = [];
  const start = async () => {
    running = await startEmbeddedDatabase({ dataDir, port, database: 'postgres', persistent: true });
  };
  const postmasterPid = async () =>
    Number.parseInt((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0] ?? '', 10);
  const answers = async () => {
    const client = new pg.Client({ connectionString: running?.adminUrl, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => {});
    }
  };
  await start();
  const adminUrl = running ? (running as EmbeddedDatabase).adminUrl : '';
  return {
    adminUrl,
    urlOf: (database) => adminUrl.replace(/\/postgres$/, `/${database}`),
    async kill() {
      const pid = await postmasterPid();
      const processes = clusterProcesses(pid);
      process.kill(pid, 'SIGKILL');
      // Backends exit once they notice the postmaster is gone; a restart needs them gone too.
      await waitUntil(() => processes.every((one) => !isAlive(one)), 20_000, 'PostgreSQL backends still alive');
      running = null;
    },
    async stop() {
      const pid = await postmasterPid();
      process.kill(pid, 'SIGINT');
      await waitUntil(() => !isAlive(pid), 30_000, 'PostgreSQL did not stop');
      running = null;
    },
    async freeze() {
      frozen = clusterProcesses(await postmasterPid());
      for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    },
    async thaw() {
      for (const pid of frozen) if (isAlive(pid)) process.kill(pid, 'SIGCONT');
      frozen = [];
    },
    async start() {
      await start();
      await waitUntil(answers, 30_000, 'PostgreSQL did not answer after its start');
    },
    async destroy() {
      for (const pid of frozen) if (isAlive(pid)) process.kill(pid, 'SIGCONT');
      await (running as EmbeddedDatabase | null)?.stop().catch(() => {});
      const pid = await postmasterPid().catch(() => Number.NaN);
      if (Number.isInteger(pid) && isAlive(pid)) process.kill(pid, 'SIGKILL');
      await rm(path.dirname(dataDir), { recursive: true, force: true });
    },
  };
}
