import pg from 'pg';
import { apiKeyDisplayPrefix, generateApiKey, hashApiKey } from '../../../api/services/api-keys/api-key-format.ts';
import { cloneTemplate, startTestCluster } from '../../helpers/test-database.ts';
import { figures, ms, percentile, type RunFigures, roundsFigures } from '../payments/stats.ts';
import { type AnswerCheck, exitWithVerdict, mergeAnswers, verdict } from '../shared/answers.ts';
import { runClientProcess } from '../shared/client-process.ts';
import { type MonitorFigures, monitorServer, residentBytes } from '../shared/server-monitor.ts';
import { apiEnvironment, type ServerProcess, startServerProcess } from '../shared/server-process.ts';
import type { GetPlan, GetResult } from './get-clients.ts';

/**
 * API reads with a key (issues 13 and 29): `GET /api/v1/accounts` with an API key over 50
 * concurrent keep-alive connections, the API as `npm start` runs it (api/server.ts: its
 * default LOG_LEVEL, request logs and usage counting on) in its own process, beside a
 * baseline measured in the same run on the same database: a bare Fastify route running the
 * same accounts query through `pg`, in its own process too. Rounds alternate between the two
 * so both meet the same machine noise (the median round counts); then one round at 200
 * connections. Each connection is one developer with one production key, member of one
 * approved institution (a live key needs one at every call); the keys' hourly and daily
 * limits and the institution's monthly quota are set high, and API_KEY_BURST_PER_SECOND
 * (the only setting lifted) lifts the per-second burst for the run.
 * While the API is loaded, /api/healthz and /api/readyz are probed as a load balancer would,
 * and the API's RSS is sampled.
 * Targets: at least half the baseline's throughput, p99 under 100 ms at 50 connections and
 * 150 ms at 200, health p99 under 50 ms, RSS under load under 450 MB, every call in the
 * request log, and every measured answer a 200 (any other fails the run, first one printed).
 *
 * BENCH_READS (default 5000) calls per round; BENCH_CONCURRENCY (50); BENCH_WIDE_CONCURRENCY
 * (200); BENCH_CPU_PROF_DIR.
 */
const READS = Number(process.env.BENCH_READS ?? 5000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const WIDE_CONCURRENCY = Number(process.env.BENCH_WIDE_CONCURRENCY ?? 200);
const ROUNDS = 5;
/** BENCH_CPU_PROF_DIR: the API writes a CPU profile there when it stops (open it in DevTools). */
const PROFILE_DIR = process.env.BENCH_CPU_PROF_DIR;
const WARMUP = 2000;
const MB = 1024 * 1024;
const TARGETS = { ratio: 0.5, p99: 100, wideP99: 150, healthP99: 50, rssUnderLoad: 450 * MB } as const;

const cluster = await startTestCluster();
const database = await cloneTemplate(cluster.adminUrl, cluster.templateDatabase);
const pool = new pg.Pool({ connectionString: database.url, max: 4 });
const servers: ServerProcess[] = [];

const load = (plan: GetPlan) => runClientProcess<GetPlan, GetResult>('tests/bench/api-read/get-clients.ts', plan);

try {
  // One approved institution, its monthly quota out of reach; one member developer per
  // connection, each with two accounts and a production key.
  const { rows: institution } = await pool.query<{ id: string }>(
    `insert into institutions (institution_name, institution_code, institution_type, registration_number,
                               contact_email, contact_phone, is_approved, approved_at, api_quota_limit)
     values ('Bench Bank', 'BENCH-READS', 'commercial_bank', 'RC/BENCH/1', 'bench@example.cm', '237699000000',
             true, now(), 1000000000000) returning id`,
  );
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
    await pool.query(`insert into institution_members (institution_id, user_id, role) values ($1, $2, 'member')`, [
      institution[0]?.id,
      userId,
    ]);
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

  const api = await startServerProcess('api/server.ts', /is running at http:\/\/[^:\s]+:(\d+)/, {
    env: apiEnvironment(database.url, { API_KEY_BURST_PER_SECOND: '1000000' }),
    nodeArgs: PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [],
  });
  servers.push(api);
  const bare = await startServerProcess('tests/bench/api-read/baseline-server.ts', /listening (\d+)/, {
    env: { DATABASE_URL: database.url },
  });
  servers.push(bare);
  const rssAtStart = await residentBytes(api.child.pid);
  // Connection `worker` speaks for developer `worker % CONCURRENCY` (200 connections share 50 keys).
  const apiPlan = (total: number, concurrency = CONCURRENCY): GetPlan => ({
    origin: api.origin,
    path: '/api/v1/accounts',
    concurrency,
    total,
    headersByWorker: Array.from({ length: concurrency }, (_, worker) => ({
      authorization: `Bearer ${keys[worker % keys.length]}`,
    })),
  });
  const basePlan = (total: number, concurrency = CONCURRENCY): GetPlan => ({
    origin: bare.origin,
    path: '/baseline/accounts',
    concurrency,
    total,
    headersByWorker: Array.from({ length: concurrency }, (_, worker) => ({
      'x-bench-user': users[worker % users.length] ?? '',
    })),
  });
  /** One API round with the health probes and the RSS sampler running beside it. */
  const monitored: MonitorFigures[] = [];
  const apiRound = async (plan: GetPlan) => {
    const monitor = monitorServer(api.origin, api.child.pid);
    try {
      return await load(plan);
    } finally {
      monitored.push(await monitor.stop());
    }
  };

  const warmup = await load(apiPlan(WARMUP));
  await load(basePlan(WARMUP));
  const apiRounds: GetResult[] = [];
  const baseRounds: GetResult[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    apiRounds.push(await apiRound(apiPlan(READS)));
    baseRounds.push(await load(basePlan(READS)));
  }
  const wide = await apiRound(apiPlan(READS, WIDE_CONCURRENCY));
  const wideBase = await load(basePlan(READS, WIDE_CONCURRENCY));
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const rssAfter = await residentBytes(api.child.pid);
  // SIGTERM: what is still buffered (request logs, key usage, institution usage) is written first.
  await api.stop();
  const calls =
    warmup.latencies.length + apiRounds.reduce((sum, r) => sum + r.latencies.length, 0) + wide.latencies.length;
  const written = await pool.query<{ logged: string; used: string; counted: string }>(
    `select (select count(*) from api_request_logs) as logged,
            (select coalesce(sum(usage_count), 0) from api_keys) as used,
            (select coalesce(sum(calls), 0) from institution_api_usage) as counted`,
  );
  const { logged, used, counted } = written.rows[0] ?? { logged: '0', used: '0', counted: '0' };

  const reads = roundsFigures(apiRounds);
  const baseline = roundsFigures(baseRounds);
  const wideFigures = figures(wide.latencies, wide.wallMs);
  const wideBaseFigures = figures(wideBase.latencies, wideBase.wallMs);
  const row = (label: string, of: RunFigures) =>
    `${label.padEnd(44)}${of.count.toString().padStart(7)}${`${of.perSecond.toFixed(1)}/s`.padStart(12)}${ms(of.p50).padStart(11)}${ms(of.p99).padStart(11)}`;
  const ratio = reads.perSecond / baseline.perSecond;
  const probes = ['/api/healthz', '/api/readyz'].map((probePath) => {
    const rounds = monitored.flatMap((figures) => figures.probes.filter((probe) => probe.path === probePath));
    const latencies = rounds.flatMap((probe) => probe.latencies).sort((a, b) => a - b);
    return {
      path: probePath,
      latencies,
      answers: mergeAnswers(rounds.map((probe) => probe.answers)),
      p99: percentile(latencies, 99),
    };
  });
  const rssUnderLoad = monitored.flatMap((figures) => figures.rss).filter((bytes) => Number.isFinite(bytes));
  const rssPeak = Math.max(...rssUnderLoad);
  const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
  const checks: AnswerCheck[] = [
    { label: `API, ${CONCURRENCY} connections`, answers: mergeAnswers(apiRounds), expected: [200] },
    { label: `API, ${WIDE_CONCURRENCY} connections`, answers: wide, expected: [200] },
    { label: 'baseline', answers: mergeAnswers([...baseRounds, wideBase]), expected: [200] },
    ...probes.map((probe) => ({ label: `${probe.path} under load`, answers: probe.answers, expected: [200] })),
  ];
  const outcome = verdict(checks, [
    { label: `throughput >= ${TARGETS.ratio}× baseline at ${CONCURRENCY} connections`, met: ratio >= TARGETS.ratio },
    { label: `p99 < ${TARGETS.p99} ms at ${CONCURRENCY} connections`, met: reads.p99 < TARGETS.p99 },
    { label: `p99 < ${TARGETS.wideP99} ms at ${WIDE_CONCURRENCY} connections`, met: wideFigures.p99 < TARGETS.wideP99 },
    ...probes.map((probe) => ({
      label: `${probe.path} p99 < ${TARGETS.healthP99} ms`,
      met: probe.p99 < TARGETS.healthP99,
    })),
    { label: `RSS under load < ${mb(TARGETS.rssUnderLoad)}`, met: rssPeak < TARGETS.rssUnderLoad },
    {
      label: 'every call in the request log, key usage and institution usage',
      met: [logged, used, counted].every((n) => Number(n) === calls),
    },
  ]);
  const lines = [
    `${CONCURRENCY} keep-alive connections (own process); ${ROUNDS} rounds of ${READS} reads each side, interleaved (after ${WARMUP} warm-up reads of each); then ${READS} at ${WIDE_CONCURRENCY} connections`,
    `${'run'.padEnd(44)}${'calls'.padStart(7)}${'throughput'.padStart(12)}${'p50'.padStart(11)}${'p99'.padStart(11)}`,
    row('GET /api/v1/accounts with an API key', reads),
    `${''.padEnd(44)}rounds: ${reads.rates.map((rate) => `${rate.toFixed(1)}/s`).join(', ')}`,
    row('baseline: bare Fastify + pg, same query', baseline),
    `${''.padEnd(44)}rounds: ${baseline.rates.map((rate) => `${rate.toFixed(1)}/s`).join(', ')}`,
    row(`API at ${WIDE_CONCURRENCY} connections`, wideFigures),
    row(`baseline at ${WIDE_CONCURRENCY} connections`, wideBaseFigures),
    `API / baseline: throughput ${ratio.toFixed(3)}×, p50 ${(reads.p50 / baseline.p50).toFixed(1)}×, p99 ${(reads.p99 / baseline.p99).toFixed(1)}×`,
    ...probes.map(
      (probe) =>
        `${probe.path} while loaded: ${probe.latencies.length} probes, p50 ${ms(percentile(probe.latencies, 50))}, p99 ${ms(probe.p99)}, max ${ms(probe.latencies.at(-1) ?? Number.NaN)}`,
    ),
    `API RSS: ${mb(rssAtStart)} at start, ${mb(rssPeak)} peak under load (last ${mb(rssUnderLoad.at(-1) ?? Number.NaN)}), ${mb(rssAfter)} 3 s after`,
    `written after SIGTERM, of ${calls} API calls: request log rows ${logged}, key usage ${used}, institution usage ${counted}`,
    ...outcome.lines,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  if (!outcome.met) process.exitCode = 1;
} catch (error) {
  process.stderr.write(`api-read bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
} finally {
  for (const server of servers) await server.stop().catch(() => undefined);
  await pool.end().catch(() => undefined);
  await database.drop().catch(() => undefined);
  await cluster.stop().catch(() => undefined);
}
exitWithVerdict();
