import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, describe, expect, it } from 'vitest';
import { JOBS } from '../../../api/repositories/payment-jobs-repository.ts';
import { type AppProcess, spawnAppProcess } from '../../helpers/app-process.ts';
import { freePort } from '../../helpers/free-port.ts';
import { type OwnPostgres, startOwnPostgres } from '../../helpers/own-postgres.ts';

const JOB_COUNT = 4000;
const OUTAGE_MS = 8000;

/**
 * Jobs that each read the database once: attempts that do not exist, so the payment task
 * returns at once. Thousands of them keep both runners busy, so the outage catches jobs in the
 * middle of their work and their completions on their way to the database.
 */
async function queueJobs(db: Knex, count: number): Promise<void> {
  await db.raw(
    `select graphile_worker.add_jobs(array(
       select row(?, json_build_object('attemptId', gen_random_uuid()), null, null, null, null, null, null)::graphile_worker.job_spec
         from generate_series(1, ?)))`,
    [JOBS.processAttempt, count],
  );
}

async function jobCounts(db: Knex): Promise<{ total: number; locked: number }> {
  const { rows } = (await db.raw(
    'select count(*)::int as total, (count(*) filter (where locked_at is not null))::int as locked from graphile_worker.jobs',
  )) as { rows: { total: number; locked: number }[] };
  return rows[0] ?? { total: 0, locked: 0 };
}

async function readiness(origin: string): Promise<{ status: number; jobRunner?: string } | null> {
  try {
    const response = await fetch(`${origin}/api/readyz`, { signal: AbortSignal.timeout(3000) });
    const body = (await response.json()) as { jobRunner?: string };
    return { status: response.status, jobRunner: body.jobRunner };
  } catch {
    return null;
  }
}

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | null | false>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

describe('the job runner through a PostgreSQL outage', () => {
  it('keeps the API (inline runner) and `npm run worker` alive, reports down meanwhile, and runs every job once the database is back', {
    timeout: 240_000,
  }, async () => {
    const postgres: OwnPostgres = await startOwnPostgres();
    cleanups.push(() => postgres.remove());
    const folder = await mkdtemp(path.join(tmpdir(), 'ob-outage-'));
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    await mkdir(path.join(folder, 'no-site'));
    const port = await freePort();
    const shared = {
      NODE_ENV: 'test',
      DATABASE_URL: postgres.url,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(folder, 'data'),
      UPLOADS_DIR: path.join(folder, 'uploads'),
      SITE_DIR: path.join(folder, 'no-site'),
      SEED_DEMO_DATA: 'false',
      PAYMENTS_WORKER_CONCURRENCY: '8',
      JOB_RUNNER_HEARTBEAT_MS: '500',
      JOB_RUNNER_DEAD_AFTER_MS: '3000',
    };
    const api: AppProcess = spawnAppProcess('api/server.ts', { ...shared, PAYMENTS_WORKER: 'inline' });
    cleanups.push(() => api.stop());
    const worker: AppProcess = spawnAppProcess('api/worker.ts', shared);
    cleanups.push(() => worker.stop());

    const origin = `http://127.0.0.1:${port}`;
    await api.waitFor(/is running at http:/);
    await until('the API ready with its runner', 60_000, async () => {
      const ready = await readiness(origin);
      return ready?.status === 200 && ready.jobRunner === 'ok';
    });
    await worker.waitFor(/Worker connected/);

    await queueJobs(postgres.db(), JOB_COUNT);
    // Both runners under way: the outage lands in the middle of their work.
    await until('jobs being run', 60_000, async () => (await jobCounts(postgres.db())).total < JOB_COUNT - 200);
    await postgres.stop();
    const stoppedAt = Date.now();
    // A beat or two may still look recent in the outage's first moments; after that, `down` throughout.
    const settled: string[] = [];
    while (Date.now() < stoppedAt + OUTAGE_MS) {
      const ready = await readiness(origin);
      if (ready && Date.now() > stoppedAt + 2500) settled.push(ready.jobRunner ?? 'missing');
      expect(api.alive(), api.output()).toBe(true);
      expect(worker.alive(), worker.output()).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(settled.length).toBeGreaterThan(0);
    expect(new Set(settled)).toEqual(new Set(['down']));

    await postgres.start();
    await until('the API ready again with its runner', 60_000, async () => {
      const ready = await readiness(origin);
      return ready?.status === 200 && ready.jobRunner === 'ok';
    });
    // Every job runs, those cut off by the outage included: none stays locked by a dead pool.
    await until('every job done', 120_000, async () => {
      const { total } = await jobCounts(postgres.db());
      return total === 0;
    });
    expect(await jobCounts(postgres.db())).toEqual({ total: 0, locked: 0 });
    expect(api.alive()).toBe(true);
    expect(worker.alive()).toBe(true);
    // Every runner fell silent in the outage, and none was taken for dead by the other for it:
    // a runner judges another only after its own beats have reached the database for longer
    // than the threshold (3 s here, the outage 8 s).
    for (const process of [api, worker]) {
      expect(process.output()).not.toMatch(/job runner stopped beating/);
      expect(process.output()).not.toMatch(/had been swept by another runner/);
    }
    // The worker said it lost the database, and that it was back.
    expect(worker.output()).toMatch(/job runner heartbeat failed/);
    expect(worker.output()).toMatch(/job runner reaches the database again/);

    // And both still stop cleanly.
    expect(await api.stop()).toEqual({ code: 0, signal: null });
    expect(await worker.stop()).toEqual({ code: 0, signal: null });
  });
});
