import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../../../api/app.ts';
import { loadConfig } from '../../../api/config.ts';
import { hashSecret } from '../../../api/services/identity/secret-hashing.ts';
import { cloneTemplate, startTestCluster } from '../../helpers/test-database.ts';
import { figures, ms, percentile, type RunFigures, runConcurrently } from './stats.ts';

/**
 * Payments throughput and latency (issue 5): POST /api/v1/mobile-money/charge over real HTTP
 * from 20 concurrent clients, each call with its own Idempotency-Key, beside a baseline measured
 * in the same run on the same PostgreSQL: as many single-row INSERT transactions straight
 * through `pg` from 20 connections (the least any charge must cost: one durable write). Then
 * the sandbox settlement latency (pending → success, by the database's own timestamps) of the
 * charges, whose test numbers settle after ~2 s. Embedded PostgreSQL unless TEST_DATABASE_URL.
 *
 * The server runs in this process with its inline job runner (PAYMENTS_WORKER=inline, set
 * here because tests default to none): charges are measured while the runner already works on them, as in production with
 * one process; replays and the baseline run once the burst has settled. The HTTP clients share
 * the event loop with the server, so charge figures are on the pessimistic side.
 *
 * BENCH_PAYMENTS_COUNT (default 400) charges and baseline inserts; BENCH_CONCURRENCY (20).
 */
const COUNT = Number(process.env.BENCH_PAYMENTS_COUNT ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const WARMUP = 40;
const SETTLEMENT_TIMEOUT_MS = 90_000;
const PASSWORD = 'Bench-Password-42';

/** MTN test numbers ending in anything but 00-06 succeed after ~2 s (sandbox/scenarios.ts). */
const payerPhone = (index: number) => `2376770${String(index % 1000).padStart(3, '0')}${10 + (index % 90)}`;

const cluster = await startTestCluster();
const database = await cloneTemplate(cluster.adminUrl, cluster.templateDatabase);
const config = loadConfig(
  {},
  {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SITE_DIR: '.data/no-site',
    SEED_DEMO_DATA: false,
    // Tests default to no runner; the bench measures settlement, so it runs the inline one.
    PAYMENTS_WORKER: 'inline',
    // Clients are told apart by X-Forwarded-For so per-address limits meter each simulated client.
    TRUST_PROXY: true,
  },
);
const app = await buildApp({ ...config, databaseUrl: database.url });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const clientAddress = (worker: number) => `10.77.${Math.floor(worker / 250)}.${(worker % 250) + 1}`;

async function cleanup() {
  await app.close().catch(() => undefined);
  await database.drop().catch(() => undefined);
  await cluster.stop().catch(() => undefined);
}

try {
  // One customer per client, signed in over HTTP like any caller.
  const passwordHash = await hashSecret(PASSWORD);
  const tokens: string[] = [];
  for (let worker = 0; worker < CONCURRENCY; worker += 1) {
    const email = `bench-${worker}-${randomUUID().slice(0, 6)}@example.cm`;
    await app.db('users').insert({
      first_name: 'Bench',
      last_name: `Client${worker}`,
      email,
      phone: `23767${String(1_000_000 + worker).padStart(7, '0')}`,
      role: 'customer',
      password_hash: passwordHash,
      is_active: true,
    });
    const response = await fetch(`${origin}/oauth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress(worker) },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
    tokens.push(((await response.json()) as { access_token: string }).access_token);
  }

  const statuses = new Map<number, number>();
  const references: string[] = [];
  /** Every key sent in the measured run, with who sent it, for the replay run. */
  const issued: { index: number; worker: number; key: string }[] = [];
  let replayed = 0;
  const charge = async (index: number, worker: number, key: string = randomUUID()) => {
    issued.push({ index, worker, key });
    const response = await fetch(`${origin}/api/v1/mobile-money/charge`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${tokens[worker]}`,
        'content-type': 'application/json',
        'idempotency-key': key,
        'x-forwarded-for': clientAddress(worker),
      },
      body: JSON.stringify({
        amount: 1000 + (index % 50) * 100,
        currency: 'XAF',
        phone: payerPhone(index),
        provider: 'mtn',
        customer: { name: `Bench Client ${worker}`, email: `client${worker}@example.cm` },
        narration: 'Benchmark charge',
      }),
    });
    const text = await response.text();
    if (response.headers.get('idempotent-replayed') === 'true') replayed += 1;
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    if (response.status === 201) references.push((JSON.parse(text) as { data: { reference: string } }).data.reference);
    else if (statuses.get(response.status) === 1)
      process.stdout.write(`first ${response.status}: ${text.slice(0, 300)}\n`);
  };

  await runConcurrently(WARMUP, CONCURRENCY, (index, worker) => charge(index, worker));
  statuses.clear();
  references.length = 0;
  issued.length = 0;

  const chargeRun = await runConcurrently(COUNT, CONCURRENCY, (index, worker) => charge(WARMUP + index, worker));
  const charges = figures(chargeRun.latencies, chargeRun.wallMs);
  const chargeStatuses = new Map(statuses);
  const chargedReferences = [...references];

  const pool = new pg.Pool({ connectionString: database.url, max: CONCURRENCY });
  // Settlement: wait until the charges are final, then read pending → completed from the database.
  const waitForSettlement = async (wanted: string[]) => {
    const started = Date.now();
    for (;;) {
      const { rows } = await pool.query<{ status: string; latency_ms: string | null }>(
        `select status, extract(epoch from (completed_at - created_at)) * 1000 as latency_ms
           from payments where reference = any($1)`,
        [wanted],
      );
      const open = rows.filter((row) => row.status !== 'success' && row.status !== 'failed').length;
      if (open === 0 || Date.now() - started > SETTLEMENT_TIMEOUT_MS) return rows;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  // Under load: the whole burst queues behind the job runner (PAYMENTS_WORKER_CONCURRENCY).
  const settled = await waitForSettlement(chargedReferences);
  // Replays, once the burst has settled: the same keys, owners and bodies again; each must answer the stored response.
  const originals = [...issued];
  statuses.clear();
  replayed = 0;
  const replayRun = await runConcurrently(originals.length, CONCURRENCY, async (index) => {
    const original = originals[index];
    if (original) await charge(original.index, original.worker, original.key);
  });
  const replays = figures(replayRun.latencies, replayRun.wallMs);
  const replayStatuses = new Map(statuses);
  const replayedCount = replayed;

  // Baseline, on a quiet system: the same number of one-row write transactions, 20 connections, same server.
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
  await runConcurrently(WARMUP, CONCURRENCY, (index) => insert(-1 - index));
  const baselineRun = await runConcurrently(COUNT, CONCURRENCY, (index) => insert(index));
  const baseline = figures(baselineRun.latencies, baselineRun.wallMs);

  // Unloaded: one charge per client once the queue is empty, the latency a single payer sees.
  references.length = 0;
  await runConcurrently(CONCURRENCY, CONCURRENCY, (index, worker) => charge(WARMUP + COUNT + index, worker));
  const settledIdle = await waitForSettlement([...references]);
  await pool.end();

  const row = (label: string, run: RunFigures) =>
    `${label.padEnd(34)}${run.count.toString().padStart(6)}${`${run.perSecond.toFixed(1)}/s`.padStart(11)}${ms(run.p50).padStart(11)}${ms(run.p99).padStart(11)}`;
  const lines = [
    `${CONCURRENCY} concurrent clients, ${COUNT} calls each side (after ${WARMUP} warm-up calls)`,
    `${'run'.padEnd(34)}${'calls'.padStart(6)}${'throughput'.padStart(11)}${'p50'.padStart(11)}${'p99'.padStart(11)}`,
    row('POST /mobile-money/charge (HTTP)', charges),
    row('same keys replayed (HTTP)', replays),
    row('baseline: 1-row INSERT tx (pg)', baseline),
    `charge / baseline: throughput ${(charges.perSecond / baseline.perSecond).toFixed(3)}×, p50 ${(charges.p50 / baseline.p50).toFixed(1)}×, p99 ${(charges.p99 / baseline.p99).toFixed(1)}×`,
    `replay / baseline: throughput ${(replays.perSecond / baseline.perSecond).toFixed(3)}×, p50 ${(replays.p50 / baseline.p50).toFixed(1)}×, p99 ${(replays.p99 / baseline.p99).toFixed(1)}×`,
    `charge answers: ${[...chargeStatuses].map(([status, count]) => `${status}×${count}`).join(', ')}; replays: ${[...replayStatuses].map(([status, count]) => `${status}×${count}`).join(', ')}, ${replayedCount} with Idempotent-Replayed: true`,
  ];
  const settlementLine = (label: string, rows: { status: string; latency_ms: string | null }[]) => {
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
  lines.push(
    'sandbox settlement, pending → success (test numbers that settle after ~2 s):',
    settlementLine(`  after the ${COUNT}-charge burst`, settled),
    settlementLine(`  ${CONCURRENCY} charges on an idle queue`, settledIdle),
  );
  process.stdout.write(`${lines.join('\n')}\n`);
  if ((chargeStatuses.get(201) ?? 0) === 0) process.exitCode = 1;
} catch (error) {
  process.stderr.write(`payments bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
