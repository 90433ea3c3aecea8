import fc from 'fast-check';
import { describe, expect } from 'vitest';
import { pollPaymentAttempt } from '../../../api/jobs/poll-payment-attempt.ts';
import { processPaymentAttempt } from '../../../api/jobs/process-payment-attempt.ts';
import {
  customer,
  mtnNumber,
  orangeNumber,
  type PaymentsApp,
  paymentState,
  it as paymentsTest,
  type SignedIn,
} from './payment-harness.ts';

/** The two customers the random operations charge for. */
const it = paymentsTest.extend(
  'users',
  { scope: 'file' },
  async ({ customer, otherCustomer }): Promise<SignedIn[]> => [customer, otherCustomer],
);

type Operation =
  | { kind: 'charge'; user: number; provider: 'mtn' | 'orange'; succeeds: boolean; amount: number }
  | { kind: 'transfer'; user: number; succeeds: boolean; amount: number }
  | { kind: 'collect'; succeeds: boolean; amount: number }
  | { kind: 'retry'; pick: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    kind: fc.constant('charge' as const),
    user: fc.integer({ min: 0, max: 1 }),
    provider: fc.constantFrom('mtn' as const, 'orange' as const),
    succeeds: fc.boolean(),
    amount: fc.integer({ min: 100, max: 2_000_000 }),
  }),
  fc.record({
    kind: fc.constant('transfer' as const),
    user: fc.integer({ min: 0, max: 1 }),
    succeeds: fc.boolean(),
    amount: fc.integer({ min: 1000, max: 2_000_000 }),
  }),
  fc.record({
    kind: fc.constant('collect' as const),
    succeeds: fc.boolean(),
    amount: fc.integer({ min: 100, max: 50_000 }),
  }),
  fc.record({ kind: fc.constant('retry' as const), pick: fc.nat() }),
);

/** Runs the attempt's jobs right away: the initiate job, then a status poll if the provider is still working. */
async function drive(harness: PaymentsApp, reference: string): Promise<void> {
  const ctx = harness.app.paymentJobs;
  const attempt = await harness.app
    .db('payment_attempts as a')
    .join('payments as p', 'p.id', 'a.payment_id')
    .where('p.reference', reference)
    .orderBy('a.attempt_number', 'desc')
    .first('a.id');
  await processPaymentAttempt(ctx, attempt.id, { attempt: 1, maxAttempts: 1 });
  for (let poll = 0; poll < 5 && (await paymentState(harness, reference)).status === 'processing'; poll += 1) {
    await pollPaymentAttempt(ctx, attempt.id, poll);
  }
}

async function apply(
  harness: PaymentsApp,
  users: SignedIn[],
  ops: SignedIn,
  op: Operation,
  created: string[],
): Promise<void> {
  // Endings 00 (immediate success) and 01/02 (refused) keep every run quick and final.
  let request: { who: SignedIn; url: string; payload: Record<string, unknown> } | null = null;
  if (op.kind === 'charge') {
    const phone = (op.provider === 'mtn' ? mtnNumber : orangeNumber)(op.succeeds ? '00' : '01');
    request = {
      who: users[op.user] as SignedIn,
      url: '/api/v1/mobile-money/charge',
      payload: { amount: op.amount, phone, provider: op.provider, customer },
    };
  } else if (op.kind === 'transfer') {
    request = {
      who: users[op.user] as SignedIn,
      url: '/api/v1/gimac/bank-to-mobile',
      payload: {
        amount: op.amount,
        bankAccount: '10005000123456789',
        bankCode: 'UBA_CM',
        mobilePhone: mtnNumber(op.succeeds ? '00' : '02'),
        mobileProvider: 'MTN_CM',
        customer,
      },
    };
  } else if (op.kind === 'collect') {
    request = {
      who: ops,
      url: '/api/v1/payments/process',
      payload: {
        amount: op.amount,
        currency: 'XAF',
        type: 'mobile_money',
        customer: { name: 'Walk-in', phone: orangeNumber(op.succeeds ? '00' : '06') },
      },
    };
  }
  if (request) {
    const response = await harness.app.inject({
      method: 'POST',
      url: request.url,
      headers: request.who.headers,
      payload: request.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    const reference = (response.json() as { data: { reference: string } }).data.reference;
    created.push(reference);
    await drive(harness, reference);
    return;
  }
  if (created.length === 0) return;
  const reference = created[(op as { pick: number }).pick % created.length] as string;
  const response = await harness.app.inject({
    method: 'POST',
    url: `/api/v1/payments/retry/${reference}`,
    headers: ops.headers,
  });
  if ((await paymentState(harness, reference)).status === 'failed' && response.statusCode !== 200) {
    throw new Error(`retry of a failed payment answered ${response.statusCode}`);
  }
  if (response.statusCode === 200) await drive(harness, reference);
  else expect(response.statusCode).toBe(409);
}

async function ledgerInvariants(harness: PaymentsApp): Promise<void> {
  const db = harness.app.db;
  const total = await db('ledger_postings').sum<{ sum: string | null }[]>({ sum: 'amount' }).first();
  expect(Number(total?.sum ?? 0)).toBe(0);
  const drift = await db.raw(`
    select b.code, b.balance, coalesce(sum(p.amount), 0) as postings
      from ledger_account_balances b left join ledger_postings p on p.ledger_account_id = b.ledger_account_id
     group by b.ledger_account_id, b.code, b.balance having b.balance <> coalesce(sum(p.amount), 0)`);
  expect(drift.rows).toEqual([]);
  const posted = await db('ledger_transactions').count<{ count: string }[]>({ count: '*' }).first();
  const succeeded = await db('payment_attempts')
    .where({ status: 'success' })
    .count<{ count: string }[]>({ count: '*' })
    .first();
  expect(Number(posted?.count)).toBe(Number(succeeded?.count));
  const successWithoutPosting = await db.raw(`
    select p.reference from payments p
     where p.status = 'success'
       and not exists (select 1 from ledger_transactions t where t.payment_id = p.id)`);
  expect(successWithoutPosting.rows).toEqual([]);
}

describe('the ledger under random charges, failures and retries', () => {
  it('stays balanced, with every balance equal to the sum of its postings', async ({
    listening: harness,
    ops,
    users,
  }) => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 6 }), async (operations) => {
        const created: string[] = [];
        for (const op of operations) await apply(harness, users, ops, op, created);
        await ledgerInvariants(harness);
      }),
      { numRuns: 25 },
    );
    // The runs really moved money and really failed some payments (not a vacuous pass).
    const byStatus = (await harness.app.db('payments').groupBy('status').select('status').count({ count: '*' })) as {
      status: string;
      count: string;
    }[];
    const counts = Object.fromEntries(byStatus.map((row) => [row.status, Number(row.count)]));
    expect(counts.success).toBeGreaterThan(0);
    expect(counts.failed).toBeGreaterThan(0);
    expect(await harness.app.db('payment_attempts').where('attempt_number', '>', 1).first()).toBeDefined();
  }, 120_000);
});
