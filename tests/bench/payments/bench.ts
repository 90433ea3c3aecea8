import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadConfig } from '../../../api/config.ts';
import { hashSecret } from '../../../api/services/identity/secret-hashing.ts';
import { cloneTemplate, startTestCluster } from '../../helpers/test-database.ts';
import type { LoadPlan, LoadResult } from './load-clients.ts';
import { figures, ms, percentile, type RunFigures, roundsFigures, runConcurrently } from './stats.ts';

/**
 * Payments throughput and latency (issue 5). POST /api/v1/mobile-money/charge over real HTTP
 * from 20 concurrent clients, each call with its own Idempotency-Key, beside a baseline
 * measured in the same run on the same PostgreSQL: as many single-row INSERT transactions
 * straight through `pg` from 20 connections (the least any charge must cost: one durable
 * write). Embedded PostgreSQL unless TEST_DATABASE_URL.
 *
 * The topology is the scale-out one (README): the API is `api/server.ts` (what `npm start`
 * runs) in its own process with PAYMENTS_WORKER=off, the job runner is `api/worker.ts` in
 * another, and the clients (load-clients.ts) a third; this process only drives them and sends
 * the baseline, so none of them shares an event loop with another.
 * 1. API capacity: charge bursts with the runner stopped, so the figure is the charge
 *    endpoint's own cost (their jobs wait in PostgreSQL, as they do when runners fall behind),
 *    in ROUNDS rounds interleaved with the baseline's so that both sides meet the same machine
 *    noise (the median round counts); then the first round's keys replayed.
 * 2. The runner starts and drains that backlog (payments settled per second).
 * 3. A second burst while the runner works, on the same two cores: what a payer sees when
 *    everything runs on one small machine, and the settlement latency (pending → success by
 *    the database's own timestamps) under that load. Then 20 charges on an idle queue.
 *
 * BENCH_PAYMENTS_COUNT (default 2000) charges or inserts per round; BENCH_CONCURRENCY (20).
 */
const COUNT = Number(process.env.BENCH_PAYMENTS_COUNT ?? 2000);
const ROUNDS = 5;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const WARMUP = 2000;
const SETTLEMENT_TIMEOUT_MS = 240_000;
const PASSWORD = 'Bench-Password-42';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** MTN test numbers ending in anything but 00-06 succeed after ~2 s (sandbox/scenarios.ts). */
const payerPhone = (index: number) => `2376770${String(index % 1000).padStart(3, '0')}${10 + (index % 90)}`;
const clientAddress = (worker: number) => `10.77.${Math.floor(worker / 250)}.${(worker % 250) + 1}`;

const cluster = await startTestCluster();
const database = await cloneTemplate(cluster.adminUrl, cluster.templateDatabase);
/** The API's settings: `npm start` against the bench database, no site, no job runner, quiet logs. */
const apiEnv = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  SITE_DIR: '.data/no-site',
  SEED_DEMO_DATA: 'false',
  PAYMENTS_WORKER: 'off',
  // The accept rate is measured with the runner stopped, so the backlog grows to 12 000: the
  // back-pressure gate (503 past PAYMENTS_BACKLOG_LIMIT) would refuse most of it.
  PAYMENTS_BACKLOG_LIMIT: '0',
  // Clients are told apart by X-Forwarded-For so per-address limits meter each simulated client.
  TRUST_PROXY: 'true',
  DATABASE_URL: database.url,
  HOST: '127.0.0.1',
  PORT: '0',
};
const config = loadConfig(apiEnv);
const pool = new pg.Pool({ connectionString: database.url, max: CONCURRENCY });
let api: ChildProcess | null = null;
let runner: ChildProcess | null = null;

/** `npm start` (api/server.ts) in its own process; resolves with its address once it listens. */
function startApi(): Promise<string> {
  const child = spawn(process.execPath, [path.join(root, 'api/server.ts')], {
    cwd: root,
    env: { ...process.env, ...apiEnv },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  api = child;
  return new Promise((resolve, reject) => {
    let printed = '';
    child.stdout.on('data', (chunk: Buffer) => {
      printed += chunk.toString('utf8');
      const port = /is running at http:\/\/[^:\s]+:(\d+)/.exec(printed)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    child.once('exit', (code) => reject(new Error(`the API exited with ${code} before listening: ${printed}`)));
  });
}

const origin = await startApi();
const port = new URL(origin).port;

/** `npm run worker` against this database, reaching the simulators on the API's port. */
function startRunner(): ChildProcess {
  const child = spawn(process.execPath, [path.join(root, 'api/worker.ts')], {
    cwd: root,
    env: { ...process.env, ...apiEnv, PORT: port },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function stop(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function stopRunner(): Promise<void> {
  const child = runner;
  runner = null;
  await stop(child);
}

async function cleanup() {
  await stopRunner().catch(() => undefined);
  await pool.end().catch(() => undefined);
  await stop(api).catch(() => undefined);
  await database.drop().catch(() => undefined);
  await cluster.stop().catch(() => undefined);
}

/** Sends the requests from the clients' own process and returns what they saw. */
function load(requests: LoadPlan['requests']): Promise<LoadResult> {
  const plan: LoadPlan = { origin, concurrency: CONCURRENCY, path: '/api/v1/mobile-money/charge', requests };
  const child = spawn(process.execPath, [path.join(root, 'tests/bench/payments/load-clients.ts')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stdin.end(JSON.stringify(plan));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`load clients exited with ${code}`));
      resolve(JSON.parse(Buffer.concat(output).toString('utf8')) as LoadResult);
    });
  });
}

try {
  // One customer per client, signed in over HTTP like any caller.
  const passwordHash = await hashSecret(PASSWORD);
  const tokens: string[] = [];
  for (let worker = 0; worker < CONCURRENCY; worker += 1) {
    const email = `bench-${worker}-${randomUUID().slice(0, 6)}@example.cm`;
    await pool.query(
      `insert into users (first_name, last_name, email, phone, role, password_hash, is_active)
       values ('Bench', $1, $2, $3, 'customer', $4, true)`,
      [`Client${worker}`, email, `23767${String(1_000_000 + worker).padStart(7, '0')}`, passwordHash],
    );
    const response = await fetch(`${origin}/oauth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress(worker) },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
    tokens.push(((await response.json()) as { access_token: string }).access_token);
  }

  /** Charges number `from` to `from + count - 1`, client `index % CONCURRENCY` each, every one with a new key. */
  const charges = (from: number, count: number): LoadPlan['requests'] =>
    Array.from({ length: count }, (_, offset) => {
      const index = from + offset;
      const worker = index % CONCURRENCY;
      return {
        headers: {
          authorization: `Bearer ${tokens[worker]}`,
          'idempotency-key': randomUUID(),
          'x-forwarded-for': clientAddress(worker),
        },
        body: {
          amount: 1000 + (index % 50) * 100,
          currency: 'XAF',
          phone: payerPhone(index),
          provider: 'mtn',
          customer: { name: `Bench Client ${worker}`, email: `client${worker}@example.cm` },
          narration: 'Benchmark charge',
        },
      };
    });
  const created = (result: LoadResult) => result.references.filter((reference): reference is string => !!reference);

  interface Settlement {
    status: string;
    latency_ms: string | null;
  }
  /** Waits until the payments are final, then reads pending → completed from the database. */
  const waitForSettlement = async (wanted: string[]) => {
    const started = Date.now();
    for (;;) {
      const { rows } = await pool.query<Settlement>(
        `select status, extract(epoch from (completed_at - created_at)) * 1000 as latency_ms
           from payments where reference = any($1)`,
        [wanted],
      );
      const open = rows.filter((row) => row.status !== 'success' && row.status !== 'failed').length;
      if (open === 0 || Date.now() - started > SETTLEMENT_TIMEOUT_MS) return { rows, ms: Date.now() - started };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  // 1. The API alone: warm-up, then charge and baseline rounds in turn, then replays.
  await pool.query(
    'create table bench_baseline (id uuid primary key default gen_random_uuid(), reference text not null unique, amount bigint not null, created_at timestamptz not null default now())',
  );
  const insert = async (index: number) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('insert into bench_baseline (reference, amount) values ($1, $2)', [
        `BASE-${index}-${randomUUID()}`,
        1000 + index,
      ]);
      await client.query('commit');
    } finally {
      client.release();
    }
  };
  const warmup = await load(charges(0, WARMUP));
  await runConcurrently(WARMUP, CONCURRENCY, (index) => insert(-1 - index));
  const bursts: LoadResult[] = [];
  const baselineRounds: { latencies: number[]; wallMs: number }[] = [];
  const firstPlan = charges(WARMUP, COUNT);
  for (let round = 0; round < ROUNDS; round += 1) {
    bursts.push(await load(round === 0 ? firstPlan : charges(WARMUP + round * COUNT, COUNT)));
    baselineRounds.push(await runConcurrently(COUNT, CONCURRENCY, (index) => insert(round * COUNT + index)));
  }
  const replays = await load(firstPlan);
  const baseline = roundsFigures(baselineRounds);

  // 2. The runner drains the backlog the bursts left.
  runner = startRunner();
  const backlog = [...created(warmup), ...bursts.flatMap(created)];
  const drained = await waitForSettlement(backlog);

  // 3. Everything at once on the same cores, then an idle queue.
  const busy = await load(charges(WARMUP + ROUNDS * COUNT, COUNT));
  const settledBusy = await waitForSettlement(created(busy));
  const idle = await load(charges(WARMUP + (ROUNDS + 1) * COUNT, CONCURRENCY));
  const settledIdle = await waitForSettlement(created(idle));
  await stopRunner();

  const run = (result: LoadResult) => figures(result.latencies, result.wallMs);
  const charge = roundsFigures(bursts);
  const replay = run(replays);
  const chargeBusy = run(busy);
  const row = (label: string, figuresOf: RunFigures) =>
    `${label.padEnd(44)}${figuresOf.count.toString().padStart(6)}${`${figuresOf.perSecond.toFixed(1)}/s`.padStart(11)}${ms(figuresOf.p50).padStart(11)}${ms(figuresOf.p99).padStart(11)}`;
  const ratio = (label: string, figuresOf: RunFigures) =>
    `${label}: throughput ${(figuresOf.perSecond / baseline.perSecond).toFixed(3)}×, p50 ${(figuresOf.p50 / baseline.p50).toFixed(1)}×, p99 ${(figuresOf.p99 / baseline.p99).toFixed(1)}×`;
  const answers = (result: LoadResult) =>
    `${Object.entries(result.statuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(
        ', ',
      )}${result.replayed ? ` (${result.replayed} with Idempotent-Replayed: true)` : ''}${result.firstFailure ? `; first failure ${result.firstFailure}` : ''}`;
  const settlementLine = (label: string, rows: Settlement[]) => {
    const successes = rows
      .filter((entry) => entry.status === 'success' && entry.latency_ms !== null)
      .map((entry) => Number(entry.latency_ms))
      .sort((a, b) => a - b);
    const byStatus = rows.reduce<Record<string, number>>((counts, entry) => {
      counts[entry.status] = (counts[entry.status] ?? 0) + 1;
      return counts;
    }, {});
    return `${label}: ${successes.length}/${rows.length} settled; p50 ${ms(percentile(successes, 50))}, p95 ${ms(percentile(successes, 95))}, max ${ms(successes.at(-1) ?? Number.NaN)}; ${JSON.stringify(byStatus)}`;
  };
  const met = charge.p99 < 100 && charge.perSecond >= baseline.perSecond / 3;
  const lines = [
    `${CONCURRENCY} concurrent clients (own process); ${ROUNDS} rounds of ${COUNT} charges, each followed by ${COUNT} baseline inserts (after ${WARMUP} warm-up calls of each)`,
    `${'run'.padEnd(44)}${'calls'.padStart(6)}${'throughput'.padStart(11)}${'p50'.padStart(11)}${'p99'.padStart(11)}`,
    row('POST /mobile-money/charge, runner stopped', charge),
    `${''.padEnd(44)}rounds: ${charge.rates.map((rate) => `${rate.toFixed(1)}/s`).join(', ')}`,
    row('same keys replayed', replay),
    row('baseline: 1-row INSERT tx (pg)', baseline),
    `${''.padEnd(44)}rounds: ${baseline.rates.map((rate) => `${rate.toFixed(1)}/s`).join(', ')}`,
    row('POST /mobile-money/charge, runner working', chargeBusy),
    ratio('charge / baseline', charge),
    ratio('replay / baseline', replay),
    ratio('charge with the runner working / baseline', chargeBusy),
    `target (charge, runner stopped): p99 < 100 ms and >= 0.333× baseline throughput: ${met ? 'met' : 'NOT met'}`,
    `answers: charges ${bursts.map(answers).join(' | ')}; replays ${answers(replays)}; charges with the runner working ${answers(busy)}`,
    `runner (own process, PAYMENTS_WORKER_CONCURRENCY ${config.PAYMENTS_WORKER_CONCURRENCY}): drained the ${backlog.length}-payment backlog in ${(drained.ms / 1000).toFixed(1)} s (${((backlog.length / drained.ms) * 1000).toFixed(1)} payments/s)`,
    'sandbox settlement, pending → success (test numbers that settle after ~2 s):',
    settlementLine(`  charges made while the runner worked (${COUNT})`, settledBusy.rows),
    settlementLine(`  ${CONCURRENCY} charges on an idle queue`, settledIdle.rows),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  if (bursts.some((burst) => !burst.statuses['201'])) process.exitCode = 1;
} catch (error) {
  process.stderr.write(`payments bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
