import type { Knex } from 'knex';
import { describe, expect } from 'vitest';
import { it as base } from '../../helpers/fixtures.ts';
import { insertApiKey } from '../../helpers/rows.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { addAccount, balanceOf, fund, ledgerTotal } from './payment-api.ts';

/**
 * Two accounts paying each other at the same moment through `POST /api/v1/payments`. Each
 * transfer locks its source's ledger account and posts to both; while the source was locked
 * `FOR UPDATE` and postings went in debit-credit order, opposite transfers waited on each other
 * in a cycle and PostgreSQL broke it with a deadlock (40P01), answered 500.
 */
const PAIRS = 40;
const AMOUNT = 700;

interface Holder {
  userId: string;
  key: string;
}

interface Side extends Holder {
  accountId: string;
}

const it = base
  .extend('holders', { scope: 'file' }, async ({ harness, customer, otherCustomer }) => {
    const holders: Holder[] = [];
    for (const user of [customer.user, otherCustomer.user]) {
      const { key } = await insertApiKey(harness.app.db, user.id, { scopes: ['accounts:read', 'payments:initiate'] });
      holders.push({ userId: user.id, key });
    }
    return holders as [Holder, Holder];
  })
  // 80 calls in one burst: more than the default 25 a second of one key.
  .override('appOptions', { API_KEY_BURST_PER_SECOND: 1000 });

/** A fresh account of the holder with `funds` XAF on it. */
async function openSide(db: Knex, holder: Holder, funds: number): Promise<Side> {
  const accountId = await addAccount(db, holder.userId);
  await fund(db, holder.userId, accountId, funds);
  return { ...holder, accountId };
}

interface Call {
  from: Side;
  to: Side;
  key: string;
}

/** `PAIRS` calls A→B and as many B→A, interleaved, each with an Idempotency-Key of its own. */
function oppositeCalls(a: Side, b: Side, prefix: string): Call[] {
  return Array.from({ length: PAIRS }, (_, index) => [
    { from: a, to: b, key: `${prefix}-ab-${index}` },
    { from: b, to: a, key: `${prefix}-ba-${index}` },
  ]).flat();
}

function pay(harness: TestApp, call: Call) {
  return harness.app.inject({
    method: 'POST',
    url: '/api/v1/payments',
    headers: { authorization: `Bearer ${call.from.key}`, 'idempotency-key': call.key },
    payload: {
      amount: String(AMOUNT),
      currency: 'XAF',
      sourceAccountId: call.from.accountId,
      destinationType: 'account',
      destinationAccountId: call.to.accountId,
      description: `Opposite ${call.key}`,
    },
  });
}

/** Ledger accounts whose shard total differs from the sum of their postings (none, when balances hold). */
async function drift(db: Knex): Promise<string[]> {
  const result = await db.raw(`
    select b.code from ledger_account_balances b
      left join ledger_postings p on p.ledger_account_id = b.ledger_account_id
     group by b.ledger_account_id, b.code, b.balance
    having b.balance <> coalesce(sum(p.amount), 0)`);
  return (result.rows as { code: string }[]).map((row) => row.code);
}

async function countOf(query: Knex.QueryBuilder): Promise<number> {
  const row = await query.count<{ count: string }>('* as count').first();
  return Number(row?.count);
}

/** Payments and postings of the two accounts: one payment row and two postings per transfer, and the two fundings. */
async function recorded(db: Knex, sides: Side[]): Promise<{ payments: number; postings: number }> {
  const ids = sides.map((side) => side.accountId);
  return {
    payments: await countOf(db('account_payments').whereIn('source_account_id', ids)),
    postings: await countOf(
      db('ledger_postings as lp')
        .join('ledger_accounts as la', 'la.id', 'lp.ledger_account_id')
        .whereIn('la.account_id', ids),
    ),
  };
}

describe('opposite transfers at the same moment', () => {
  it(`${PAIRS} pairs A→B and B→A all succeed, nothing lost or doubled, and replays move nothing`, async ({
    harness,
    holders,
  }) => {
    const db = harness.app.db;
    // Each side can send all its transfers before receiving any: whatever the order, none lacks funds.
    const funds = PAIRS * AMOUNT;
    const a = await openSide(db, holders[0], funds);
    const b = await openSide(db, holders[1], funds);
    const calls = oppositeCalls(a, b, 'all');

    const answers = await Promise.all(calls.map((call) => pay(harness, call)));
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(
      refused.map((answer) => answer.statusCode),
      refused[0]?.body,
    ).toEqual([]);

    expect(await balanceOf(db, a.accountId)).toBe(funds);
    expect(await balanceOf(db, b.accountId)).toBe(funds);
    expect(await ledgerTotal(db)).toBe(0);
    expect(await drift(db)).toEqual([]);
    expect(await recorded(db, [a, b])).toEqual({ payments: 2 * PAIRS, postings: 2 + 2 * 2 * PAIRS });

    // Every key answered with its own payment, stored once: a replay returns it and moves nothing.
    const paymentIds = answers.map((answer) => answer.json().paymentId as string);
    expect(new Set(paymentIds).size).toBe(2 * PAIRS);
    const replays = await Promise.all(calls.map((call) => pay(harness, call)));
    expect(replays.map((replay) => replay.statusCode)).toEqual(calls.map(() => 201));
    expect(replays.map((replay) => replay.headers['idempotent-replayed'])).toEqual(calls.map(() => 'true'));
    expect(replays.map((replay) => replay.json().paymentId)).toEqual(paymentIds);
    expect(await balanceOf(db, a.accountId)).toBe(funds);
    expect(await balanceOf(db, b.accountId)).toBe(funds);
    expect(await recorded(db, [a, b])).toEqual({ payments: 2 * PAIRS, postings: 2 + 2 * 2 * PAIRS });
  });

  it('short of funds: each call succeeds or is refused for want of funds, and the balances add up', async ({
    harness,
    holders,
  }) => {
    const db = harness.app.db;
    // Enough for one transfer each: which calls are refused depends on the order they lock in.
    const funds = AMOUNT;
    const a = await openSide(db, holders[0], funds);
    const b = await openSide(db, holders[1], funds);
    const calls = oppositeCalls(a, b, 'short');

    const answers = await Promise.all(calls.map((call) => pay(harness, call)));
    const outcomes = answers.map((answer) =>
      answer.statusCode === 201 ? 'moved' : `${answer.statusCode} ${answer.json().error?.reason}`,
    );
    expect(outcomes.filter((outcome) => outcome !== 'moved' && outcome !== '422 transfer_insufficient_funds')).toEqual(
      [],
    );

    const moved = (from: Side) =>
      calls.filter((call, index) => call.from === from && outcomes[index] === 'moved').length * AMOUNT;
    expect(await balanceOf(db, a.accountId)).toBe(funds - moved(a) + moved(b));
    expect(await balanceOf(db, b.accountId)).toBe(funds - moved(b) + moved(a));
    expect(await balanceOf(db, a.accountId)).toBeGreaterThanOrEqual(0);
    expect(await balanceOf(db, b.accountId)).toBeGreaterThanOrEqual(0);
    expect(await ledgerTotal(db)).toBe(0);
    expect(await drift(db)).toEqual([]);
    const transfers = outcomes.filter((outcome) => outcome === 'moved').length;
    // Each side's first transfer finds its own funds.
    expect(transfers).toBeGreaterThanOrEqual(2);
    expect(await recorded(db, [a, b])).toEqual({ payments: transfers, postings: 2 + 2 * transfers });
  });
});
