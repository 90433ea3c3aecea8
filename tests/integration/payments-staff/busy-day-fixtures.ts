import type { Knex } from 'knex';
import { withLongStatements } from '../../../api/database/long-statements.ts';
import { createStore } from '../../../api/repositories/store.ts';
import { ensureLedgerAccount, ledgerAccounts } from '../../../api/services/ledger/chart-of-accounts.ts';

/**
 * One busy Douala day written with a few `insert … select … from generate_series` statements:
 * settled sandbox transactions (what the simulators' statements list) and, for the same
 * references, what reconciliation reads on the platform side (successful payments, their
 * attempts and one balanced ledger transaction each). Line `i` goes to MTN, Orange or GIMAC by
 * `i % 10` (6/3/1), so MTN's statement is the busiest, as on a real day.
 */
export interface BusyDay {
  /** YYYY-MM-DD, a Douala day. */
  date: string;
  /** Lines numbered 1..lines. */
  lines: number;
  /** Line numbers settled at the provider but absent from the platform. */
  missingInPlatform: number[];
  /** Line numbers successful on the platform but absent from the provider's statement. */
  missingAtProvider: number[];
  /** Line numbers the provider settled for 500 XAF more than the platform recorded. */
  amountDiffers: number[];
  /** Owner of the payments. */
  userId: string;
}

export const busyProviderOf = (line: number) => (line % 10 < 6 ? 'mtn' : line % 10 < 9 ? 'orange' : 'gimac');
export const busyReferenceOf = (line: number) => `PAY-BUSY-${String(line).padStart(6, '0')}`;

export async function insertBusyDay(db: Knex, day: BusyDay): Promise<void> {
  const accounts = {
    mtn: await ensureLedgerAccount(createStore(db), ledgerAccounts.provider('mtn')),
    orange: await ensureLedgerAccount(createStore(db), ledgerAccounts.provider('orange')),
    bank: await ensureLedgerAccount(createStore(db), ledgerAccounts.gimacParticipant('AFRILAND_CM')),
    operator: await ensureLedgerAccount(createStore(db), ledgerAccounts.gimacParticipant('MTN_CM')),
    customer: await ensureLedgerAccount(createStore(db), ledgerAccounts.customer(day.userId)),
  };
  // Under the long statement timeout: 100,000 rows may take longer than a request's few seconds
  // on a loaded machine.
  await withLongStatements(db, async (trx) => {
    // Loaded as pg_restore --disable-triggers loads a dump: without the per-row triggers (foreign
    // key checks, the posting's balance-shard update, the deferred balance check), which cost far
    // more than the rows themselves here. One session always updates the same balance shard, so
    // 200 000 posting triggers in one transaction walk an ever longer chain of row versions
    // (measured: 8 000 postings 2.6 s, 100 000 several minutes). The rows are consistent by
    // construction; the balances are added once per account and the postings checked below.
    await trx.raw('set local session_replication_role = replica');
    // Spread over the day (0.8 s apart from Douala midnight), so keyset pages have distinct keys.
    await trx.raw(
      `create temp table busy_day on commit drop as
       select i,
              case when i % 10 < 6 then 'mtn' when i % 10 < 9 then 'orange' else 'gimac' end as provider,
              'PAY-BUSY-' || lpad(i::text, 6, '0') as reference,
              'BUSY-' || lpad(i::text, 6, '0') as request_reference,
              case when i % 10 < 6 then md5('mtn' || i)::uuid::text
                   when i % 10 < 9 then 'v1' || md5('orange' || i) || left(md5('pay' || i), 8)
                   else 'GMC' || replace(?::text, '-', '') || upper(left(md5('gimac' || i), 10)) end
                as provider_reference,
              1000 + (i % 500) * 10 as amount,
              (?::date)::timestamp at time zone 'Africa/Douala' + i * interval '800 milliseconds' as settled_at,
              gen_random_uuid() as payment_id,
              gen_random_uuid() as attempt_id,
              gen_random_uuid() as ledger_id
         from generate_series(1, ?::int) as i`,
      [day.date, day.date, day.lines],
    );
    await trx.raw(
      `insert into sandbox_provider_transactions
         (provider, provider_reference, merchant_reference, kind, amount, msisdn, scenario, outcome,
          settles_at, provider_transaction_id, created_at, updated_at)
       select provider, provider_reference, request_reference,
              case provider when 'mtn' then 'request_to_pay' when 'orange' then 'web_payment' else 'bank_to_wallet' end,
              amount + case when i = any(?::int[]) then 500 else 0 end,
              case provider when 'orange' then '237690000000' else '237670000000' end,
              'success', 'success', settled_at, lpad((i * 7919)::text, 10, '0'),
              settled_at - interval '2 seconds', settled_at
         from busy_day where not (i = any(?::int[]))`,
      [day.amountDiffers, day.missingAtProvider],
    );
    await trx.raw(
      `insert into payments
         (id, reference, user_id, type, provider, amount, status, customer_name, customer_phone,
          attempt_count, completed_at, created_at, updated_at)
       select payment_id, reference, ?, case provider when 'gimac' then 'interbank' else 'mobile_money' end,
              provider, amount, 'success', 'Busy Day Customer', '237677000011', 1, settled_at,
              settled_at - interval '2 seconds', settled_at
         from busy_day where not (i = any(?::int[]))`,
      [day.userId, day.missingInPlatform],
    );
    await trx.raw(
      `insert into payment_attempts
         (id, payment_id, attempt_number, provider_request_reference, provider_reference, status, completed_at,
          created_at, updated_at)
       select attempt_id, payment_id, 1, request_reference, provider_reference, 'success', settled_at,
              settled_at - interval '2 seconds', settled_at
         from busy_day where not (i = any(?::int[]))`,
      [day.missingInPlatform],
    );
    await trx.raw(
      `insert into ledger_transactions (id, payment_id, attempt_id, description, created_at)
       select ledger_id, payment_id, attempt_id, 'Busy day ' || reference, settled_at
         from busy_day where not (i = any(?::int[]))`,
      [day.missingInPlatform],
    );
    await trx.raw(
      `insert into ledger_postings (transaction_id, ledger_account_id, amount, created_at)
       select ledger_id, side.account, side.amount, settled_at
         from busy_day
        cross join lateral (values
          (case provider when 'mtn' then ?::uuid when 'orange' then ?::uuid else ?::uuid end, amount),
          (case provider when 'gimac' then ?::uuid else ?::uuid end, -amount)
        ) as side (account, amount)
        where not (i = any(?::int[]))`,
      [accounts.mtn, accounts.orange, accounts.bank, accounts.operator, accounts.customer, day.missingInPlatform],
    );
    await trx.raw(
      `insert into ledger_balance_shards (ledger_account_id, shard, balance)
       select lp.ledger_account_id, pg_backend_pid() % 16, sum(lp.amount)
         from ledger_postings lp join busy_day on busy_day.ledger_id = lp.transaction_id
        group by lp.ledger_account_id
       on conflict (ledger_account_id, shard)
       do update set balance = ledger_balance_shards.balance + excluded.balance, updated_at = now()`,
    );
    await trx.raw('set local session_replication_role = origin');
    const unbalanced = await trx.raw(
      `select count(*)::int as count from (
         select lp.transaction_id from ledger_postings lp join busy_day on busy_day.ledger_id = lp.transaction_id
          group by lp.transaction_id having sum(lp.amount) <> 0 or count(*) <> 2) as wrong`,
    );
    if (unbalanced.rows[0].count !== 0) throw new Error('the busy day wrote unbalanced ledger transactions');
  });
  // What autovacuum would soon do on a real server: without statistics the planner takes these
  // tables for the near-empty ones it last saw.
  await db.raw(
    'analyze sandbox_provider_transactions, payments, payment_attempts, ledger_transactions, ledger_postings',
  );
}
