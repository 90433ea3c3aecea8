import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../../api/config.ts';
import { hashSecret } from '../../../api/services/identity/secret-hashing.ts';
import { cloneTemplate, startTestCluster } from '../../helpers/test-database.ts';
import { exitWithVerdict, mergeAnswers, verdict } from '../shared/answers.ts';
import { runClientProcess } from '../shared/client-process.ts';
import { apiEnvironment, root, startServerProcess } from '../shared/server-process.ts';
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

/** MTN test numbers ending in anything but 00-06 succeed after ~2 s (sandbox/scenarios.ts). */
const payerPhone = (index: number) => `2376770${String(index % 1000).padStart(3, '0')}${10 + (index % 90)}`;
const clientAddress = (worker: number) => `10.77.${Math.floor(worker / 250)}.${(worker % 250) + 1}`;

const cluster = await startTestCluster();
const database = await cloneTemplate(cluster.adminUrl, cluster.templateDatabase);
/** The API's settings: `npm start` against the bench database (its default LOG_LEVEL), no site, no job runner. */
const apiEnv = apiEnvironment(database.url, {
  // The accept rate is measured with the runner stopped, so the backlog grows to 12 000: the
  // back-pressure gate (503 past PAYMENTS_BACKLOG_LIMIT) would refuse most of it.
  PAYMENTS_BACKLOG_LIMIT: '0',
  // Clients are told apart by X-Forwarded-For so per-address limits meter each simulated client.
  TRUST_PROXY: 'true',
});
const config = loadConfig(apiEnv);
const pool = new pg.Pool({ connectionString: database.url, max: CONCURRENCY });
let runner: ChildProcess | null = null;
const api = await startServerProcess('api/server.ts', /is running at http:\/\/[^:\s]+:(\d+)/, { env: apiEnv });
const origin = api.origin;
const port = new URL(origin).port;

/** `npm run worker` against this database, reaching the simulators on the API's port. */
function startRunner(): ChildProcess {
  const child = spawn(process.execPath, [path.join(root, 'api/worker.ts')], {
    cwd: root,
    env: { ...process.env, ...apiEnv, PORT: port },
    // Its log lines (info, as `npm run worker` prints them) are read and dropped.
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
  await api.stop().catch(() => undefined);
  await database.drop().catch(() => undefined);
  await cluster.stop().catch(() => undefined);
}

/** Sends the requests from the clients' own process and returns what they saw. */
function load(requests: LoadPlan['requests']): Promise<LoadResult> {
  const plan: LoadPlan = { origin, concurrency: CONCURRENCY, path: '/api/v1/mobile-money/charge', requests };
  return runClientProcess('tests/bench/payments/load-clients.ts', plan);
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
  const settled = (rows: Settlement[]) => rows.every((entry) => entry.status === 'success');
  // Every measured answer must be a 201 (a replay answers 201 again, marked replayed).
  const outcome = verdict(
    [
      { label: 'warm-up charges', answers: warmup, expected: [201] },
      { label: 'charges, runner stopped', answers: mergeAnswers(bursts), expected: [201] },
      { label: 'replays', answers: replays, expected: [201] },
      { label: 'charges, runner working', answers: busy, expected: [201] },
      { label: 'charges, idle queue', answers: idle, expected: [201] },
    ],
    [
      { label: 'charge p99 < 100 ms, runner stopped', met: charge.p99 < 100 },
      {
        label: 'charge >= 0.333× baseline throughput, runner stopped',
        met: charge.perSecond >= baseline.perSecond / 3,
      },
      {
        label: `every replay marked Idempotent-Replayed (${replays.replayed} of ${COUNT})`,
        met: replays.replayed === COUNT,
      },
      {
        label: 'every charge settled as the sandbox says (success)',
        met: settled(drained.rows) && settled(settledBusy.rows) && settled(settledIdle.rows),
      },
    ],
  );
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
    `runner (own process, PAYMENTS_WORKER_CONCURRENCY ${config.PAYMENTS_WORKER_CONCURRENCY}): drained the ${backlog.length}-payment backlog in ${(drained.ms / 1000).toFixed(1)} s (${((backlog.length / drained.ms) * 1000).toFixed(1)} payments/s)`,
    'sandbox settlement, pending → success (test numbers that settle after ~2 s):',
    settlementLine(`  charges made while the runner worked (${COUNT})`, settledBusy.rows),
    settlementLine(`  ${CONCURRENCY} charges on an idle queue`, settledIdle.rows),
    ...outcome.lines,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  if (!outcome.met) process.exitCode = 1;
} catch (error) {
  process.stderr.write(`payments bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
exitWithVerdict();
