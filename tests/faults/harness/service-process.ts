import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A server or worker process of the project, started as production starts it (`node api/…`). */
export interface ServiceProcess {
  readonly pid: number;
  /** The last lines it wrote (stdout and stderr), to explain a failure. */
  output(): string;
  /** Whether it is still running. */
  alive(): boolean;
  /** Resolves with how it ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  signal(signal: NodeJS.Signals): void;
}

const KEPT_LINES = 400;

function track(child: ChildProcess): ServiceProcess {
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > KEPT_LINES) lines.splice(0, lines.length - KEPT_LINES);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let ended = false;
  const exited = once(child, 'exit').then(([code, signal]) => {
    ended = true;
    return { code: code as number | null, signal: signal as NodeJS.Signals | null };
  });
  return {
    pid: child.pid ?? -1,
    output: () => lines.join('\n'),
    alive: () => !ended,
    exited,
    signal: (signal) => {
      if (!ended) child.kill(signal);
    },
  };
}

/** Every process of a scenario shares these: one database, fixed ports, a data folder. */
export interface ServiceEnvironment {
  databaseUrl: string;
  /** The API's port, fixed for the scenario so the simulators' callback addresses survive restarts. */
  port: number;
  redisUrl?: string | undefined;
  /** More variables (PAYMENTS_WORKER, timeouts…). */
  extra?: Record<string, string>;
}

async function baseEnv(environment: ServiceEnvironment): Promise<NodeJS.ProcessEnv> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ob-fault-data-'));
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(environment.port),
    DATABASE_URL: environment.databaseUrl,
    DATA_DIR: dataDir,
    SITE_DIR: path.join(dataDir, 'no-site'),
    // Fixed, so a session or signed secret outlives a restart as it would in production.
    SESSION_SECRET: 'fault-suite-session-secret-0123456789abcdef',
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'true',
    API_KEY_BURST_PER_SECOND: '1000',
    // Provider calls take as long as real ones, so a process killed under load dies mid-call.
    SANDBOX_LATENCY_MS: '400',
    // A dead runner is judged so after 5 s rather than 30 s, to keep the suite short; the
    // defaults' 60 s bound is proved by tests/integration/jobs/crashed-runner.test.ts.
    JOB_RUNNER_HEARTBEAT_MS: '1000',
    JOB_RUNNER_DEAD_AFTER_MS: '5000',
    ...(environment.redisUrl ? { REDIS_URL: environment.redisUrl } : {}),
    ...environment.extra,
  };
}

async function waitForReady(origin: string, service: ServiceProcess, timeoutMs: number): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (!service.alive()) throw new Error(`the server exited while starting:\n${service.output()}`);
    const ready = await fetch(`${origin}/api/healthz`, { signal: AbortSignal.timeout(1000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return;
    if (Date.now() - started > timeoutMs) throw new Error(`the server did not answer in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** `node api/server.ts` (site, API, simulators and, unless PAYMENTS_WORKER=off, the job runner). */
export async function startApiServer(environment: ServiceEnvironment): Promise<ServiceProcess & { origin: string }> {
  const child = spawn(process.execPath, ['api/server.ts'], {
    cwd: ROOT,
    env: await baseEnv(environment),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const service = track(child);
  const origin = `http://127.0.0.1:${environment.port}`;
  await waitForReady(origin, service, 60_000);
  return { ...service, origin };
}

/** `node api/worker.ts`: the job runner alone, beside an API started with PAYMENTS_WORKER=off. */
export async function startWorker(environment: ServiceEnvironment): Promise<ServiceProcess> {
  const child = spawn(process.execPath, ['api/worker.ts'], {
    cwd: ROOT,
    env: { ...(await baseEnv(environment)), LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const service = track(child);
  const started = Date.now();
  while (!service.output().includes('payments worker started')) {
    if (!service.alive()) throw new Error(`the worker exited while starting:\n${service.output()}`);
    if (Date.now() - started > 30_000) throw new Error(`the worker did not start:\n${service.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return service;
}
