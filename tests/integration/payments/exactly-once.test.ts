import { describe, expect } from 'vitest';
import { initiateAttempt } from '../../../api/jobs/initiate-request.ts';
import { processPaymentAttempt, TransientProviderError } from '../../../api/jobs/process-payment-attempt.ts';
import { signCallback } from '../../../api/providers/gimac/signature.ts';
import { SANDBOX_CREDENTIALS } from '../../../api/providers/settings.ts';
import { createPaymentsRepository } from '../../../api/repositories/payments-repository.ts';
import { claimSend } from '../../../api/services/payments/claim-send.ts';
import {
  createPayment,
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

const RUN = { attempt: 1, maxAttempts: 5 };

const mtnCharge = (harness: PaymentsApp, alice: SignedIn, ending: string) =>
  createPayment(harness, alice, '/api/v1/mobile-money/charge', {
    amount: 1500,
    phone: mtnNumber(ending),
    provider: 'mtn',
    customer,
  });

const gimacTransfer = (harness: PaymentsApp, alice: SignedIn, ending: string) =>
  createPayment(harness, alice, '/api/v1/gimac/bank-to-mobile', {
    amount: 2500,
    bankAccount: '10005000123456789',
    bankCode: 'AFRILAND_CM',
    mobilePhone: orangeNumber(ending),
    mobileProvider: 'ORANGE_CM',
    customer,
  });

/** What the simulator holds for one merchant reference: its transactions and the creation requests each received. */
async function atProvider(harness: PaymentsApp, merchantReference: string) {
  return (await harness.app
    .db('sandbox_provider_transactions')
    .where({ merchant_reference: merchantReference })
    .select('provider', 'provider_reference', 'create_requests')) as {
    provider: string;
    provider_reference: string;
    create_requests: number;
  }[];
}

/**
 * What a job does up to the instant a kill -9 stops it: it claims the send (committed), then
 * its request reaches the provider, and the process dies before the answer is stored.
 */
async function diesAfterSending(harness: PaymentsApp, attemptId: string): Promise<void> {
  const claimed = await claimSend(harness.app.store, attemptId);
  if (!claimed) throw new Error('attempt not open');
  const outcome = await initiateAttempt(harness.app.providers, claimed.payment, claimed.attempt);
  expect(outcome.kind).not.toBe('transient');
}

describe('a provider is called at most once per reference', () => {
  it('commits MTN’s X-Reference-Id before the request, and sends it once', async ({
    listening: harness,
    customer: alice,
  }) => {
    const { reference, attemptId, requestReference } = await mtnCharge(harness, alice, '00');
    await processPaymentAttempt(harness.app.paymentJobs, attemptId, RUN);
    const stored = await harness.app
      .db('payment_attempts')
      .where({ id: attemptId })
      .first('provider_reference', 'sends');
    expect(stored).toMatchObject({ sends: 1 });
    expect(await atProvider(harness, requestReference)).toEqual([
      { provider: 'mtn', provider_reference: stored.provider_reference, create_requests: 1 },
    ]);
    expect((await waitUntilFinal(harness, reference, { drive: () => runJobs(harness) })).status).toBe('success');
  });

  it('asks MTN first when a job dies after sending, and never sends a second request-to-pay', async ({
    listening: harness,
    customer: alice,
  }) => {
    const { reference, attemptId, requestReference } = await mtnCharge(harness, alice, '00');
    await diesAfterSending(harness, attemptId);
    // The job runs again (graphile-worker released it): it looks the reference up instead of sending.
    await processPaymentAttempt(harness.app.paymentJobs, attemptId, { attempt: 2, maxAttempts: 5 });
    const held = await atProvider(harness, requestReference);
    expect(held).toHaveLength(1);
    expect(held[0]?.create_requests).toBe(1);
    expect((await waitUntilFinal(harness, reference, { drive: () => runJobs(harness) })).status).toBe('success');
    const credits = (await ledgerOf(harness, reference)).filter((posting) => Number(posting.amount) < 0);
    expect(new Set(credits.map((posting) => posting.transaction_id)).size).toBe(1);
  });

  it('sends again only what MTN never received (a job that died between its claim and the call)', async ({
    listening: harness,
    customer: alice,
  }) => {
    const { reference, attemptId, requestReference } = await mtnCharge(harness, alice, '00');
    expect(await claimSend(harness.app.store, attemptId)).not.toBeNull();
    await processPaymentAttempt(harness.app.paymentJobs, attemptId, { attempt: 2, maxAttempts: 5 });
    expect(await atProvider(harness, requestReference)).toEqual([expect.objectContaining({ create_requests: 1 })]);
    expect((await waitUntilFinal(harness, reference, { drive: () => runJobs(harness) })).status).toBe('success');
  });

  it('resends after MTN’s HTTP 500 only once MTN says it never created the request', async ({
    listening: harness,
    customer: alice,
  }) => {
    // 05: the first creation request is answered 500 without creating anything.
    const { reference, attemptId, requestReference } = await mtnCharge(harness, alice, '05');
    await expect(processPaymentAttempt(harness.app.paymentJobs, attemptId, RUN)).rejects.toBeInstanceOf(
      TransientProviderError,
    );
    expect(await atProvider(harness, requestReference)).toEqual([]);
    await processPaymentAttempt(harness.app.paymentJobs, attemptId, { attempt: 2, maxAttempts: 5 });
    expect(await atProvider(harness, requestReference)).toEqual([expect.objectContaining({ create_requests: 1 })]);
    expect((await waitUntilFinal(harness, reference, { drive: () => runJobs(harness) })).status).toBe('success');
  });

  it('asks GIMAC by the external_reference when a job dies after sending, and adopts its transfer', async ({
    listening: harness,
    customer: alice,
  }) => {
    const { reference, attemptId, requestReference } = await gimacTransfer(harness, alice, '00');
    await diesAfterSending(harness, attemptId);
    await processPaymentAttempt(harness.app.paymentJobs, attemptId, { attempt: 2, maxAttempts: 5 });
    const held = await atProvider(harness, requestReference);
    expect(held).toEqual([expect.objectContaining({ provider: 'gimac', create_requests: 1 })]);
    expect((await waitUntilFinal(harness, reference, { drive: () => runJobs(harness) })).status).toBe('success');
    const attempt = await harness.app.db('payment_attempts').where({ id: attemptId }).first('provider_reference');
    expect(attempt.provider_reference).toBe(held[0]?.provider_reference);
  });

  it('lets Orange answer a resend of the same order_id with the same web payment (no second payment)', async ({
    listening: harness,
    customer: alice,
  }) => {
    const { reference, attemptId, requestReference } = await createPayment(
      harness,
      alice,
      '/api/v1/mobile-money/charge',
      {
        amount: 1200,
        phone: orangeNumber('00'),
        provider: 'orange',
        customer,
      },
    );
    await diesAfterSending(harness, attemptId);
    await processPaymentAttempt(harness.app.paymentJobs, attemptId, { attempt: 2, maxAttempts: 5 });
    // Orange cannot be asked without the pay_token its answer carried: the identical resend is
    // the look-up, and Orange keeps one web payment per order_id.
    const held = await atProvider(harness, requestReference);
    expect(held).toHaveLength(1);
    expect(held[0]?.create_requests).toBe(2);
    const attempt = await harness.app.db('payment_attempts').where({ id: attemptId }).first('provider_reference');
    expect(attempt.provider_reference).toBe(held[0]?.provider_reference);
    expect((await waitUntilFinal(harness, reference, { drive: () => runJobs(harness) })).status).toBe('success');
  });
});

describe('a callback the engine cannot check yet', () => {
  it('is kept (200, never 409) and applied once the attempt’s handle is known', async ({
    listening: harness,
    customer: alice,
  }) => {
    // 07 settles after 2 s: the transfer is PENDING when the job's look-up finds it.
    const { reference, attemptId, requestReference } = await gimacTransfer(harness, alice, '07');
    await diesAfterSending(harness, attemptId);
    const [transfer] = await atProvider(harness, requestReference);
    if (!transfer) throw new Error('GIMAC holds no transfer');
    const body = JSON.stringify({
      transfer_id: transfer.provider_reference,
      external_reference: requestReference,
      type: 'BANK_TO_WALLET',
      status: 'COMPLETED',
      reason_code: null,
      reason_message: null,
      amount: 2500,
      currency: 'XAF',
      sender: { participant_code: 'AFRILAND_CM', account_number: '10005000123456789' },
      receiver: { participant_code: 'ORANGE_CM', msisdn: orangeNumber('07') },
      description: null,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
      completed_at: new Date().toISOString(),
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const response = await harness.app.inject({
      method: 'POST',
      url: `/api/v1/provider-callbacks/gimac/${requestReference}`,
      headers: {
        'content-type': 'application/json',
        'x-gimac-timestamp': String(timestamp),
        'x-gimac-signature': signCallback(SANDBOX_CREDENTIALS.gimac.clientSecret, timestamp, body),
      },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: true, status: 'pending' });
    const kept = await harness.app.db('provider_callbacks').where({ attempt_id: attemptId });
    expect(kept).toHaveLength(1);
    expect(kept[0].applied_at).toBeNull();
    // The re-run job learns the transfer_id from GIMAC (still PENDING there), then the kept callback is applied.
    await processPaymentAttempt(harness.app.paymentJobs, attemptId, { attempt: 2, maxAttempts: 5 });
    expect((await paymentState(harness, reference)).status).toBe('processing');
    await harness.app.db.raw(
      `update graphile_worker._private_jobs set run_at = now() where payload->>'callbackId' = ?`,
      [kept[0].id],
    );
    await runJobs(harness);
    const applied = await harness.app.db('provider_callbacks').where({ id: kept[0].id }).first();
    expect(applied.result).toBe('applied');
    expect((await paymentState(harness, reference)).status).toBe('success');
    const settled = await createPaymentsRepository(harness.app.db).findWithPayment(attemptId);
    expect(settled?.attempt.provider_reference).toBe(transfer.provider_reference);
  });

  it('is refused when its signature is wrong, and nothing is kept', async ({ listening: harness, customer: alice }) => {
    const { attemptId, requestReference } = await gimacTransfer(harness, alice, '07');
    await processPaymentAttempt(harness.app.paymentJobs, attemptId, RUN);
    const response = await harness.app.inject({
      method: 'POST',
      url: `/api/v1/provider-callbacks/gimac/${requestReference}`,
      headers: {
        'content-type': 'application/json',
        'x-gimac-timestamp': String(Math.floor(Date.now() / 1000)),
        'x-gimac-signature': 'v1=00',
      },
      payload: JSON.stringify({ transfer_id: 'x', external_reference: requestReference, status: 'COMPLETED' }),
    });
    expect(response.statusCode).toBe(400);
    expect(await harness.app.db('provider_callbacks').where({ attempt_id: attemptId })).toEqual([]);
  });
});
