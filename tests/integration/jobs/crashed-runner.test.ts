import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect } from 'vitest';
import type { JobContext } from '../../../api/jobs/context.ts';
import { startJobRunner } from '../../../api/jobs/runner-supervisor.ts';
import { providerAdaptersFor } from '../../../api/providers/index.ts';
import { type AppProcess, spawnAppProcess } from '../../helpers/app-process.ts';
import { type HeldRequest, startHoldingMtn } from '../../helpers/holding-mtn.ts';
import { customer, it, mtnNumber, type PaymentsApp, paymentState, type SignedIn } from '../payments/payment-harness.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

async function charge(harness: PaymentsApp, alice: SignedIn): Promise<string> {
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/v1/mobile-money/charge',
    headers: alice.headers,
    payload: { amount: 1500, phone: mtnNumber('00'), provider: 'mtn', customer },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { reference: string } }).data.reference;
}

async function until(what: string, timeoutMs: number, probe: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Two runs of one payment's provider call overlapped: the same job ran twice at the same time. */
function overlapping(requests: HeldRequest[]): HeldRequest[] {
  return requests.filter((request, index) =>
    requests.some(
      (other, otherIndex) =>
        otherIndex !== index &&
        other.reference === request.reference &&
        other.openedAt >= request.openedAt &&
        (request.closedAt === null || other.openedAt < request.closedAt),
    ),
  );
}

describe('a job runner killed while it holds jobs', () => {
  it('has them run by another runner within 60 s, never while a live runner still runs its own', {
    timeout: 180_000,
  }, async ({ listening: harness, customer: alice }) => {
    const mtn = await startHoldingMtn();
    cleanups.push(() => mtn.close());
    const folder = await mkdtemp(path.join(tmpdir(), 'ob-crashed-runner-'));
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    const port = new URL(harness.origin).port;
    // `npm run worker` as deployed: the default heartbeat and dead-runner thresholds.
    const workerEnv = (name: string, concurrency: number) => ({
      NODE_ENV: 'test',
      DATABASE_URL: harness.databaseUrl,
      HOST: '127.0.0.1',
      PORT: port,
      DATA_DIR: path.join(folder, name),
      UPLOADS_DIR: path.join(folder, name, 'uploads'),
      MTN_MOMO_BASE_URL: mtn.origin,
      // The provider call blocks for as long as the fake provider holds it.
      PROVIDER_TIMEOUT_MS: '120000',
      PAYMENTS_WORKER_CONCURRENCY: String(concurrency),
    });
    const doomed: AppProcess = spawnAppProcess('api/worker.ts', workerEnv('doomed', 4));
    cleanups.push(() => doomed.stop());
    await doomed.waitFor(/Worker connected/);
    const doomedPayments: string[] = [];
    for (let index = 0; index < 4; index += 1) doomedPayments.push(await charge(harness, alice));
    await until('the first worker holding its 4 jobs', 30_000, () => mtn.open().length === 4);

    // A second worker, alive throughout, takes the next two payments (the first is full).
    const survivor: AppProcess = spawnAppProcess('api/worker.ts', workerEnv('survivor', 2));
    cleanups.push(() => survivor.stop());
    await survivor.waitFor(/Worker connected/);
    const survivorPayments = [await charge(harness, alice), await charge(harness, alice)];
    await until('the second worker holding its 2 jobs', 30_000, () => mtn.open().length === 6);

    // The runner that recovers the crashed one's jobs (in this process, the defaults too).
    const ctx: JobContext = {
      ...harness.app.paymentJobs,
      providers: providerAdaptersFor({ ...harness.app.config, MTN_MOMO_BASE_URL: mtn.origin }, () => harness.origin),
    };
    const rescuer = startJobRunner(ctx, {
      connectionString: harness.databaseUrl,
      concurrency: 4,
      heartbeatMs: harness.app.config.JOB_RUNNER_HEARTBEAT_MS,
      deadAfterMs: harness.app.config.JOB_RUNNER_DEAD_AFTER_MS,
    });
    cleanups.push(() => rescuer.stop(Date.now() + 10_000));
    await until('the rescuer running', 30_000, () => rescuer.status() === 'ok');

    mtn.hold(false);
    doomed.child.kill('SIGKILL');
    const killedAt = Date.now();
    await doomed.exited;
    await until('the crashed worker’s payments settled', 60_000, async () => {
      const states = await Promise.all(doomedPayments.map((reference) => paymentState(harness, reference)));
      return states.every((state) => state.status === 'success');
    });
    const recoveredAfter = Date.now() - killedAt;
    expect(recoveredAfter).toBeLessThan(60_000);

    // Each crashed job ran again only once its first run was gone (its connection died with it),
    // and asked MTN about the X-Reference-Id its first run had sent instead of sending it again.
    expect(overlapping(mtn.requests)).toEqual([]);
    for (const reference of doomedPayments) {
      expect(mtn.requests.filter((request) => request.reference === reference)).toHaveLength(1);
    }
    // The live worker's jobs were never taken from it: one call each, still held, still its own.
    for (const reference of survivorPayments) {
      const calls = mtn.requests.filter((request) => request.reference === reference);
      expect(calls).toHaveLength(1);
      expect(calls[0]?.closedAt).toBeNull();
      expect((await paymentState(harness, reference)).status).toBe('pending');
    }
    const runners = await harness.app.db('job_runner_heartbeats').pluck('runner_id');
    expect(runners).toHaveLength(2);
    expect(runners).toContain(rescuer.runnerId);

    // Let the survivor finish, and stop both runners: no job of theirs stays locked.
    mtn.answerHeld();
    expect(await survivor.stop()).toEqual({ code: 0, signal: null });
    await rescuer.stop(Date.now() + 10_000);
    const locked = await harness.app.db.raw(
      'select count(*)::int as n from graphile_worker.jobs where locked_at is not null',
    );
    expect(locked.rows[0].n).toBe(0);
    expect(await harness.app.db('job_runner_heartbeats').count('* as n')).toEqual([{ n: '0' }]);
  });
});
