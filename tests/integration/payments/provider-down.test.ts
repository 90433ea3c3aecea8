import { describe, expect } from 'vitest';
import { pollPaymentAttempt } from '../../../api/jobs/poll-payment-attempt.ts';
import { processPaymentAttempt, TransientProviderError } from '../../../api/jobs/process-payment-attempt.ts';
import { PROCESS_MAX_ATTEMPTS } from '../../../api/repositories/payment-jobs-repository.ts';
import {
  createPayment,
  customer,
  it,
  jobsFor,
  ledgerOf,
  mtnNumber,
  orangeNumber,
  PAYMENTS_APP_OPTIONS,
  paymentState,
  runJobs,
} from './payment-harness.ts';

/** Providers that never answer (nothing listens there): every call is a transient network failure. */
const NOWHERE = 'http://127.0.0.1:9';

it.override('appOptions', {
  ...PAYMENTS_APP_OPTIONS,
  MTN_MOMO_BASE_URL: NOWHERE,
  GIMAC_BASE_URL: NOWHERE,
  PROVIDER_TIMEOUT_MS: 500,
  PAYMENTS_MAX_PENDING_SECONDS: 5,
});

describe('a provider that does not answer', () => {
  it('is retried by the queue with backoff, the payment staying pending meanwhile', async ({
    listening: harness,
    customer: alice,
  }) => {
    const { reference, attemptId } = await createPayment(harness, alice, '/api/v1/mobile-money/charge', {
      amount: 1000,
      phone: mtnNumber('00'),
      provider: 'mtn',
      customer,
    });
    await runJobs(harness);
    const [job] = await jobsFor(harness, attemptId);
    expect(job).toMatchObject({ task: 'process_payment_attempt', attempts: 1, max_attempts: PROCESS_MAX_ATTEMPTS });
    expect((await paymentState(harness, reference)).status).toBe('pending');
  });

  it('keeps a GIMAC transfer pending once the retry budget is spent', async ({
    listening: harness,
    customer: alice,
  }) => {
    const { reference, attemptId } = await createPayment(harness, alice, '/api/v1/gimac/bank-to-mobile', {
      amount: 2000,
      bankAccount: '10005000123456789',
      bankCode: 'AFRILAND_CM',
      mobilePhone: orangeNumber('00'),
      mobileProvider: 'ORANGE_CM',
      customer,
    });
    const ctx = harness.app.paymentJobs;
    await expect(processPaymentAttempt(ctx, attemptId, { attempt: 1, maxAttempts: 3 })).rejects.toBeInstanceOf(
      TransientProviderError,
    );
    // The last run does not fail the payment: GIMAC may have received the transfer. Polling asks
    // GIMAC about the reference until it answers.
    await processPaymentAttempt(ctx, attemptId, { attempt: 3, maxAttempts: 3 });
    expect(await paymentState(harness, reference)).toMatchObject({ status: 'pending', failure_code: null });
    expect((await jobsFor(harness, attemptId)).map((job) => job.task)).toContain('poll_payment_attempt');
    await pollPaymentAttempt(ctx, attemptId, 0);
    expect((await paymentState(harness, reference)).status).toBe('pending');
    expect(await ledgerOf(harness, reference)).toEqual([]);
  });

  it('polls an MTN request it may have created and, past the maximum age, marks it unresolved instead of failing it', async ({
    listening: harness,
    customer: alice,
  }) => {
    const { reference, attemptId } = await createPayment(harness, alice, '/api/v1/mobile-money/charge', {
      amount: 1000,
      phone: mtnNumber('00'),
      provider: 'mtn',
      customer,
    });
    const ctx = harness.app.paymentJobs;
    await expect(processPaymentAttempt(ctx, attemptId, { attempt: 1, maxAttempts: 2 })).rejects.toThrow();
    // MTN's X-Reference-Id is ours: kept, so a resend is recognised as the same request.
    const kept = await harness.app.db('payment_attempts').where({ id: attemptId }).first('provider_reference');
    expect(kept.provider_reference).toMatch(/^[0-9a-f-]{36}$/);
    await processPaymentAttempt(ctx, attemptId, { attempt: 2, maxAttempts: 2 });
    // Never accepted as far as we know, so not shown as processing; polling asks MTN by the reference.
    expect((await paymentState(harness, reference)).status).toBe('pending');
    await pollPaymentAttempt(ctx, attemptId, 0);
    expect((await paymentState(harness, reference)).status).toBe('pending');
    await harness.app
      .db('payment_attempts')
      .where({ id: attemptId })
      .update({ created_at: harness.app.db.raw(`now() - interval '10 seconds'`) });
    await pollPaymentAttempt(ctx, attemptId, 1);
    // MTN may have collected: only its own answer (or its settlement statement) may end the payment.
    expect(await paymentState(harness, reference)).toMatchObject({ status: 'pending', failure_code: null });
    const unresolved = await harness.app
      .db('payment_attempts')
      .where({ id: attemptId })
      .first('unresolved_since', 'unresolved_reason');
    expect(unresolved.unresolved_since).toBeInstanceOf(Date);
    expect(unresolved.unresolved_reason).toBe('status_unreadable');
    const [poll] = (await jobsFor(harness, attemptId)).filter((job) => job.task === 'poll_payment_attempt');
    expect(poll?.runAfterSeconds).toBeGreaterThan(250);
  });
});
