import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { apiKeyDisplayPrefix, generateApiKey, hashApiKey } from '../../../api/services/api-keys/api-key-format.ts';
import { cloneTemplate, startTestCluster } from '../../helpers/test-database.ts';
import { ms, type RunFigures, roundsFigures } from '../payments/stats.ts';
import type { GetPlan, GetResult } from './get-clients.ts';

/**
 * API reads with a key (issue 13): `GET /api/v1/accounts` with an API key over 50 concurrent
 * keep-alive connections, the API as `npm start` runs it (api/server.ts) in its own process,
 * beside a baseline measured in the same run on the same database: a bare Fastify route
 * running the same accounts query through `pg`, in its own process too. Rounds alternate
 * between the two so both meet the same machine noise (the median round counts).
 * Each connection is one developer with one production key; the keys' hourly and daily
 * limits are set high and API_KEY_BURST_PER_SECOND lifts the per-second burst for the run.
 * Target: at least half the baseline's throughput and p99 under 100 ms.
 *
 * BENCH_READS (default 5000) calls per round; BENCH_CONCURRENCY (50); BENCH_CPU_PROF_DIR.
 */
const READS = Number(process.env.BENCH_READS ?? 5000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const ROUNDS = 5;
/** BENCH_CPU_PROF_DIR: the API writes a CPU profile there when it stops (open it in DevTools). */
const PROFILE_DIR = process.env.BENCH_CPU_PROF_DIR;
const WARMUP = 2000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const cluster = await startTestCluster();
const database = await cloneTemplate(cluster.adminUrl, cluster.templateDatabase);
const env = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  SITE_DIR: '.data/no-site',
  SEED_DEMO_DATA: 'false',
  PAYMENTS_WORKER: 'off',
  API_KEY_BURST_PER_SECOND: '1000000',
  DATABASE_URL: database.url,
  HOST: '127.0.0.1',
  PORT: '0',
};
const pool = new pg.Pool({ connectionString: database.url, max: 4 });
const children: ChildProcess[] = [];

/** Starts a script in its own process and resolves with the port it prints. */
function startServer(script: string, pattern: RegExp, profile = false): Promise<string> {
  const profiling = profile && PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profiling, path.join(root, script)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let printed = '';
    child.stdout.on('data', (chunk: Buffer) => {
      printed += chunk.toString('utf8');
      const port = pattern.exec(printed)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before listening: ${printed}`)));
  });
}

function load(plan: GetPlan): Promise<GetResult> {
  const child = spawn(process.execPath, [path.join(root, 'tests/bench/api-read/get-clients.ts')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stdin.end(JSON.stringify(plan));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`GET clients exited with ${code}`));
      resolve(JSON.parse(Buffer.concat(output).toString('utf8')) as GetResult);
    });
  });
}

async function stopAll() {
  for (const child of children) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

try {
  // One developer per connection, each with two accounts and a production key.
  const users: string[] = [];
  const keys: string[] = [];
  for (let worker = 0; worker < CONCURRENCY; worker += 1) {
    const { rows } = await pool.query<{ id: string }>(
      `insert into users (first_name, last_name, email, role, password_hash)
       values ('Bench', $1, $2, 'customer', 'not-a-real-hash') returning id`,
      [`Reader${worker}`, `bench-reader-${worker}-${Date.now()}@example.cm`],
    );
    const userId = rows[0]?.id ?? '';
    users.push(userId);
    for (const [index, type] of (['checking', 'savings'] as const).entries()) {
      await pool.query('insert into accounts (user_id, account_number, account_type) values ($1, $2, $3)', [
        userId,
        `BENCH${String(worker).padStart(4, '0')}${index}0000`,
        type,
      ]);
    }
    const key = generateApiKey('production');
    await pool.query(
      `insert into api_keys (user_id, name, environment, key_prefix, key_hash, scopes, rate_limit_per_hour, rate_limit_per_day)
       values ($1, 'Bench', 'production', $2, $3, '{accounts:read}', 100000000, 100000000)`,
      [userId, apiKeyDisplayPrefix(key), hashApiKey(key)],
    );
    keys.push(key);
  }

  const api = await startServer('api/server.ts', /is running at http:\/\/[^:\s]+:(\d+)/, true);
  const bare = await startServer('tests/bench/api-read/baseline-server.ts', /listening (\d+)/);
  const apiPlan = (total: number): GetPlan => ({
    origin: api,
    path: '/api/v1/accounts',
    concurrency: CONCURRENCY,
    total,
    headersByWorker: keys.map((key) => ({ authorization: `Bearer ${key}` })),
  });
  const basePlan = (total: number): GetPlan => ({
    origin: bare,
    path: '/baseline/accounts',
    concurrency: CONCURRENCY,
    total,
    headersByWorker: users.map((user) => ({ 'x-bench-user': user })),
  });

  await load(apiPlan(WARMUP));
  await load(basePlan(WARMUP));
  const apiRounds: GetResult[] = [];
  const baseRounds: GetResult[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    apiRounds.push(await load(apiPlan(READS)));
    baseRounds.push(await load(basePlan(READS)));
  }
  const reads = roundsFigures(apiRounds);
  const baseline = roundsFigures(baseRounds);
  const logged = await pool.query<{ count: string }>('select count(*) from api_request_logs');

  const row = (label: string, of: RunFigures) =>
    `${label.padEnd(40)}${of.count.toString().padStart(7)}${`${of.perSecond.toFixed(1)}/s`.padStart(12)}${ms(of.p50).padStart(11)}${ms(of.p99).padStart(11)}`;
  const statuses = (results: GetResult[]) =>
    results
      .map((result) =>
        Object.entries(result.statuses)
          .map(([status, count]) => `${status}×${count}`)
          .join(', '),
      )
      .join(' | ');
  const ratio = reads.perSecond / baseline.perSecond;
  const met = ratio >= 0.5 && reads.p99 < 100;
  const lines = [
    `${CONCURRENCY} keep-alive connections (own process); ${ROUNDS} rounds of ${READS} reads each side, interleaved (after ${WARMUP} warm-up reads of each)`,
    `${'run'.padEnd(40)}${'calls'.padStart(7)}${'throughput'.padStart(12)}${'p50'.padStart(11)}${'p99'.padStart(11)}`,
    row('GET /api/v1/accounts with an API key', reads),
    `${''.padEnd(40)}rounds: ${reads.rates.map((rate) => `${rate.toFixed(1)}/s`).join(', ')}`,
    row('baseline: bare Fastify + pg, same query', baseline),
    `${''.padEnd(40)}rounds: ${baseline.rates.map((rate) => `${rate.toFixed(1)}/s`).join(', ')}`,
    `API / baseline: throughput ${ratio.toFixed(3)}×, p50 ${(reads.p50 / baseline.p50).toFixed(1)}×, p99 ${(reads.p99 / baseline.p99).toFixed(1)}×`,
    `target: >= 0.5× baseline throughput and p99 < 100 ms: ${met ? 'met' : 'NOT met'}`,
    `answers: API ${statuses(apiRounds)}; baseline ${statuses(baseRounds)}${apiRounds.find((r) => r.firstFailure)?.firstFailure ? `; first API failure ${apiRounds.find((r) => r.firstFailure)?.firstFailure}` : ''}`,
    `request log rows written: ${logged.rows[0]?.count} (of ${WARMUP + ROUNDS * READS} calls; the last batch may still be in flight)`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  if (apiRounds.some((result) => !result.statuses['200'])) process.exitCode = 1;
} catch (error) {
  process.stderr.write(`api-read bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await stopAll().catch(() => undefined);
  await pool.end().catch(() => undefined);
  await database.drop().catch(() => undefined);
  await cluster.stop().catch(() => undefined);
}
