import { describe, expect } from 'vitest';
import { it } from '../../helpers/fixtures.ts';
import { bearer, errorOf, type TestUser } from '../../helpers/identity.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { doualaDateOf, doualaNoon, insertPayment } from './fixtures.ts';

const tokens: Record<string, string> = {};

it.override('customerProfile', { firstName: 'Amina', lastName: 'Nkono' });
it.beforeAll(async ({ harness, customer: amina, otherCustomer: other, auditor, ops }) => {
  const db = harness.app.db;
  for (const user of [amina, other, auditor, ops]) tokens[user.id] = user.token;

  await insertPayment(db, {
    userId: amina.id,
    reference: 'PAY-AMINA-0001',
    provider: 'mtn',
    amount: 15000,
    customerName: 'Amina Nkono',
    customerPhone: '237677123456',
    customerEmail: 'amina@example.cm',
    narration: 'School fees',
    createdAt: doualaNoon(3),
  });
  await insertPayment(db, {
    userId: amina.id,
    reference: 'PAY-AMINA-0002',
    provider: 'orange',
    amount: 2500,
    status: 'failed',
    customerName: 'Amina Nkono',
    customerPhone: '237699000002',
    createdAt: doualaNoon(2),
  });
  await insertPayment(db, {
    userId: other.id,
    reference: 'PAY-OTHER-0003',
    provider: 'gimac',
    type: 'interbank',
    amount: 120000,
    status: 'pending',
    customerName: 'Jean-Pierre Mballa',
    customerPhone: '237650000003',
    createdAt: doualaNoon(1),
  });
  await insertPayment(db, {
    userId: other.id,
    reference: 'PAY-OTHER-0004',
    provider: 'mtn',
    amount: 800,
    status: 'failed',
    customerName: 'Odile 100%_Sure',
    customerPhone: '237677000004',
    createdAt: doualaNoon(0),
  });
});

function list(harness: TestApp, user: TestUser, query = '') {
  return harness.app.inject({
    method: 'GET',
    url: `/api/v1/transactions${query}`,
    headers: bearer(tokens[user.id] ?? ''),
  });
}

const references = (response: Awaited<ReturnType<typeof list>>) =>
  (response.json().data as { reference: string }[]).map((row) => row.reference);

describe('GET /api/v1/transactions', () => {
  it('asks for a session', async ({ harness }) => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/v1/transactions' });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('unauthorized');
  });

  it('shows a customer their own payments only, newest first, in the contract shape', async ({
    harness,
    customer: amina,
  }) => {
    const response = await list(harness, amina);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(references(response)).toEqual(['PAY-AMINA-0002', 'PAY-AMINA-0001']);
    expect(body.pagination).toEqual({ page: 1, limit: 50, total: 2, totalPages: 1 });
    expect(body.data[1]).toMatchObject({
      reference: 'PAY-AMINA-0001',
      customer: { name: 'Amina Nkono', phone: '237677123456', email: 'amina@example.cm' },
      amount: '15000',
      currency: 'XAF',
      type: 'mobile_money',
      provider: 'mtn',
      status: 'success',
      narration: 'School fees',
      failure_reason: null,
      failure_category: null,
      attempts: 1,
      can_retry: false,
    });
    expect(body.data[1].completed_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // No e-mail: the field is left out, as a transaction's customer e-mail is optional.
    expect(body.data[0].customer).toEqual({ name: 'Amina Nkono', phone: '237699000002' });
    expect(body.data[0]).toMatchObject({
      status: 'failed',
      failure_reason: 'Insufficient funds',
      failure_category: 'insufficient_funds',
      can_retry: true,
    });
  });

  it('shows auditors and ops every payment; only ops may retry', async ({ harness, auditor, ops }) => {
    const asAuditor = await list(harness, auditor);
    expect(references(asAuditor)).toEqual(['PAY-OTHER-0004', 'PAY-OTHER-0003', 'PAY-AMINA-0002', 'PAY-AMINA-0001']);
    const failedForAuditor = (asAuditor.json().data as { status: string; can_retry: boolean }[]).filter(
      (row) => row.status === 'failed',
    );
    expect(failedForAuditor.every((row) => row.can_retry === false)).toBe(true);
    const asOps = await list(harness, ops, '?status=failed');
    expect((asOps.json().data as { can_retry: boolean }[]).map((row) => row.can_retry)).toEqual([true, true]);
  });

  it('searches reference, phone and name without regard to case', async ({ harness, customer: amina, auditor }) => {
    expect(references(await list(harness, auditor, '?search=pay-amina-0001'))).toEqual(['PAY-AMINA-0001']);
    expect(references(await list(harness, auditor, '?search=mballa'))).toEqual(['PAY-OTHER-0003']);
    expect(references(await list(harness, auditor, '?search=650000003'))).toEqual(['PAY-OTHER-0003']);
    expect(references(await list(harness, auditor, `?search=${encodeURIComponent('+237 650 000 003')}`))).toEqual([
      'PAY-OTHER-0003',
    ]);
    // % and _ are letters here, not wildcards.
    expect(references(await list(harness, auditor, `?search=${encodeURIComponent('100%_')}`))).toEqual([
      'PAY-OTHER-0004',
    ]);
    expect(references(await list(harness, auditor, `?search=${encodeURIComponent('%')}`))).toEqual(['PAY-OTHER-0004']);
    // A customer's search never reaches other people's payments.
    expect(references(await list(harness, amina, '?search=mballa'))).toEqual([]);
  });

  it('filters by status, type, provider (any case) and Douala days', async ({ harness, auditor }) => {
    expect(references(await list(harness, auditor, '?status=pending'))).toEqual(['PAY-OTHER-0003']);
    expect(references(await list(harness, auditor, '?type=interbank'))).toEqual(['PAY-OTHER-0003']);
    expect(references(await list(harness, auditor, '?provider=GIMAC'))).toEqual(['PAY-OTHER-0003']);
    expect(references(await list(harness, auditor, '?provider=Orange'))).toEqual(['PAY-AMINA-0002']);
    expect(references(await list(harness, auditor, '?provider=mtn&status=failed'))).toEqual(['PAY-OTHER-0004']);
    const day = doualaDateOf(doualaNoon(2));
    expect(references(await list(harness, auditor, `?from=${day}&to=${day}`))).toEqual(['PAY-AMINA-0002']);
    expect(references(await list(harness, auditor, `?from=${doualaDateOf(doualaNoon(1))}`))).toEqual([
      'PAY-OTHER-0004',
      'PAY-OTHER-0003',
    ]);
    expect(references(await list(harness, auditor, `?to=${doualaDateOf(doualaNoon(3))}`))).toEqual(['PAY-AMINA-0001']);
  });

  it('pages', async ({ harness, auditor }) => {
    const first = await list(harness, auditor, '?limit=3');
    expect(references(first)).toEqual(['PAY-OTHER-0004', 'PAY-OTHER-0003', 'PAY-AMINA-0002']);
    expect(first.json().pagination).toEqual({ page: 1, limit: 3, total: 4, totalPages: 2 });
    const second = await list(harness, auditor, '?limit=3&page=2');
    expect(references(second)).toEqual(['PAY-AMINA-0001']);
    expect(second.json().pagination).toEqual({ page: 2, limit: 3, total: 4, totalPages: 2 });
    expect(references(await list(harness, auditor, '?limit=3&page=9'))).toEqual([]);
  });

  it.for([
    ['?status=done', 'status'],
    ['?type=cash', 'type'],
    ['?provider=wave', 'provider'],
    ['?from=2026-13-01', 'from'],
    ['?to=2026-02-30', 'to'],
    ['?from=yesterday', 'from'],
    ['?limit=101', 'limit'],
    ['?limit=0', 'limit'],
    ['?page=0', 'page'],
    ['?page=abc', 'page'],
    ['?from=2026-11-20&to=2026-11-10', 'from'],
  ])('answers 400 with the envelope for %s', async ([query, field], { harness, ops }) => {
    const response = await list(harness, ops, query);
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('validation_error');
    expect(error.details?.map((detail) => detail.path)).toContain(field);
  });
});
