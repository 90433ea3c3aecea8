import type { Knex } from 'knex';
import { reasonCategory } from '../../providers/reasons.ts';
import type { SessionUser } from '../identity/sessions.ts';
import type { PaymentRow } from './model.ts';
import { visibleTo } from './payment-access.ts';

export const PAYMENTS_LIST_LIMIT = 50;

/**
 * The page where the payer confirms, while there is something to confirm: Orange Money WebPay
 * answers a `payment_url` to send the payer to (the adapter keeps it with the attempt).
 */
function paymentUrl(row: PaymentRow & { attempt_payment_url: string | null }): string | null {
  return row.status === 'processing' ? row.attempt_payment_url : null;
}

/** The dashboard's list: the caller's visible payments of every type, newest first. */
export async function listVisiblePayments(db: Knex, user: SessionUser) {
  const rows = (await visibleTo(db('payments'), user)
    .leftJoin('payment_attempts as current_attempt', function currentAttempt() {
      this.on('current_attempt.payment_id', 'payments.id').andOn(
        'current_attempt.attempt_number',
        'payments.attempt_count',
      );
    })
    .select('payments.*', db.raw(`current_attempt.provider_data->>'paymentUrl' as attempt_payment_url`))
    .orderBy([
      { column: 'payments.created_at', order: 'desc' },
      { column: 'payments.id', order: 'desc' },
    ])
    .limit(PAYMENTS_LIST_LIMIT)) as (PaymentRow & { attempt_payment_url: string | null })[];
  return rows.map((row) => ({
    reference: row.reference,
    amount: Number(row.amount),
    currency: row.currency,
    status: row.status,
    provider: row.provider,
    phone: row.customer_phone,
    type: row.type,
    customer: { name: row.customer_name, email: row.customer_email },
    created_at: new Date(row.created_at).toISOString(),
    narration: row.narration,
    failure_reason: row.failure_code,
    failure_category: reasonCategory(row.failure_code),
    payment_url: paymentUrl(row),
  }));
}
