import type { Static } from 'typebox';
import type { AccountPayment, AccountPaymentEventType } from '../../repositories/account-payments-repository.ts';

/** An account payment as the services hand it to the routes. */
export type { AccountPayment };

import type { Store } from '../../repositories/store.ts';
import type { AccountPaymentSchema } from '../../schemas/account-payments.ts';

export type AccountPaymentView = Static<typeof AccountPaymentSchema>;

/**
 * How long a payout usually takes to be delivered through GIMAC once sent: the estimate of
 * `estimatedCompletion` while it is on its way (the sandbox's default outcome settles in 2 s).
 */
const PAYOUT_ESTIMATE_MS = 60_000;

function estimatedCompletion(payment: AccountPayment): Date | null {
  if (payment.completedAt) return payment.completedAt;
  if (payment.status !== 'pending') return null;
  const sent = payment.authorizedAt ?? payment.createdAt;
  return new Date(new Date(sent).getTime() + PAYOUT_ESTIMATE_MS);
}

/** The documented payment (GET, the POST's fields, and every webhook event's `data`). */
export function accountPaymentView(payment: AccountPayment, status: AccountPaymentView['status']): AccountPaymentView {
  const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
  return {
    paymentId: payment.id,
    status,
    reference: payment.reference,
    estimatedCompletion: iso(estimatedCompletion(payment)),
    amount: payment.amount,
    currency: 'XAF',
    sourceAccountId: payment.sourceAccountId,
    destinationType: payment.destinationType,
    destinationAccountId: payment.destinationAccountId,
    destinationParticipant: payment.destinationParticipant,
    description: payment.description,
    failure: payment.failure,
    livemode: payment.livemode,
    createdAt: new Date(payment.createdAt).toISOString(),
    authorizedAt: iso(payment.authorizedAt),
    completedAt: iso(payment.completedAt),
  };
}

/**
 * Adds one `payment.*` webhook event of a public-API payment to its outbox, in the transaction of
 * the change it reports, carrying the payment as GET shows it (its `paymentId`, `livemode`,
 * status and fields). The dispatcher sends it to the paying customer's endpoints.
 */
export async function recordPaymentEvent(
  tx: Store,
  payment: AccountPayment,
  type: AccountPaymentEventType,
  /** The status the event shows; default the payment's own (`payment.created` shows what the POST answered). */
  status: AccountPaymentView['status'] = payment.status,
): Promise<void> {
  await tx.accountPayments.recordEvent(payment, type, accountPaymentView(payment, status));
}

/**
 * The events of a payment that just moved (created or authorized): a payment between accounts is
 * complete at once, so `payment.completed` follows in the same transaction; a payout's comes when
 * GIMAC settles it.
 */
export async function recordCompletionIfDone(tx: Store, payment: AccountPayment): Promise<void> {
  if (payment.status === 'success') await recordPaymentEvent(tx, payment, 'payment.completed');
}
