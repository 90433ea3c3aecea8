import type { PaymentRow } from '../../repositories/payments-repository.ts';

/** The public view of a payment that webhooks carry (no provider secrets, no internal ids). */
export function eventPayload(payment: PaymentRow): Record<string, unknown> {
  return {
    reference: payment.reference,
    livemode: payment.livemode,
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
