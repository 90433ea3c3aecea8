import type { Knex } from 'knex';
import { markOf } from './money-operations.ts';
import { type LoadOptions, type Outcome, send } from './paced-load.ts';

/**
 * What must hold after any fault, whatever it interrupted: each a list of what breaks it, so a
 * failing test names every offender at once.
 */

/** Payments not yet final (success or failed): the engine must finish every one by itself. */
export async function openPayments(db: Knex): Promise<string[]> {
  const rows: { reference: string; status: string }[] = await db('payments')
    .whereIn('status', ['pending', 'processing'])
    .whereRaw(`narration like 'fault-op %'`)
    .select('reference', 'status');
  const payouts: { reference: string; status: string }[] = await db('account_payments')
    .whereIn('status', ['pending'])
    .whereRaw(`description like 'fault-op %'`)
    .select('reference', 'status');
  return [...rows, ...payouts].map((row) => `${row.reference} ${row.status}`);
}

/** Waits until every payment the load caused is final; returns those still open at the deadline. */
export async function waitUntilAllFinal(db: Knex, timeoutMs: number): Promise<string[]> {
  const started = Date.now();
  for (;;) {
    // The test's own pool may hold connections a killed PostgreSQL cut: a failed read is tried again.
    const open = await openPayments(db).catch(() => ['(database not answering)']);
    if (open.length === 0 || Date.now() - started > timeoutMs) return open;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Each operation moved money at most once: one payment (or account payment) per key. */
export async function operationsWithSeveralPayments(db: Knex, outcomes: Outcome[]): Promise<string[]> {
  const counts = new Map<string, number>();
  const rows: { mark: string; count: string }[] = await db
    .raw(
      `select mark, count(*)::text as count from (
       select narration as mark from payments where narration like 'fault-op %' and details->>'kind' <> 'account_payout'
       union all
       select description as mark from account_payments where description like 'fault-op %'
     ) marked group by mark`,
    )
    .then((result: { rows: { mark: string; count: string }[] }) => result.rows);
  for (const row of rows) counts.set(row.mark, Number(row.count));
  return outcomes
    .filter((outcome) => (counts.get(markOf(outcome.operation.id)) ?? 0) > 1)
    .map((outcome) => `${outcome.operation.id}: ${counts.get(markOf(outcome.operation.id))} payments`);
}

/**
 * Sent again with its key, every answered operation gets its first answer back, byte for byte,
 * marked as a replay; one that never got an answer gets one now (the key is not stuck).
 */
export async function replayMismatches(options: LoadOptions, outcomes: Outcome[]): Promise<string[]> {
  const problems: string[] = [];
  for (const outcome of outcomes) {
    const replay = await send(options, outcome.operation);
    if (!replay) {
      problems.push(`${outcome.operation.id}: no answer to the replay`);
      continue;
    }
    const first = outcome.final;
    if (!first) {
      if (replay.status >= 500) problems.push(`${outcome.operation.id}: replay after no answer got ${replay.status}`);
      continue;
    }
    if (first.status >= 400) continue;
    if (replay.status !== first.status || replay.text !== first.text || !replay.replayed) {
      problems.push(
        `${outcome.operation.id}: first ${first.status} ${first.text.slice(0, 120)} / replay ${replay.status} ${replay.text.slice(0, 120)} replayed=${replay.replayed}`,
      );
    }
  }
  return problems;
}

/**
 * The providers saw each reference once: one simulator transaction per reference we sent, and
 * MTN and GIMAC received its creation request once. Orange cannot be asked about an order
 * without the pay_token its answer carried, so a job that died between its request and storing
 * the answer sends the identical request again, which Orange answers with the same web payment:
 * one transaction, at most two requests.
 */
export async function providerReferenceProblems(db: Knex): Promise<string[]> {
  const rows: { provider: string; reference: string; transactions: string; requests: string }[] = await db
    .raw(
      `select t.provider, t.merchant_reference as reference, count(*)::text as transactions,
              sum(t.create_requests)::text as requests
         from sandbox_provider_transactions t
         join payment_attempts a on a.provider_request_reference = t.merchant_reference
         join payments p on p.id = a.payment_id
        where p.narration like 'fault-op %' or p.details->>'kind' = 'account_payout'
        group by t.provider, t.merchant_reference`,
    )
    .then(
      (result: { rows: { provider: string; reference: string; transactions: string; requests: string }[] }) =>
        result.rows,
    );
  return rows
    .filter((row) => {
      const allowed = row.provider === 'orange' ? 2 : 1;
      return Number(row.transactions) !== 1 || Number(row.requests) > allowed;
    })
    .map((row) => `${row.provider} ${row.reference}: ${row.transactions} transactions, ${row.requests} requests`);
}

/** Double entry: every transaction sums to zero, balances are their postings, no account overdrawn, no attempt settled twice. */
export async function ledgerProblems(db: Knex): Promise<string[]> {
  const problems: string[] = [];
  const unbalanced = await db.raw(
    `select transaction_id from ledger_postings group by transaction_id having sum(amount) <> 0`,
  );
  for (const row of unbalanced.rows as { transaction_id: string }[]) problems.push(`unbalanced ${row.transaction_id}`);
  const drift = await db.raw(
    `select a.id, a.code from ledger_accounts a
       left join (select ledger_account_id, sum(amount) as total from ledger_postings group by 1) p on p.ledger_account_id = a.id
       left join (select ledger_account_id, sum(balance) as total from ledger_balance_shards group by 1) s on s.ledger_account_id = a.id
      where coalesce(p.total, 0) <> coalesce(s.total, 0)`,
  );
  for (const row of drift.rows as { code: string }[]) problems.push(`balance differs from its postings: ${row.code}`);
  const overdrawn = await db.raw(
    `select a.code, sum(p.amount)::text as total from ledger_accounts a join ledger_postings p on p.ledger_account_id = a.id
      where a.account_id is not null group by a.code having sum(p.amount) > 0`,
  );
  for (const row of overdrawn.rows as { code: string; total: string }[]) {
    problems.push(`customer account overdrawn: ${row.code} holds ${-Number(row.total)}`);
  }
  const twice = await db.raw(
    `select p.reference, count(*) from ledger_transactions lt join payments p on p.id = lt.payment_id
      where p.status = 'success' and p.details->>'kind' <> 'account_payout' group by p.reference having count(*) > 1`,
  );
  for (const row of twice.rows as { reference: string }[]) problems.push(`settled twice: ${row.reference}`);
  const unposted = await db.raw(
    `select p.reference from payments p where p.status = 'success'
        and not exists (select 1 from ledger_transactions lt where lt.payment_id = p.id)`,
  );
  for (const row of unposted.rows as { reference: string }[])
    problems.push(`success without posting: ${row.reference}`);
  return problems;
}

/** Jobs locked by a worker that no longer runs them: what graphile-worker alone would keep for 4 hours. */
export async function lockedJobs(db: Knex): Promise<string[]> {
  const result = await db.raw(
    `select id::text, task_identifier, locked_by from graphile_worker.jobs where locked_at is not null`,
  );
  return (result.rows as { id: string; task_identifier: string; locked_by: string }[]).map(
    (row) => `${row.id} ${row.task_identifier} locked by ${row.locked_by}`,
  );
}
