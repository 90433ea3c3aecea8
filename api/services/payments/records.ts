import type { Knex } from 'knex';
import type { PaymentRow, PaymentStatus } from './model.ts';

type PaymentEventType = 'payment.created' | 'payment.authorized' | 'payment.completed' | 'payment.failed';

/** One line of the payment's audit trail: every status change says from where, to where and why. */
export async function recordStatusChange(
  trx: Knex.Transaction,
  change: {
    paymentId: string;
    attemptId: string | null;
    from: PaymentStatus | null;
    to: PaymentStatus;
    reason?: string;
  },
): Promise<void> {
  await trx('payment_status_history').insert({
    payment_id: change.paymentId,
    attempt_id: change.attemptId,
    from_status: change.from,
    to_status: change.to,
    reason: change.reason ?? null,
  });
}

/** The public view of a payment that webhooks carry (no provider secrets, no internal ids). */
export function eventPayload(payment: PaymentRow): Record<string, unknown> {
  return {
    reference: payment.reference,
    type: payment.type,
    provider: payment.provider,
    amount: Number(payment.amount),
    currency: payment.currency,
    status: payment.status,
    customer: { name: payment.customer_name, phone: payment.customer_phone, email: payment.customer_email },
    narration: payment.narration,
    failure_reason: payment.failure_code,
    created_at: new Date(payment.created_at).toISOString(),
    completed_at: payment.completed_at ? new Date(payment.completed_at).toISOString() : null,
  };
}

/** Outbox row: the webhook issue delivers it; writing it in the payment's transaction means none is lost. */
export async function recordEvent(trx: Knex.Transaction, type: PaymentEventType, payment: PaymentRow): Promise<void> {
  await trx('payment_events').insert({ payment_id: payment.id, type, payload: JSON.stringify(eventPayload(payment)) });
}
