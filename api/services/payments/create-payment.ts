import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { ProviderCode } from '../../providers/types.ts';
import { preparedQuery } from '../database/prepared-query.ts';
import { CLAIM_KEY_CTES, claimKeyBindings, type IdempotentAnswer, keyRefusal } from './idempotency-store.ts';
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
 * The statement, with and without an Idempotency-Key (then every insert selects `from claim`).
 * Built once: it is the API's hottest statement, sent as a prepared statement.
 */
function createPaymentSql(keyed: boolean): string {
  return `with ${keyed ? `${CLAIM_KEY_CTES},` : ''}
       payment as (
         insert into payments (id, reference, user_id, type, provider, amount, currency, status, customer_name,
           customer_phone, customer_email, narration, details, attempt_count, created_at, updated_at)
         select ?, ?, ?, ?, ?, ?, 'XAF', 'pending', ?, ?, ?, ?, ?::jsonb, 1, ?, ? ${keyed ? 'from claim' : ''}
         returning id),
       attempt as (
         insert into payment_attempts (id, payment_id, attempt_number, provider_request_reference)
         select ?, payment.id, 1, ? from payment
         returning id as attempt_id),
       history as (
         insert into payment_status_history (payment_id, attempt_id, from_status, to_status)
         select payment.id, ?, null, 'pending' from payment),
       event as (
         insert into payment_events (payment_id, type, payload) select payment.id, 'payment.created', ?::jsonb from payment),
       job as (insert into ${ATTEMPT_JOB_INSERT} from attempt returning id)
     select count(*)::int as created from job`;
}
const CREATE_PAYMENT_SQL = createPaymentSql(false);
const CREATE_PAYMENT_WITH_KEY_SQL = createPaymentSql(true);

/**
 * Creates a payment atomically: the row, its first attempt, the first history line, the
 * `payment.created` event, the job that will call the provider and, when the request carries
 * an Idempotency-Key, the key with the answer it gets. Either all of it exists or none of it
 * does; the provider is never called from the request itself.
 *
 * It is one statement (data-modifying CTEs), so one round trip and one commit: a charge is the
 * API's hottest write, and each round trip costs more than the inserts themselves. Ids, the
 * reference and the creation time are chosen here, so the event payload and the stored answer
 * are built before the statement. With a key, every insert selects `from claim`: when another
 * request owns the key the statement writes nothing and the refusal (replay, 409, 422) is thrown.
 */
export async function createPayment(
  db: Knex,
  input: NewPayment,
  answer?: IdempotentAnswer<PaymentRow>,
): Promise<PaymentRow> {
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
  const attemptId = randomUUID();
  const result = (await preparedQuery(db, answer ? CREATE_PAYMENT_WITH_KEY_SQL : CREATE_PAYMENT_SQL, [
    ...(answer ? claimKeyBindings(answer.claim, answer.status, answer.body(row)) : []),
    row.id,
    row.reference,
    row.user_id,
    row.type,
    row.provider,
    input.amount,
    row.customer_name,
    row.customer_phone,
    row.customer_email,
    row.narration,
    JSON.stringify(row.details),
    now,
    now,
    attemptId,
    attemptReference(row.reference, 1),
    attemptId,
    JSON.stringify(eventPayload(row)),
    ...attemptJobBindings(),
  ])) as { rows: { created: number }[] };
  if (result.rows[0]?.created === 1) {
    nudgeJobRunners(db);
    return row;
  }
  if (answer) throw await keyRefusal(db, answer.claim);
  throw new Error('payment was not created');
}
