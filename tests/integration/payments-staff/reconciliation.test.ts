import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import type { GimacInitiateRequest, ProviderOutcome } from '../../../api/providers/types.ts';
import { it } from '../../helpers/fixtures.ts';
import { bearer, errorOf, type TestUser } from '../../helpers/identity.ts';
import { doualaToday } from '../../helpers/provider-harness.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { insertPayment } from './fixtures.ts';

const tokens: Record<string, string> = {};
const refs: Record<string, string> = {};

function providerReferenceOf(outcome: ProviderOutcome): string {
  if (outcome.kind === 'pending' || outcome.kind === 'succeeded') return outcome.attempt.providerReference;
  throw new Error(`the simulator did not accept the attempt: ${JSON.stringify(outcome)}`);
}

/** A sandbox collection that the simulator settles at once (test numbers ending in 00). */
async function settleAtProvider(harness: TestApp, provider: 'mtn' | 'orange', amount: number) {
  const reference = `REC-${provider.toUpperCase()}-${randomUUID().slice(0, 8)}`;
  const phone = provider === 'mtn' ? '237677000000' : '237699000000';
  const outcome = await harness.app.providers[provider].initiate({ reference, amount, currency: 'XAF', phone });
  return { reference, providerReference: providerReferenceOf(outcome) };
}

async function settleGimac(harness: TestApp, amount: number) {
  const reference = `REC-GIMAC-${randomUUID().slice(0, 8)}`;
  const request: GimacInitiateRequest = {
    reference,
    amount,
    currency: 'XAF',
    phone: '237670000000',
    transfer: {
      type: 'bank_to_wallet',
      senderBank: 'AFRILAND_CM',
      senderAccount: '10005000123456789',
      receiverOperator: 'MTN_CM',
    },
  };
  return { reference, providerReference: providerReferenceOf(await harness.app.providers.gimac.initiate(request)) };
}

it.override('appOptions', { SANDBOX_TIMEOUT_SECONDS: 3 });
it.beforeAll(async ({ listening: harness, customer, auditor, ops }) => {
  const db = harness.app.db;
  for (const user of [customer, auditor, ops]) tokens[user.id] = user.token;
  const now = new Date();
  const platform = (
    label: string,
    settled: { reference: string; providerReference: string } | null,
    fields: Parameters<typeof insertPayment>[1],
  ) =>
    insertPayment(db, {
      createdAt: new Date(now.getTime() - 2000),
      completedAt: now,
      ...(settled ? { requestReference: settled.reference, providerReference: settled.providerReference } : {}),
      ...fields,
    }).then((payment) => {
      refs[label] = payment.reference;
      return payment;
    });

  // matched: MTN settled 5 000, we recorded and posted 5 000.
  await platform('mtnMatched', await settleAtProvider(harness, 'mtn', 5_000), { userId: customer.id, amount: 5_000 });
  // amount_mismatch: MTN settled 6 000, we recorded 6 500.
  await platform('mtnMismatch', await settleAtProvider(harness, 'mtn', 6_000), { userId: customer.id, amount: 6_500 });
  // missing_in_platform (known, but failed here): MTN settled it, we recorded a failure.
  await platform('mtnFailedHere', await settleAtProvider(harness, 'mtn', 7_000), {
    userId: customer.id,
    amount: 7_000,
    status: 'failed',
  });
  // not_posted: Orange settled 3 000, we recorded success without a ledger transaction.
  await platform('orangeUnposted', await settleAtProvider(harness, 'orange', 3_000), {
    userId: customer.id,
    provider: 'orange',
    amount: 3_000,
    post: false,
  });
  // missing_at_provider: success on the platform, Orange never heard of it.
  await platform('orangeMissing', null, { userId: customer.id, provider: 'orange', amount: 4_000 });
  // matched GIMAC bank-to-wallet.
  await platform('gimacMatched', await settleGimac(harness, 25_000), {
    userId: ops.id,
    provider: 'gimac',
    type: 'interbank',
    amount: 25_000,
  });
  // missing_in_platform (unknown): GIMAC settled a transfer we have no trace of.
  refs.gimacUnknown = (await settleGimac(harness, 11_000)).reference;
  // Not part of the day: a success from three days ago.
  await platform('old', null, {
    userId: customer.id,
    amount: 9_999,
    createdAt: new Date(now.getTime() - 3 * 86_400_000),
    completedAt: new Date(now.getTime() - 3 * 86_400_000 + 1000),
  });
});

function generate(harness: TestApp, user: TestUser | null, date: unknown) {
  return harness.app.inject({
    method: 'POST',
    url: '/api/v1/reconciliation/generate',
    headers: user ? bearer(tokens[user.id] ?? '') : {},
    payload: { date },
  });
}

describe('POST /api/v1/reconciliation/generate', () => {
  it("compares the day's successes and ledger with the three providers' statements", async ({
    listening: harness,
    auditor,
  }) => {
    const today = doualaToday();
    const response = await generate(harness, auditor, today);
    expect(response.statusCode).toBe(200);
    const report = response.json().data;
    expect(report.date).toBe(today);
    expect(report.download_url).toBe(`/api/v1/reconciliation/report.csv?date=${today}`);
    const byReference = Object.fromEntries(
      (report.items as { reference: string; detail: string }[]).map((item) => [item.reference, item]),
    );
    expect(byReference[refs.mtnMatched ?? '']).toMatchObject({
      provider: 'mtn',
      status: 'matched',
      platform_amount: 5_000,
      provider_amount: 5_000,
    });
    expect(byReference[refs.mtnMismatch ?? '']).toMatchObject({
      status: 'amount_mismatch',
      platform_amount: 6_500,
      provider_amount: 6_000,
      detail: 'The platform recorded 6500 XAF, MTN Mobile Money settled 6000 XAF.',
      // The same words by reason and values, for the site to say them in French.
      detail_reason: 'recon_provider_amount',
      detail_params: { platformAmount: 6_500, provider: 'MTN Mobile Money', providerAmount: 6_000 },
    });
    expect(byReference[refs.mtnFailedHere ?? '']).toMatchObject({
      status: 'missing_in_platform',
      provider_amount: 7_000,
    });
    expect(byReference[refs.mtnFailedHere ?? '']?.detail).toContain('failed');
    expect(byReference[refs.orangeUnposted ?? '']).toMatchObject({
      provider: 'orange',
      status: 'not_posted',
      platform_amount: 3_000,
      provider_amount: 3_000,
    });
    expect(byReference[refs.orangeMissing ?? '']).toMatchObject({
      status: 'missing_at_provider',
      platform_amount: 4_000,
      provider_amount: null,
    });
    expect(byReference[refs.gimacMatched ?? '']).toMatchObject({ provider: 'gimac', status: 'matched' });
    expect(byReference[refs.gimacUnknown ?? '']).toMatchObject({
      provider: 'gimac',
      status: 'missing_in_platform',
      platform_amount: null,
      provider_amount: 11_000,
    });
    expect(byReference[refs.old ?? '']).toBeUndefined();
    expect(report.items).toHaveLength(7);

    expect(report.summary).toEqual({
      matched: 2,
      missing: 3,
      mismatched: 2,
      // Successful platform attempts judged: mtnMatched, mtnMismatch, orangeUnposted, orangeMissing, gimacMatched.
      total_payments: 5,
      total_ledger_amount: 5_000 + 6_500 + 4_000 + 25_000,
      total_provider_amount: 5_000 + 6_000 + 7_000 + 3_000 + 25_000 + 11_000,
    });
    expect(report.providers).toEqual([
      { provider: 'mtn', matched: 1, missing: 1, mismatched: 1 },
      { provider: 'orange', matched: 0, missing: 1, mismatched: 1 },
      { provider: 'gimac', matched: 1, missing: 1, mismatched: 0 },
    ]);
  });

  it('takes an ISO timestamp and reports the Douala day it falls in', async ({ listening: harness, ops }) => {
    const response = await generate(harness, ops, new Date().toISOString());
    expect(response.statusCode).toBe(200);
    expect(response.json().data.date).toBe(doualaToday());
    // 23:30 UTC is already the next day in Douala (UTC+1).
    const lateEvening = await generate(harness, ops, '2026-03-09T23:30:00Z');
    expect(lateEvening.json().data).toMatchObject({ date: '2026-03-10', items: [] });
  });

  it('is for staff only', async ({ listening: harness, customer }) => {
    expect((await generate(harness, null, doualaToday())).statusCode).toBe(401);
    const asCustomer = await generate(harness, customer, doualaToday());
    expect(asCustomer.statusCode).toBe(403);
    expect(errorOf(asCustomer).code).toBe('forbidden');
  });

  it.for<[unknown]>([['yesterday'], ['2026-02-30'], [''], [42], ['2026-11-22T25:00:00Z']])(
    'answers 400 for the date %j',
    async ([date], { listening: harness, ops }) => {
      const response = await generate(harness, ops, date);
      expect(response.statusCode).toBe(400);
      const error = errorOf(response);
      expect(error.code).toBe('validation_error');
      expect(error.details?.[0]?.path).toBe('date');
    },
  );

  it('answers 400 for a day after today in Douala, saying so', async ({ listening: harness, ops }) => {
    const today = doualaToday();
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const response = await generate(harness, ops, tomorrow);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details?.[0]).toMatchObject({
      path: 'date',
      reason: 'report_date_future',
      message: `date ${tomorrow} is after today in Douala (${today}): a day that has not come has nothing to reconcile`,
    });
  });
});

describe('GET /api/v1/reconciliation/report.csv', () => {
  it('downloads the report as a CSV attachment', async ({ listening: harness, auditor }) => {
    const today = doualaToday();
    const response = await harness.app.inject({
      method: 'GET',
      url: `/api/v1/reconciliation/report.csv?date=${today}`,
      headers: bearer(tokens[auditor.id] ?? ''),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="reconciliation-${today}.csv"`);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('date,reference,provider,status,platform_amount,provider_amount,detail');
    expect(lines).toHaveLength(8);
    expect(lines.find((line) => line.includes(refs.mtnMismatch ?? '-'))).toMatch(
      new RegExp(`^${today},${refs.mtnMismatch},mtn,amount_mismatch,6500,6000,`),
    );
    expect(lines.find((line) => line.includes(refs.gimacUnknown ?? '-'))).toContain(',missing_in_platform,,11000,');
  });

  it('refuses customers and bad dates', async ({ listening: harness, customer, ops }) => {
    const asCustomer = await harness.app.inject({
      method: 'GET',
      url: `/api/v1/reconciliation/report.csv?date=${doualaToday()}`,
      headers: bearer(tokens[customer.id] ?? ''),
    });
    expect(asCustomer.statusCode).toBe(403);
    const bad = await harness.app.inject({
      method: 'GET',
      url: '/api/v1/reconciliation/report.csv?date=2026-99-01',
      headers: bearer(tokens[ops.id] ?? ''),
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).code).toBe('validation_error');
    const missing = await harness.app.inject({
      method: 'GET',
      url: '/api/v1/reconciliation/report.csv',
      headers: bearer(tokens[ops.id] ?? ''),
    });
    expect(missing.statusCode).toBe(400);
  });
});
