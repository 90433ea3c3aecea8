import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { describe, expect } from 'vitest';
import { it as base } from '../../helpers/fixtures.ts';
import { addAccount, balanceOf, fund, ledgerTotal } from './payment-api.ts';

/**
 * A payment whose transaction PostgreSQL aborts with a real deadlock (40P01) is run again
 * inside the service and answers 201 once, its Idempotency-Key claimed and answered by the run
 * that committed. The deadlock comes from another session locking the two ledger accounts in
 * the opposite order: the destination's row while the payment holds its source's, then the
 * source's while the payment waits to post to the destination.
 */
const it = base.extend('apiKeyScopes', { scope: 'file' }, ['accounts:read', 'payments:initiate']);

/** Sessions of this database waiting on a lock, other than `exceptPid`. */
async function lockWaiters(client: pg.Client, exceptPid: number): Promise<number> {
  const { rows } = await client.query<{ count: string }>(
    `select count(*) from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock' and pid <> $1`,
    [exceptPid],
  );
  return Number(rows[0]?.count);
}

async function ledgerAccountOf(client: pg.Client, accountId: string): Promise<string> {
  const { rows } = await client.query<{ id: string }>('select id from ledger_accounts where account_id = $1', [
    accountId,
  ]);
  return rows[0]?.id ?? '';
}

describe('a payment caught in a deadlock', () => {
  it('is retried inside the service: 201, one payment, one ledger transaction, and its key replays it', async ({
    harness,
    apiKey,
    otherCustomer,
  }) => {
    const db = harness.app.db;
    const source = await addAccount(db, apiKey.ownerId);
    const destination = await addAccount(db, otherCustomer.user.id);
    await fund(db, apiKey.ownerId, source, 10_000);
    await fund(db, otherCustomer.user.id, destination, 1_000);

    const other = new pg.Client({ connectionString: harness.databaseUrl });
    await other.connect();
    const request = {
      method: 'POST' as const,
      url: '/api/v1/payments',
      headers: { authorization: `Bearer ${apiKey.key}`, 'idempotency-key': 'deadlock-1' },
      payload: {
        amount: '2500',
        currency: 'XAF',
        sourceAccountId: source,
        destinationType: 'account',
        destinationAccountId: destination,
        description: 'Caught in a deadlock',
      },
    };
    try {
      const otherPid = (await other.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid ?? 0;
      await other.query('begin');
      await other.query('select 1 from ledger_accounts where id = $1 for update', [
        await ledgerAccountOf(other, destination),
      ]);
      const answer = harness.app.inject(request);
      // The payment holds its source's row and waits to post to the destination.
      for (let tries = 0; (await lockWaiters(other, otherPid)) === 0; tries += 1) {
        if (tries > 250) throw new Error('the payment never waited on the destination');
        await sleep(20);
      }
      // Then this session waits for the source: a cycle. The payment waited first, so its
      // deadlock check (after deadlock_timeout) runs first and aborts the payment's run.
      await sleep(200);
      await other.query('select 1 from ledger_accounts where id = $1 for update', [
        await ledgerAccountOf(other, source),
      ]);
      await other.query('commit');

      const created = await answer;
      expect(created.statusCode, created.body).toBe(201);
      const paymentId = created.json().paymentId as string;
      expect(await db('account_payments').where({ source_account_id: source }).select('id')).toEqual([
        { id: paymentId },
      ]);
      const ledgerTransactions = await db('ledger_transactions as lt')
        .join('ledger_postings as lp', 'lp.transaction_id', 'lt.id')
        .join('ledger_accounts as la', 'la.id', 'lp.ledger_account_id')
        .where('la.account_id', source)
        .countDistinct<{ count: string }>('lt.id as count')
        .first();
      // The funding and the payment: the aborted run left nothing.
      expect(Number(ledgerTransactions?.count)).toBe(2);
      expect(await balanceOf(db, source)).toBe(7_500);
      expect(await balanceOf(db, destination)).toBe(3_500);
      expect(await ledgerTotal(db)).toBe(0);

      const replay = await harness.app.inject(request);
      expect(replay.statusCode).toBe(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json().paymentId).toBe(paymentId);
      expect(await balanceOf(db, source)).toBe(7_500);
    } finally {
      await other.end();
    }
  });
});
