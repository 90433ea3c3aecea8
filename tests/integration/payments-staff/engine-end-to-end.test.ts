import { describe, expect } from 'vitest';
import { doualaToday } from '../../helpers/provider-harness.ts';
import {
  customer,
  it,
  mtnNumber,
  orangeNumber,
  type PaymentsApp,
  runJobs,
  type SignedIn,
  waitUntilFinal,
} from '../payments/payment-harness.ts';

/**
 * Payments made through the engine's own endpoints and settled by the sandbox simulators
 * reconcile as matched, and show in the staff list: proof that the staff read side and the
 * engine agree on references, amounts and ledger postings.
 */
const references: Record<string, string> = {};

function post(harness: PaymentsApp, url: string, who: SignedIn, payload: Record<string, unknown>) {
  return harness.app.inject({ method: 'POST', url, headers: who.headers, payload });
}

it.beforeAll(async ({ listening: harness, customer: payer }) => {
  const charges = {
    mtn: await post(harness, '/api/v1/mobile-money/charge', payer, {
      amount: 4_500,
      phone: mtnNumber('00'),
      provider: 'mtn',
      customer,
    }),
    orange: await post(harness, '/api/v1/mobile-money/charge', payer, {
      amount: 2_200,
      phone: orangeNumber('00'),
      provider: 'orange',
      customer,
    }),
    gimac: await post(harness, '/api/v1/gimac/bank-to-mobile', payer, {
      amount: 30_000,
      bankAccount: '10005000123456789',
      bankCode: 'AFRILAND_CM',
      mobilePhone: orangeNumber('00'),
      mobileProvider: 'ORANGE_CM',
      customer,
    }),
  };
  for (const [provider, response] of Object.entries(charges)) {
    if (response.statusCode !== 201) throw new Error(`${provider}: ${response.statusCode} ${response.body}`);
    references[provider] = response.json().data.reference;
  }
  for (const reference of Object.values(references)) {
    expect((await waitUntilFinal(harness, reference, { drive: () => runJobs(harness) })).status).toBe('success');
  }
}, 60_000);

describe('engine payments seen by the staff read side', () => {
  it('reconcile as matched against the sandbox statements', async ({ listening: harness, auditor }) => {
    const response = await post(harness, '/api/v1/reconciliation/generate', auditor, {
      date: new Date().toISOString(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { items, summary } = response.json().data;
    expect(summary).toMatchObject({
      matched: 3,
      missing: 0,
      mismatched: 0,
      total_payments: 3,
      total_ledger_amount: 36_700,
      total_provider_amount: 36_700,
    });
    expect(items.map((item: { reference: string; status: string }) => [item.reference, item.status]).sort()).toEqual(
      Object.values(references)
        .map((reference) => [reference, 'matched'])
        .sort(),
    );
    expect(response.json().data.date).toBe(doualaToday());
  });

  it('are listed for their owner with their attempts, and counted in the analytics', async ({
    listening: harness,
    customer: payer,
    auditor,
  }) => {
    const list = await harness.app.inject({ method: 'GET', url: '/api/v1/transactions', headers: payer.headers });
    expect(list.json().pagination.total).toBe(3);
    expect(list.json().data.every((row: { status: string; attempts: number }) => row.status === 'success')).toBe(true);
    const analytics = await harness.app.inject({
      method: 'GET',
      url: '/api/v1/analytics/payments?days=1',
      headers: auditor.headers,
    });
    expect(analytics.json().data.overview).toMatchObject({
      totalTransactions: 3,
      totalVolume: 36_700,
      successRate: '100.0%',
    });
  });
});
