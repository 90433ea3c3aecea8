import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { ProviderCode } from '../../providers/types.ts';
import { callBatcherPerDatabase } from '../database/call-batcher.ts';
import { preparedQuery } from '../database/prepared-query.ts';
import {
  CLAIM_KEYS_CTES,
  type IdempotencyClaim,
  type IdempotentAnswer,
  KEY_FIELD_COLUMNS,
  type KeyFields,
  keyFields,
  keyRefusal,
  NO_KEY,
} from './idempotency-store.ts';
import { ATTEMPT_JOB_INSERT, attemptJobBindings, nudgeJobRunners } from './job-queue.ts';
import { attemptReference, type PaymentDetails, type PaymentRow, type PaymentType } from './model.ts';
import { eventPayload } from './records.ts';
import { newPaymentReference } from './reference.ts';

export interface NewPayment {
  userId: string;
  type: PaymentType;
  provider: ProviderCode;
  amount: number;
  customer: { name: string; phone: string; email?: string | null | undefined };
  narration?: string | null | undefined;
  details: PaymentDetails;
}

/**
 * One request's payment as a row of the statement's `requests` (`jsonb_to_recordset` reads the
 * columns it names and ignores the row's other fields).
 */
interface PaymentRequestRow extends PaymentRow, KeyFields {
  attempt_id: string;
  attempt_reference: string;
  event: unknown;
}

/**
 * Creates the payments of many requests in one statement (data-modifying CTEs): one round trip
 * and one commit for the batch, each round trip costing more than the inserts themselves.
 * A request's rows are created only when it has no Idempotency-Key or now owns its key
 * (`CLAIM_KEYS_CTES`); the statement returns the ids of the payments it created.
 */
export const CREATE_PAYMENTS_SQL = `with requests as (
         select * from jsonb_to_recordset(?::jsonb) as r(
           id uuid, reference text, user_id uuid, type text, provider text, amount bigint, customer_name text,
           customer_phone text, customer_email text, narration text, details jsonb, created_at timestamptz,
           attempt_id uuid, attempt_reference text, event jsonb,
           ${KEY_FIELD_COLUMNS})),
       ${CLAIM_KEYS_CTES},
       accepted as (
         select guard.* from guard
          where guard.key is null
             or exists (select 1 from claim where claim.owner = guard.key_owner and claim.key = guard.key)),
       payment as (
         insert into payments (id, reference, user_id, type, provider, amount, currency, status, customer_name,
           customer_phone, customer_email, narration, details, attempt_count, created_at, updated_at)
         select id, reference, user_id, type, provider, amount, 'XAF', 'pending', customer_name,
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
         select accepted.id, 'payment.created', accepted.event from payment join accepted using (id)),
       job as (insert into ${ATTEMPT_JOB_INSERT} from attempt returning id)
     select payment.id from payment`;

interface PendingPayment {
  row: PaymentRow;
  request: PaymentRequestRow;
  claim: IdempotencyClaim | null;
}

function pendingPayment(input: NewPayment, answer?: IdempotentAnswer<PaymentRow>): PendingPayment {
  const now = new Date();
  const row: PaymentRow = {
    id: randomUUID(),
    reference: newPaymentReference(now),
    user_id: input.userId,
    type: input.type,
    provider: input.provider,
    amount: input.amount,
    currency: 'XAF',
    status: 'pending',
    customer_name: input.customer.name,
    customer_phone: input.customer.phone,
    customer_email: input.customer.email ?? null,
    narration: input.narration ?? null,
    details: input.details,
    attempt_count: 1,
    failure_code: null,
    failure_message: null,
    completed_at: null,
    created_at: now,
    updated_at: now,
  };
  const request: PaymentRequestRow = {
    ...row,
    attempt_id: randomUUID(),
    attempt_reference: attemptReference(row.reference, 1),
    event: eventPayload(row),
    ...(answer ? keyFields(answer.claim, answer.status, answer.body(row)) : NO_KEY),
  };
  return { row, request, claim: answer?.claim ?? null };
}

const keyOf = (claim: IdempotencyClaim) => `${claim.owner}\n${claim.key}`;

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** What one payment of a statement that ran gets: its row, or why its key was refused. */
async function outcomeOf(db: Knex, pending: PendingPayment, created: Set<string>): Promise<PaymentRow | Error> {
  if (created.has(pending.row.id)) return pending.row;
  if (!pending.claim) return new Error('payment was not created');
  try {
    return await keyRefusal(db, pending.claim);
  } catch (error) {
    return asError(error);
  }
}

/**
 * Runs the statement for payments whose keys all differ. A statement the database refuses (a
 * row breaking a constraint) wrote nothing, so its payments are sent again one at a time and
 * only the payment at fault fails.
 */
async function insertPayments(db: Knex, batch: PendingPayment[], outcomes: Map<PendingPayment, PaymentRow | Error>) {
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
  for (const pending of batch) outcomes.set(pending, await outcomeOf(db, pending, created));
}

/**
 * One batch: the statement for every payment whose key no earlier payment of the batch
 * carries, then, once that committed, the others one by one (each then finds the key its twin
 * stored: a replay or a 422, as if it had come second).
 */
async function createBatch(db: Knex, batch: PendingPayment[]): Promise<(PaymentRow | Error)[]> {
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
  const outcomes = new Map<PendingPayment, PaymentRow | Error>();
  await insertPayments(db, first, outcomes);
  for (const twin of twins) await insertPayments(db, [twin], outcomes);
  return batch.map((pending) => outcomes.get(pending) ?? new Error('payment was not created'));
}

const createTogether = callBatcherPerDatabase<PendingPayment, PaymentRow>(createBatch, {
  maxBatch: 50,
  maxInFlight: 4,
});

/**
 * Creates a payment atomically: the row, its first attempt, the first history line, the
 * `payment.created` event, the job that will call the provider and, when the request carries
 * an Idempotency-Key, the key with the answer it gets. Either all of it exists or none of it
 * does; the provider is never called from the request itself. When another request owns the
 * key nothing is written and the refusal (replay, 409, 422) is thrown.
 *
 * Concurrent charges are written together (call-batcher.ts): a charge is the API's hottest
 * write. Ids, the reference and the creation time are chosen here, so the event payload and
 * the stored answer are built before the statement.
 */
export async function createPayment(
  db: Knex,
  input: NewPayment,
  answer?: IdempotentAnswer<PaymentRow>,
): Promise<PaymentRow> {
  return createTogether(db, pendingPayment(input, answer));
}
