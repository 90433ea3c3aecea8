import type { Static } from 'typebox';
import { reasonCategory } from '../../providers/reasons.ts';
import type { RecentPaymentRow } from '../../repositories/payment-reads-repository.ts';
import type { Viewer } from '../../repositories/payment-visibility.ts';
import type { Store } from '../../repositories/store.ts';
import type { PaymentListSchema } from '../../schemas/payments.ts';

export const PAYMENTS_LIST_LIMIT = 50;

/**
 * The page where the payer confirms, while there is something to confirm: Orange Money WebPay
 * answers a `payment_url` to send the payer to (the adapter keeps it with the attempt).
 */
function paymentUrl(row: RecentPaymentRow): string | null {
  return row.status === 'processing' ? row.attempt_payment_url : null;
}

/** One payment of the dashboard's list. */
export type PaymentListItem = Static<typeof PaymentListSchema>['data'][number];

/** The dashboard's list: the caller's visible payments of every type, newest first. */
export async function listVisiblePayments(store: Store, user: Viewer): Promise<PaymentListItem[]> {
  const rows = await store.paymentReads.listRecent(user, PAYMENTS_LIST_LIMIT);
  return rows.map((row) => ({
    reference: row.reference,
    livemode: row.livemode,
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
