import type { Knex } from 'knex';
import { callBatcherPerDatabase } from '../database/call-batcher.ts';
import { preparedQuery } from '../database/prepared-query.ts';
import type { IdempotencyClaim } from './idempotency-keys-repository.ts';
import { CLAIM_KEYS_CTES, KEY_FIELD_COLUMNS, type KeyFields } from './idempotency-keys-repository.ts';
import { ATTEMPT_JOB_INSERT, attemptJobBindings, nudgeJobRunners } from './payment-jobs-repository.ts';
import type { PaymentRow } from './payments-repository.ts';

/**
 * One request's payment as a row of the statement's `requests` (`jsonb_to_recordset` reads the
 * columns it names and ignores the row's other fields).
 */
export interface PaymentRequestRow extends PaymentRow, KeyFields {
  attempt_id: string;
  attempt_reference: string;
  event: unknown;
}

/** A payment ready to be written: its row, the statement's row and the key it claims, if any. */
export interface PendingPayment {
  row: PaymentRow;
  request: PaymentRequestRow;
  claim: IdempotencyClaim | null;
}

/**
 * Creates the payments of many requests in one statement (data-modifying CTEs): one round trip
 * and one commit for the batch, each round trip costing more than the inserts themselves.
 * A request's rows are created only when it has no Idempotency-Key or now owns its key
 * (`CLAIM_KEYS_CTES`); the statement returns the ids of the payments it created.
 */
export const CREATE_PAYMENTS_SQL = `with requests as (
         select * from jsonb_to_recordset(?::jsonb) as r(
           id uuid, reference text, user_id uuid, livemode boolean, type text, provider text, amount bigint, customer_name text,
           customer_phone text, customer_email text, narration text, details jsonb, created_at timestamptz,
           attempt_id uuid, attempt_reference text, event jsonb,
           ${KEY_FIELD_COLUMNS})),
       ${CLAIM_KEYS_CTES},
       accepted as (
         select guard.* from guard
          where guard.key is null
             or exists (select 1 from claim where claim.owner = guard.key_owner and claim.key = guard.key)),
       payment as (
         insert into payments (id, reference, user_id, livemode, type, provider, amount, currency, status,
           customer_name, customer_phone, customer_email, narration, details, attempt_count, created_at, updated_at)
         select id, reference, user_id, livemode, type, provider, amount, 'XAF', 'pending', customer_name,
           customer_phone, customer_email, narration, details, 1, created_at, created_at from accepted
         returning id),
       attempt as (
         insert into payment_attempts (id, payment_id, attempt_number, provider_request_reference)
         select accepted.attempt_id, payment.id, 1, accepted.attempt_reference
           from payment join accepted using (id)
         returning id as attempt_id),
       history as (
         insert into payment_status_history (payment_id, attempt_id, from_status, to_status)
         select accepted.id, attempt.attempt_id, null, 'pending' from attempt join accepted using (attempt_id)),
       event as (
         insert into payment_events (payment_id, type, payload)
         select accepted.id, 'payment.created', accepted.event from payment join accepted using (id)
          where accepted.event is not null),
       job as (insert into ${ATTEMPT_JOB_INSERT} from attempt returning id)
     select payment.id from payment`;

/**
 * One payment written inside the caller's transaction, with the caller's other writes (a payout
 * and the debit that funds it commit together or not at all): no group commit, no key (the
 * caller holds its own). The caller wakes the job runners once it has committed.
 */
export async function insertPaymentInTransaction(trx: Knex.Transaction, pending: PendingPayment): Promise<void> {
  if (pending.claim) throw new Error('a payment written in a transaction carries no idempotency key of its own');
  await preparedQuery(trx, CREATE_PAYMENTS_SQL, [JSON.stringify([pending.request]), ...attemptJobBindings()]);
}

/** Not created: its Idempotency-Key belongs to another request (the caller asks why). */
export const KEY_TAKEN = null;

type Outcome = PaymentRow | typeof KEY_TAKEN | Error;

const keyOf = (claim: IdempotencyClaim) => `${claim.owner}\n${claim.key}`;

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * Runs the statement for payments whose keys all differ. A statement the database refuses (a
 * row breaking a constraint) wrote nothing, so its payments are sent again one at a time and
 * only the payment at fault fails.
 */
async function insertPayments(db: Knex, batch: PendingPayment[], outcomes: Map<PendingPayment, Outcome>) {
  let created: Set<string>;
  try {
    const result = (await preparedQuery(db, CREATE_PAYMENTS_SQL, [
      JSON.stringify(batch.map((pending) => pending.request)),
      ...attemptJobBindings(),
    ])) as { rows: { id: string }[] };
    created = new Set(result.rows.map((row) => row.id));
  } catch (error) {
    const [only] = batch;
    if (batch.length === 1 && only) outcomes.set(only, asError(error));
    else await Promise.all(batch.map((pending) => insertPayments(db, [pending], outcomes)));
    return;
  }
  if (created.size > 0) nudgeJobRunners(db);
  for (const pending of batch) {
    if (created.has(pending.row.id)) outcomes.set(pending, pending.row);
    else outcomes.set(pending, pending.claim ? KEY_TAKEN : new Error('payment was not created'));
  }
}

/**
 * One batch: the statement for every payment whose key no earlier payment of the batch
 * carries, then, once that committed, the others one by one (each then finds the key its twin
 * stored: a replay or a 422, as if it had come second).
 */
async function createBatch(db: Knex, batch: PendingPayment[]): Promise<Outcome[]> {
  const seen = new Set<string>();
  const first: PendingPayment[] = [];
  const twins: PendingPayment[] = [];
  for (const pending of batch) {
    const key = pending.claim && keyOf(pending.claim);
    if (key && seen.has(key)) twins.push(pending);
    else {
      if (key) seen.add(key);
      first.push(pending);
    }
  }
  const outcomes = new Map<PendingPayment, Outcome>();
  await insertPayments(db, first, outcomes);
  for (const twin of twins) await insertPayments(db, [twin], outcomes);
  return batch.map((pending) => {
    const outcome = outcomes.get(pending);
    return outcome === undefined ? new Error('payment was not created') : outcome;
  });
}

/**
 * Group commit (api/database/call-batcher.ts): concurrent charges are written together,
 * a charge being the API's hottest write. Resolves with the row, or `KEY_TAKEN` when another
 * request owns the payment's key (nothing was written).
 */
export const insertPendingPayment = callBatcherPerDatabase<PendingPayment, PaymentRow | typeof KEY_TAKEN>(createBatch, {
  maxBatch: 50,
  maxInFlight: 4,
});
