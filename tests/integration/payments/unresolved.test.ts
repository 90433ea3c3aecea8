import { describe, expect } from 'vitest';
import { pollPaymentAttempt } from '../../../api/jobs/poll-payment-attempt.ts';
import { processPaymentAttempt } from '../../../api/jobs/process-payment-attempt.ts';
import { providerAdaptersFor } from '../../../api/providers/index.ts';
import { createPaymentsRepository } from '../../../api/repositories/payments-repository.ts';
import { settleUnresolvedFromStatements } from '../../../api/services/payments/settle-from-statements.ts';
import {
  createPayment,
  customer,
  ledgerOf,
  mtnNumber,
  PAYMENTS_APP_OPTIONS,
  type PaymentsApp,
  paymentState,
  it as paymentsIt,
  type SignedIn,
} from './payment-harness.ts';

const it = paymentsIt.override('appOptions', { ...PAYMENTS_APP_OPTIONS, PAYMENTS_MAX_PENDING_SECONDS: 5 });

const RUN = { attempt: 1, maxAttempts: 5 };

const mtnCharge = (harness: PaymentsApp, alice: SignedIn, ending: string) =>
  createPayment(harness, alice, '/api/v1/mobile-money/charge', {
    amount: 3000,
    phone: mtnNumber(ending),
    provider: 'mtn',
    customer,
  });

/** The attempt began `seconds` ago (the pending deadline is 5 s). */
async function backdate(harness: PaymentsApp, attemptId: string, seconds: number) {
  await harness.app
    .db('payment_attempts')
    .where({ id: attemptId })
    .update({ created_at: harness.app.db.raw(`now() - make_interval(secs => ?)`, [seconds]) });
}

const jobContext = (harness: PaymentsApp) => harness.app.paymentJobs;

describe('a payment without the provider’s final word', () => {
  it('is unresolved past the deadline, listed for staff, and settled by the day’s statement', async ({
    listening: harness,
    customer: alice,
    auditor,
  }) => {
    // 04 stays PENDING at MTN for 10 s: past our 5 s deadline MTN still says pending.
    const { reference, attemptId, requestReference } = await mtnCharge(harness, alice, '04');
    await processPaymentAttempt(jobContext(harness), attemptId, RUN);
    await backdate(harness, attemptId, 6);
    await pollPaymentAttempt(jobContext(harness), attemptId, 3);
    expect(await paymentState(harness, reference)).toMatchObject({ status: 'processing', failure_code: null });

    const listed = await harness.app.inject({
      method: 'GET',
      url: '/api/v1/payments/unresolved',
      headers: { authorization: `Bearer ${auditor.token}` },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    expect(listed.json().data).toEqual([
      expect.objectContaining({ reference, provider: 'mtn', amount: 3000, reason: 'provider_pending', attempt: 1 }),
    ]);

    // MTN settles it; its statement of today lists it: the statement settles the payment.
    await harness.app
      .db('sandbox_provider_transactions')
      .where({ merchant_reference: requestReference })
      .update({ settles_at: harness.app.db.fn.now() });
    expect(await settleUnresolvedFromStatements(jobContext(harness))).toEqual({ succeeded: 1, failed: 0 });
    expect((await paymentState(harness, reference)).status).toBe('success');
    const postings = await ledgerOf(harness, reference);
    expect(new Set(postings.map((posting) => posting.transaction_id)).size).toBe(1);
    expect(postings.reduce((sum, posting) => sum + Number(posting.amount), 0)).toBe(0);
    // Settling again changes nothing; the list is empty.
    expect(await settleUnresolvedFromStatements(jobContext(harness))).toEqual({ succeeded: 0, failed: 0 });
    const after = await harness.app.inject({
      method: 'GET',
      url: '/api/v1/payments/unresolved',
      headers: { authorization: `Bearer ${auditor.token}` },
    });
    expect(after.json().data).toEqual([]);
  });

  it('fails NOT_IN_STATEMENT only once the statements of its day and the next are over without it', async ({
    listening: harness,
    customer: alice,
  }) => {
    // 01: MTN refused it (insufficient funds); our status calls never got the answer.
    const { reference, attemptId } = await mtnCharge(harness, alice, '01');
    await createPaymentsRepository(harness.app.db).markUnresolved(attemptId, 'status_unreadable');
    // Begun today: its day's statement does not list it, but the day is not over.
    expect(await settleUnresolvedFromStatements(jobContext(harness))).toEqual({ succeeded: 0, failed: 0 });
    expect((await paymentState(harness, reference)).status).toBe('pending');
    // Begun three days ago: neither that day's statement nor the next lists it.
    await backdate(harness, attemptId, 3 * 86_400);
    expect(await settleUnresolvedFromStatements(jobContext(harness))).toEqual({ succeeded: 0, failed: 1 });
    expect(await paymentState(harness, reference)).toMatchObject({
      status: 'failed',
      failure_code: 'NOT_IN_STATEMENT',
    });
    expect(await ledgerOf(harness, reference)).toEqual([]);
  });

  it('waits when the statement cannot be read', async ({ listening: harness, customer: alice }) => {
    const { reference, attemptId } = await mtnCharge(harness, alice, '01');
    await createPaymentsRepository(harness.app.db).markUnresolved(attemptId, 'status_unreadable');
    await backdate(harness, attemptId, 3 * 86_400);
    const nowhere = providerAdaptersFor(
      { ...harness.app.config, MTN_MOMO_BASE_URL: 'http://127.0.0.1:9', PROVIDER_TIMEOUT_MS: 500 },
      () => harness.origin,
    );
    expect(await settleUnresolvedFromStatements({ ...jobContext(harness), providers: nowhere })).toEqual({
      succeeded: 0,
      failed: 0,
    });
    expect((await paymentState(harness, reference)).status).toBe('pending');
  });

  it('is shown to staff only', async ({ listening: harness, customer: alice }) => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/v1/payments/unresolved',
      headers: alice.headers,
    });
    expect(response.statusCode).toBe(403);
  });
});
