import type { Knex } from 'knex';
import { describe, expect } from 'vitest';
import { it } from '../../helpers/fixtures.ts';
import { insertUser } from '../../helpers/rows.ts';

const MIGRATION = '20261127120000_ledger_account_per_account.ts';

/**
 * One balanced ledger transaction written as the engine wrote it before per-account ledger
 * accounts (plain SQL: while the migration is down the repository's `account_id` does not exist).
 */
async function postOldStyle(db: Knex, lines: [code: string, userId: string | null, amount: number][]): Promise<void> {
  await db.transaction(async (trx) => {
    const [transaction] = await trx('ledger_transactions').insert({ description: 'before the migration' }, ['id']);
    for (const [code, userId, amount] of lines) {
      await trx('ledger_accounts')
        .insert({ code, kind: userId ? 'customer' : 'provider_clearing', name: code, user_id: userId })
        .onConflict('code')
        .ignore();
      const account = await trx('ledger_accounts').where({ code }).first('id');
      await trx('ledger_postings').insert({ transaction_id: transaction.id, ledger_account_id: account.id, amount });
    }
  });
}

/** Every posting (id → account code), and each account's shard balance against the sum of its postings. */
async function ledgerState(db: Knex) {
  const postings: { id: string; code: string; amount: string }[] = await db('ledger_postings as lp')
    .join('ledger_accounts as la', 'la.id', 'lp.ledger_account_id')
    .orderBy('lp.id')
    .select('lp.id', 'la.code', 'lp.amount');
  const mismatched = await db.raw(`
    select b.code, b.balance, coalesce(sum(p.amount), 0) as postings
      from ledger_account_balances b left join ledger_postings p on p.ledger_account_id = b.ledger_account_id
     group by b.ledger_account_id, b.code, b.balance
    having b.balance <> coalesce(sum(p.amount), 0)`);
  const total = postings.reduce((sum, posting) => sum + Number(posting.amount), 0);
  const byCode = new Map<string, number>();
  for (const posting of postings) byCode.set(posting.code, (byCode.get(posting.code) ?? 0) + Number(posting.amount));
  return { postings, total, byCode, mismatched: mismatched.rows };
}

async function addAccount(db: Knex, userId: string, accountNumber: string, daysAgo: number): Promise<string> {
  const [row] = await db('accounts')
    .insert({
      user_id: userId,
      account_number: accountNumber,
      account_type: 'checking',
      created_at: db.raw(`now() - make_interval(days => ?)`, [daysAgo]),
    })
    .returning('id');
  return row.id;
}

describe('one ledger account per customer account (migration)', () => {
  it('moves every customer posting to the main account, keeps the rest, and folds back down', async ({ harness }) => {
    const db = harness.app.db;
    await db.migrate.down({ name: MIGRATION });
    const alice = await insertUser(db, { firstName: 'Alice' });
    const bob = await insertUser(db, { firstName: 'Bob' });
    // Alice's main account is the older one, whatever the insertion order.
    const aliceSavings = await addAccount(db, alice, '10005000010123450000001', 3);
    const aliceMain = await addAccount(db, alice, '10005000010123450000002', 30);
    await postOldStyle(db, [
      ['provider:mtn', null, 5000],
      [`customer:${alice}`, alice, -5000],
    ]);
    await postOldStyle(db, [
      ['provider:orange', null, 1200],
      [`customer:${alice}`, alice, -700],
      [`customer:${bob}`, bob, -500],
    ]);
    const before = await ledgerState(db);
    const aliceLedgerId = (
      await db('ledger_accounts')
        .where({ code: `customer:${alice}` })
        .first('id')
    ).id;

    await db.migrate.up({ name: MIGRATION });
    const after = await ledgerState(db);
    // No posting lost or changed: the same rows, Alice's now on her main account's ledger account.
    expect(after.postings.map(({ id, amount }) => [id, amount])).toEqual(
      before.postings.map(({ id, amount }) => [id, amount]),
    );
    expect(after.total).toBe(0);
    expect(after.mismatched).toEqual([]);
    expect(after.byCode.get(`account:${aliceMain}`)).toBe(-5700);
    expect(after.byCode.has(`customer:${alice}`)).toBe(false);
    expect(await db('ledger_accounts').where({ account_id: aliceMain }).first('id', 'user_id', 'kind')).toEqual({
      id: aliceLedgerId,
      user_id: alice,
      kind: 'customer',
    });
    // Bob holds no account row: his balance stays on customer:<bob>.
    expect(after.byCode.get(`customer:${bob}`)).toBe(-500);

    // The API shows Alice's balance on her main account, positive, and nothing on the other.
    const balances = await db('accounts as a')
      .leftJoin('ledger_account_balances as b', 'b.code', db.raw(`'account:' || a.id`))
      .where('a.user_id', alice)
      .select('a.id', 'b.balance');
    expect(Object.fromEntries(balances.map((row) => [row.id, row.balance]))).toEqual({
      [aliceMain]: '-5700',
      [aliceSavings]: null,
    });

    // Money reaching her savings account after the migration folds back into customer:<alice> on the way down.
    await db.transaction(async (trx) => {
      const [transaction] = await trx('ledger_transactions').insert({ description: 'after the migration' }, ['id']);
      const [savings] = await trx('ledger_accounts')
        .insert({
          code: `account:${aliceSavings}`,
          kind: 'customer',
          name: 'Account balance',
          user_id: alice,
          account_id: aliceSavings,
        })
        .returning('id');
      const mtn = await trx('ledger_accounts').where({ code: 'provider:mtn' }).first('id');
      await trx('ledger_postings').insert([
        { transaction_id: transaction.id, ledger_account_id: mtn.id, amount: 300 },
        { transaction_id: transaction.id, ledger_account_id: savings.id, amount: -300 },
      ]);
    });
    const beforeDown = await ledgerState(db);
    await db.migrate.down({ name: MIGRATION });
    const down = await ledgerState(db);
    expect(down.postings.map(({ id, amount }) => [id, amount])).toEqual(
      beforeDown.postings.map(({ id, amount }) => [id, amount]),
    );
    expect(down.total).toBe(0);
    expect(down.mismatched).toEqual([]);
    expect(down.byCode.get(`customer:${alice}`)).toBe(-6000);
    expect([...down.byCode.keys()].filter((code) => code.startsWith('account:'))).toEqual([]);

    await db.migrate.up({ name: MIGRATION });
    const again = await ledgerState(db);
    expect(again.byCode.get(`account:${aliceMain}`)).toBe(-6000);
    expect(again.mismatched).toEqual([]);
  });
});
