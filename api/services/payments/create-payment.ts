import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { ProviderCode } from '../../providers/types.ts';
import type { InTransaction } from './idempotency-store.ts';
import { ADD_JOB_SQL, processAttemptJob } from './job-queue.ts';
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
 * Creates a payment in one transaction: the row, its first attempt, the first history line,
 * the `payment.created` event and the job that will call the provider. Either all of it
 * exists or none of it does; the provider is never called from the request itself.
 * `alsoInTransaction` runs last, in the same transaction (the idempotency key's stored answer).
 *
 * The five writes go to PostgreSQL as one statement (data-modifying CTEs): a charge is the
 * API's hottest write, and each round trip costs more than the inserts themselves. Ids and
 * the creation time are chosen here so the event payload can be built before the statement.
 */
export async function createPayment(
  db: Knex,
  input: NewPayment,
  alsoInTransaction?: InTransaction<PaymentRow>,
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
  const job = processAttemptJob(attemptId);
  return db.transaction(async (trx) => {
    const result = await trx.raw(
      `with payment as (
         insert into payments (id, reference, user_id, type, provider, amount, currency, status, customer_name,
           customer_phone, customer_email, narration, details, attempt_count, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, 'XAF', 'pending', ?, ?, ?, ?, ?::jsonb, 1, ?, ?)
         returning *),
       attempt as (
         insert into payment_attempts (id, payment_id, attempt_number, provider_request_reference)
         values (?, ?, 1, ?)),
       history as (
         insert into payment_status_history (payment_id, attempt_id, from_status, to_status)
         values (?, ?, null, 'pending')),
       event as (
         insert into payment_events (payment_id, type, payload) values (?, 'payment.created', ?::jsonb)),
       job as (${ADD_JOB_SQL})
       select payment.* from payment cross join job`,
      [
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
        row.id,
        attemptReference(row.reference, 1),
        row.id,
        attemptId,
        row.id,
        JSON.stringify(eventPayload(row)),
        ...job,
      ],
    );
    const [payment] = (result as { rows: PaymentRow[] }).rows;
    if (!payment) throw new Error('payment was not created');
    // The idempotent response commits with the payment: a crash cannot leave one without the other.
    await alsoInTransaction?.(trx, payment);
    return payment;
  });
}
