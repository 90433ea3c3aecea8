import pg from 'pg';
import { describe, expect } from 'vitest';
import { createStore } from '../../../api/repositories/store.ts';
import { ensureLedgerAccount, ledgerAccounts } from '../../../api/services/ledger/chart-of-accounts.ts';
import { it, type PaymentsApp } from './payment-harness.ts';

/** Two database sessions whose postings land in different balance shards (pid mod 16). */
async function twoSessionsOnDifferentShards(harness: PaymentsApp): Promise<[pg.Client, pg.Client]> {
  const opened: pg.Client[] = [];
  const shardOf = new Map<pg.Client, number>();
  for (;;) {
    const client = new pg.Client({ connectionString: harness.databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ shard: number }>('select pg_backend_pid() % 16 as shard');
    shardOf.set(client, rows[0]?.shard ?? -1);
    opened.push(client);
    const first = opened[0];
    if (first && client !== first && shardOf.get(client) !== shardOf.get(first)) {
      for (const other of opened) if (other !== first && other !== client) await other.end();
      return [first, client];
    }
  }
}

async function post(client: pg.Client, debit: string, credit: string, amount: number): Promise<void> {
  const { rows } = await client.query<{ id: string }>(
    `insert into ledger_transactions (description) values ('shard test') returning id`,
  );
  await client.query(
    'insert into ledger_postings (transaction_id, ledger_account_id, amount) values ($1, $2, $3), ($1, $4, $5)',
    [rows[0]?.id, debit, amount, credit, -amount],
  );
}

describe('ledger balances kept in shards', () => {
  it('lets two open transactions post to the same clearing account without waiting, and sums them right', async ({
    listening: harness,
  }) => {
    const db = harness.app.db;
    const clearing = await ensureLedgerAccount(createStore(db), ledgerAccounts.provider('mtn'));
    const platform = await ensureLedgerAccount(createStore(db), ledgerAccounts.platformCollections());
    const balance = async (id: string) =>
      Number((await db('ledger_account_balances').where({ ledger_account_id: id }).first('balance'))?.balance);
    const before = await balance(clearing);

    const [first, second] = await twoSessionsOnDifferentShards(harness);
    try {
      await first.query('begin');
      await post(first, clearing, platform, 1500);
      // With one balance row the second posting would wait for the first commit; here it may not wait at all.
      await second.query(`begin; set local lock_timeout = '1s'`);
      await post(second, clearing, platform, 2500);
      await second.query('commit');
      await first.query('commit');
    } finally {
      await first.end();
      await second.end();
    }

    expect(await balance(clearing)).toBe(before + 4000);
    const postings = await db('ledger_postings').where({ ledger_account_id: clearing }).sum({ sum: 'amount' }).first();
    expect(Number(postings?.sum)).toBe(before + 4000);
  });
});
