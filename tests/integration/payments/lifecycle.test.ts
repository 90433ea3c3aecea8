import { describe, expect } from 'vitest';
import {
  customer,
  it,
  jobsFor,
  ledgerOf,
  mtnNumber,
  orangeNumber,
  type PaymentsApp,
  runJobs,
  type SignedIn,
  waitUntilFinal,
} from './payment-harness.ts';

async function charge(
  harness: PaymentsApp,
  alice: SignedIn,
  phone: string,
  amount = 2500,
  provider: 'mtn' | 'orange' = 'mtn',
) {
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/v1/mobile-money/charge',
    headers: alice.headers,
    payload: { amount, phone, provider, customer },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { reference: string } }).data.reference;
}

describe('a charge through the job queue', () => {
  it('creates the payment, its attempt, history, event and job in one go', async ({
    listening: harness,
    customer: alice,
  }) => {
    const reference = await charge(harness, alice, mtnNumber('00'));
    const db = harness.app.db;
    const payment = await db('payments').where({ reference }).first();
    expect(payment).toMatchObject({ status: 'pending', attempt_count: 1, provider: 'mtn', type: 'mobile_money' });
    const attempts = await db('payment_attempts').where({ payment_id: payment.id });
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ attempt_number: 1, provider_request_reference: reference });
    expect(await db('payment_status_history').where({ payment_id: payment.id })).toHaveLength(1);
    expect(await db('payment_events').where({ payment_id: payment.id }).pluck('type')).toEqual(['payment.created']);
    expect(await jobsFor(harness, attempts[0].id)).toMatchObject([
      { task: 'process_payment_attempt', max_attempts: 5 },
    ]);

    await runJobs(harness);
    const state = await waitUntilFinal(harness, reference, { drive: () => runJobs(harness) });
    expect(state.status).toBe('success');
    const postings = await ledgerOf(harness, reference);
    // The default schedule's 1.5 % mobile money fee (37.5 → 38 XAF) is kept for the revenue account.
    expect(postings.map(({ code, amount }) => [code, Number(amount)])).toEqual([
      ['provider:mtn', 2500],
      [`customer:${alice.user.id}`, -2462],
      ['platform:revenue', -38],
    ]);
    expect(await db('payment_events').where({ payment_id: payment.id }).orderBy('created_at').pluck('type')).toEqual([
      'payment.created',
      'payment.completed',
    ]);
    const history = await db('payment_status_history')
      .where({ payment_id: payment.id })
      .orderBy('id')
      .pluck('to_status');
    expect(history).toEqual(['pending', 'processing', 'success']);
  });

  it('fails an insufficient-funds charge with the provider reason and posts nothing', async ({
    listening: harness,
    customer: alice,
  }) => {
    const reference = await charge(harness, alice, orangeNumber('01'), 1500, 'orange');
    await runJobs(harness);
    const state = await waitUntilFinal(harness, reference, { drive: () => runJobs(harness) });
    expect(state).toMatchObject({ status: 'failed', failure_code: 'INSUFFICIENT_FUNDS' });
    expect(await ledgerOf(harness, reference)).toEqual([]);
    // The list names Orange's code and its group, which the dashboard shows in the reader's language.
    const listed = await harness.app.inject({
      method: 'GET',
      url: '/api/v1/mobile-money/payments',
      headers: alice.headers,
    });
    const item = (listed.json().data as { reference: string }[]).find((payment) => payment.reference === reference);
    expect(item).toMatchObject({ failure_reason: 'INSUFFICIENT_FUNDS', failure_category: 'insufficient_funds' });
  });
});
