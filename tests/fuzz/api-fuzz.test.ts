import { randomInt } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hashApiKey } from '../../api/services/api-keys/api-key-format.ts';
import { DEMO_SANDBOX_API_KEY } from '../../db/seeds/demo-api-key.ts';
import { monitorHealth } from '../helpers/fuzz/health-monitor.ts';
import type { OpenApiDocument } from '../helpers/fuzz/openapi-operations.ts';
import { type ServerProcess, startServerProcess } from '../helpers/fuzz/server-process.ts';
import { type FuzzReport, runFuzzer } from '../helpers/fuzz/walker.ts';
import { cloneTemplate } from '../helpers/test-database.ts';

/**
 * The schema-derived fuzzer (tests/helpers/fuzz/): every operation of /api/openapi.json, bad
 * input of every kind, as every kind of caller, against the real server in its own process.
 * In `npm test`: a fixed seed and a count that fits CI. `npm run fuzz` (FUZZ_NIGHTLY=1): 20 000
 * cases and a random seed, printed; FUZZ_CASES and FUZZ_SEED override both.
 */
const nightly = process.env.FUZZ_NIGHTLY === '1';
const CI_CASES = 4_000;
const cases = Number(process.env.FUZZ_CASES ?? (nightly ? 20_000 : CI_CASES));
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : nightly ? randomInt(2 ** 31) : 20_261_125;
const HEALTH_LIMIT_MS = 1_000;
const BODY_LIMIT_BYTES = 1_048_576;

let database: { url: string; drop: () => Promise<void> } | undefined;
let server: ServerProcess | undefined;

beforeAll(async () => {
  database = await cloneTemplate(inject('pgAdminUrl'), inject('pgTemplateDatabase'));
  server = await startServerProcess({
    DATABASE_URL: database.url,
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    SITE_DIR: '.data/no-site',
    SEED_DEMO_DATA: 'true',
    BODY_LIMIT_BYTES: String(BODY_LIMIT_BYTES),
    PAYMENTS_WORKER: 'off',
    // Each request comes from its own address (X-Forwarded-For), so per-address limits meter
    // clients rather than stopping the fuzzer after a few requests per route.
    TRUST_PROXY: 'true',
  });
  // The same for the demo key's own hourly and daily limits.
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query(
      'update api_keys set rate_limit_per_hour = 100000000, rate_limit_per_day = 100000000 where key_hash = $1',
      [hashApiKey(DEMO_SANDBOX_API_KEY)],
    );
  } finally {
    await client.end();
  }
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

function summary(report: FuzzReport): string {
  const failures = report.failures.map((failure) => `  ${failure.key} (×${failure.count})\n    ${failure.example}`);
  return [
    `${report.failures.length} distinct problems (seed ${seed}, FUZZ_SEED=${seed} repeats the run):`,
    ...failures,
  ].join('\n');
}

describe('the API under schema-derived fuzzing', () => {
  it(
    'answers every bad input with a 4xx envelope it documents, leaks nothing, and stays healthy',
    async () => {
      if (!server) throw new Error('the server did not start');
      process.stdout.write(`API fuzz: ${cases} cases, seed ${seed}\n`);
      const document = (await (await fetch(new URL('/api/openapi.json', server.origin))).json()) as OpenApiDocument;
      const health = monitorHealth(server.origin);
      const report = await runFuzzer(document, {
        origin: server.origin,
        cases,
        seed,
        concurrency: 4,
        bodyLimit: BODY_LIMIT_BYTES,
        serverErrors: server.errorLogs,
      });
      const latency = await health.stop();
      process.stdout.write(
        `API fuzz: ${report.requests} requests over ${report.operations} operations (${report.probes} probes) in ${(report.durationMs / 1000).toFixed(1)} s; statuses ${JSON.stringify(report.statuses)}; ${report.resetsBeforeAnswer} resets before a 413\n` +
          `API fuzz: slowest ${report.slowest.join('; ')}\n` +
          `API fuzz: healthz ${JSON.stringify(latency.healthz)} ms, readyz ${JSON.stringify(latency.readyz)} ms\n`,
      );

      expect(server.exitCode(), 'the server process ended during the run').toBeNull();
      expect(report.failures.length, summary(report)).toBe(0);
      for (const [name, figures] of Object.entries(latency)) {
        expect(figures.failures, `${name} failed while the fuzzer ran`).toBe(0);
        expect(figures.max, `${name} took ${figures.max.toFixed(0)} ms at worst`).toBeLessThan(HEALTH_LIMIT_MS);
      }
    },
    60_000 + cases * 30,
  );
});
