import fc from 'fast-check';
import type { Knex } from 'knex';
import { describe, expect } from 'vitest';
import { isAppError } from '../../../api/errors.ts';
import { createStore } from '../../../api/repositories/store.ts';
import { transferBetweenAccounts } from '../../../api/services/ledger/account-transfer.ts';
import { ledgerAccounts } from '../../../api/services/ledger/chart-of-accounts.ts';
import { postTransfer } from '../../../api/services/ledger/post-transaction.ts';
import { it as base } from '../../helpers/fixtures.ts';
import { insertUser } from '../../helpers/rows.ts';

/**
 * Account-to-account movements (issue 17 item 3) under random sequences: whatever order of
 * transfers and refusals, the ledger stays balanced, each account's balance is the sum of its
 * postings and what a simple model expects, and no account goes below zero.
 */
type Status = 'active' | 'frozen' | 'closed';
const STATUSES: Status[] = ['active', 'active', 'active', 'frozen', 'closed'];

interface Account {
  id: string;
  userId: string;
  status: Status;
}

let numbers = 0;
async function openAccount(db: Knex, userId: string, status: Status): Promise<Account> {
  numbers += 1;
  const [row] = await db('accounts')
    .insert({
      user_id: userId,
      account_number: `9999000001${String(numbers).padStart(13, '0')}`,
      account_type: 'checking',
      status,
    })
    .returning('id');
  return { id: row.id, userId, status };
}

const it = base.extend('accounts', { scope: 'file' }, async ({ harness }) => {
  const db = harness.app.db;
  const users = [await insertUser(db), await insertUser(db)];
  const accounts: Account[] = [];
  for (const [index, status] of STATUSES.entries()) {
    accounts.push(await openAccount(db, users[index % 2] as string, status));
  }
  return accounts;
});

/** Money in from MTN, as a settled charge would put it there (frozen and closed accounts too: they may hold money). */
async function fund(db: Knex, account: Account, amount: number): Promise<void> {
  await db.transaction((trx) =>
    postTransfer(createStore(trx), {
      debit: ledgerAccounts.provider('mtn'),
      credit: ledgerAccounts.account(account.id, account.userId),
      amount,
      description: 'funding',
    }),
  );
}

async function heldBy(db: Knex, accounts: Account[]): Promise<Map<string, number>> {
  const rows: { account_id: string; balance: string }[] = await db('ledger_accounts as la')
    .join('ledger_account_balances as b', 'b.ledger_account_id', 'la.id')
    .whereIn(
      'la.account_id',
      accounts.map((account) => account.id),
    )
    .select('la.account_id', 'b.balance');
  return new Map(rows.map((row) => [row.account_id, 0 - Number(row.balance)]));
}

const transfer = fc.record({
  from: fc.nat({ max: STATUSES.length - 1 }),
  to: fc.nat({ max: STATUSES.length - 1 }),
  // Small and large: many transfers are refused for want of funds.
  amount: fc.oneof(fc.integer({ min: 1, max: 5_000 }), fc.integer({ min: 5_000, max: 200_000 })),
});

describe('account-to-account transfers', () => {
  it('keep the ledger balanced and every balance non-negative under any sequence', async ({ harness, accounts }) => {
    const db = harness.app.db;
    for (const account of accounts) await fund(db, account, 50_000);
    const model = await heldBy(db, accounts);

    await fc.assert(
      fc.asyncProperty(fc.array(transfer, { minLength: 1, maxLength: 12 }), async (sequence) => {
        for (const step of sequence) {
          const source = accounts[step.from] as Account;
          const destination = accounts[step.to] as Account;
          const held = model.get(source.id) ?? 0;
          const expected =
            source.id === destination.id
              ? 'transfer_same_account'
              : source.status !== 'active'
                ? 'transfer_source_not_active'
                : destination.status === 'closed'
                  ? 'transfer_destination_closed'
                  : held < step.amount
                    ? 'transfer_insufficient_funds'
                    : null;
          const outcome = await db
            .transaction((trx) =>
              transferBetweenAccounts(createStore(trx), {
                sourceAccountId: source.id,
                destinationAccountId: destination.id,
                amount: step.amount,
                description: 'property',
              }),
            )
            .then(
              () => null,
              (error: unknown) => {
                if (!isAppError(error)) throw error;
                return error.reason;
              },
            );
          expect(outcome).toBe(expected);
          if (outcome === null) {
            model.set(source.id, held - step.amount);
            model.set(destination.id, (model.get(destination.id) ?? 0) + step.amount);
          }
        }
        const total = await db('ledger_postings').sum({ total: 'amount' }).first();
        expect(Number(total?.total)).toBe(0);
        const actual = await heldBy(db, accounts);
        expect(actual).toEqual(model);
        for (const balance of actual.values()) expect(balance).toBeGreaterThanOrEqual(0);
        const drift = await db.raw(`
          select b.code from ledger_account_balances b
            left join ledger_postings p on p.ledger_account_id = b.ledger_account_id
           group by b.ledger_account_id, b.code, b.balance
          having b.balance <> coalesce(sum(p.amount), 0)`);
        expect(drift.rows).toEqual([]);
      }),
      { numRuns: 25, seed: 20261126 },
    );
  });

  it('lets only one of two concurrent transfers spend the same francs', async ({ harness, accounts }) => {
    const db = harness.app.db;
    const [source, first, second] = accounts as [Account, Account, Account];
    await fund(db, source, 1000);
    const held = (await heldBy(db, [source])).get(source.id) ?? 0;
    const spend = (destination: Account) =>
      db
        .transaction((trx) =>
          transferBetweenAccounts(createStore(trx), {
            sourceAccountId: source.id,
            destinationAccountId: destination.id,
            amount: held,
            description: 'race',
          }),
        )
        .then(
          () => 'done',
          (error: unknown) => (isAppError(error) ? error.reason : 'crash'),
        );
    const outcomes = await Promise.all([spend(first), spend(second)]);
    expect(outcomes.sort()).toEqual(['done', 'transfer_insufficient_funds']);
    expect((await heldBy(db, [source])).get(source.id)).toBe(0);
  });

  it('lets exactly one of 50 concurrent whole-balance spends through, to whichever destination', async ({
    harness,
    accounts,
  }) => {
    const db = harness.app.db;
    // Source and destinations all active or frozen (a frozen account still receives money).
    const [first, second, source, frozen] = accounts as [Account, Account, Account, Account];
    await fund(db, source, 4321);
    const held = (await heldBy(db, [source])).get(source.id) ?? 0;
    const destinations = [first, second, frozen];
    const before = await heldBy(db, destinations);
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        db
          .transaction((trx) =>
            transferBetweenAccounts(createStore(trx), {
              sourceAccountId: source.id,
              destinationAccountId: (destinations[index % destinations.length] as Account).id,
              amount: held,
              description: 'race of fifty',
            }),
          )
          .then(
            () => 'done',
            (error: unknown) => (isAppError(error) ? error.reason : 'crash'),
          ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'done')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'transfer_insufficient_funds')).toHaveLength(49);
    expect((await heldBy(db, [source])).get(source.id)).toBe(0);
    const after = await heldBy(db, destinations);
    const gained = destinations.map((account) => (after.get(account.id) ?? 0) - (before.get(account.id) ?? 0));
    expect(gained.sort((a, b) => a - b)).toEqual([0, 0, held]);
  });
});
