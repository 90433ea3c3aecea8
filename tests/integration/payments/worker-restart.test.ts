import { Logger, run } from 'graphile-worker';
import { describe, expect } from 'vitest';
import type { JobContext } from '../../../api/jobs/context.ts';
import { startJobRunner } from '../../../api/jobs/runner-supervisor.ts';
import { paymentTaskList } from '../../../api/jobs/task-list.ts';
import type { ProviderAdapters } from '../../../api/providers/index.ts';
import { JOBS } from '../../../api/repositories/payment-jobs-repository.ts';
import { enqueuePollAttempt, enqueueProcessAttempt } from '../../../api/services/payments/job-queue.ts';
import { settleAttempt } from '../../../api/services/payments/settle-attempt.ts';
import {
  customer,
  it,
  ledgerOf,
  mtnNumber,
  orangeNumber,
  type PaymentsApp,
  paymentState,
  runJobs,
  type SignedIn,
  waitUntilFinal,
} from './payment-harness.ts';

async function charge(
  harness: PaymentsApp,
  alice: SignedIn,
  phone: string,
  request: { url: string; payload: Record<string, unknown> } = {
    url: '/api/v1/mobile-money/charge',
    payload: { amount: 2000, phone, provider: 'mtn', customer },
  },
): Promise<{ reference: string; attemptId: string }> {
  const response = await harness.app.inject({
    method: 'POST',
    url: request.url,
    headers: alice.headers,
    payload: request.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  const reference = (response.json() as { data: { reference: string } }).data.reference;
  const attempt = await harness.app
    .db('payment_attempts as a')
    .join('payments as p', 'p.id', 'a.payment_id')
    .where('p.reference', reference)
    .first('a.id');
  return { reference, attemptId: attempt.id };
}

async function ledgerTransactions(harness: PaymentsApp, reference: string): Promise<number> {
  return new Set((await ledgerOf(harness, reference)).map((posting) => posting.transaction_id)).size;
}

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('a worker that stops and restarts', () => {
  it('finishes a job it was stopped in the middle of, and the next worker completes the payment once', async ({
    listening: harness,
    customer: alice,
  }) => {
    const entered = deferred();
    const release = deferred();
    const real = harness.app.providers;
    // The provider answers only when the test says so, so the runner is stopped mid-job.
    const slowProviders: ProviderAdapters = {
      ...real,
      mobileMoney: (code) => {
        const adapter = real.mobileMoney(code);
        return {
          ...adapter,
          initiate: async (request) => {
            entered.resolve();
            await release.promise;
            return adapter.initiate(request);
          },
        };
      },
    };
    const ctx: JobContext = { ...harness.app.paymentJobs, providers: slowProviders };
    const runnerOptions = {
      connectionString: harness.databaseUrl,
      concurrency: 1,
      pollInterval: 200,
      heartbeatMs: harness.app.config.JOB_RUNNER_HEARTBEAT_MS,
      deadAfterMs: harness.app.config.JOB_RUNNER_DEAD_AFTER_MS,
    };
    const first = startJobRunner(ctx, runnerOptions);
    const { reference } = await charge(harness, alice, mtnNumber('00'));
    await entered.promise;
    const stopping = first.stop(Date.now() + 30_000);
    setTimeout(() => release.resolve(), 300);
    await stopping;
    // Stopped: the accepted attempt waits for its poll (or the callback).
    expect(['processing', 'success']).toContain((await paymentState(harness, reference)).status);

    const second = startJobRunner(harness.app.paymentJobs, runnerOptions);
    try {
      expect((await waitUntilFinal(harness, reference)).status).toBe('success');
    } finally {
      await second.stop(Date.now() + 30_000);
    }
    expect(await ledgerTransactions(harness, reference)).toBe(1);
  });

  it('posts the ledger once when a worker dies after committing but before finishing its job', async ({
    listening: harness,
    customer: alice,
  }) => {
    const { reference, attemptId } = await charge(harness, alice, mtnNumber('00'));
    const real = paymentTaskList(harness.app.paymentJobs);
    // The first worker does the work, then "dies" before graphile-worker records the job as done.
    const dying = await run({
      connectionString: harness.databaseUrl,
      concurrency: 1,
      pollInterval: 200,
      noHandleSignals: true,
      logger: new Logger(() => () => {}),
      taskList: {
        [JOBS.processAttempt]: async (payload, helpers) => {
          await real[JOBS.processAttempt]?.(payload, helpers);
          throw new Error('worker process killed');
        },
        [JOBS.pollAttempt]: async (payload, helpers) => {
          await real[JOBS.pollAttempt]?.(payload, helpers);
          throw new Error('worker process killed');
        },
      },
    });
    const processingOrDone = async () => {
      for (let round = 0; round < 100; round += 1) {
        const state = await paymentState(harness, reference);
        if (state.status !== 'pending') return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    await processingOrDone();
    await waitUntilFinal(harness, reference);
    await dying.stop();
    expect(await ledgerTransactions(harness, reference)).toBe(1);

    // Whatever runs again afterwards (the re-queued jobs, an extra poll, a duplicate job, more
    // settlements at once) finds the payment final and changes nothing.
    await enqueueProcessAttempt(harness.app.store, attemptId);
    await enqueuePollAttempt(harness.app.store, attemptId, 0);
    await harness.app.db.raw(`update graphile_worker._private_jobs set run_at = now()`);
    await runJobs(harness);
    const again = await Promise.all(
      Array.from({ length: 10 }, () => settleAttempt(harness.app.store, attemptId, { status: 'success' })),
    );
    expect(again.filter(Boolean)).toHaveLength(0);
    expect(await ledgerTransactions(harness, reference)).toBe(1);
    const events = await harness.app
      .db('payment_events as e')
      .join('payments as p', 'p.id', 'e.payment_id')
      .where('p.reference', reference)
      .pluck('e.type');
    expect(events.sort()).toEqual(['payment.completed', 'payment.created']);
  });

  it.for<[string, { url: string; payload: Record<string, unknown> }]>([
    [
      'MTN',
      {
        url: '/api/v1/mobile-money/charge',
        payload: { amount: 2000, phone: mtnNumber('47'), provider: 'mtn', customer },
      },
    ],
    [
      'Orange',
      {
        url: '/api/v1/mobile-money/charge',
        payload: { amount: 2000, phone: orangeNumber('47'), provider: 'orange', customer },
      },
    ],
    [
      'GIMAC',
      {
        url: '/api/v1/gimac/bank-to-mobile',
        payload: {
          amount: 2000,
          bankAccount: '10005000123456789',
          bankCode: 'ECOBANK_CM',
          mobilePhone: mtnNumber('47'),
          mobileProvider: 'MTN_CM',
          customer,
        },
      },
    ],
  ])(
    'settles a %s payment from the provider callback alone (no poll runs)',
    async ([_provider, request], { listening: harness, customer: alice }) => {
      const { reference } = await charge(harness, alice, '', request);
      await runJobs(harness);
      expect((await paymentState(harness, reference)).status).toBe('processing');
      // Only the simulator's callback to /api/v1/provider-callbacks can finish it now.
      expect((await waitUntilFinal(harness, reference, { timeoutMs: 15_000 })).status).toBe('success');
      expect(await ledgerTransactions(harness, reference)).toBe(1);
    },
  );
});
