import type { PaymentWithAttempt } from '../repositories/payments-repository.ts';
import type { Store } from '../repositories/store.ts';
import { isOpen } from '../services/payments/settle-attempt.ts';

/** The attempt and its payment when a result could still change them; null when already settled. */
export async function openAttempt(store: Store, attemptId: string): Promise<PaymentWithAttempt | null> {
  const loaded = await store.payments.findWithPayment(attemptId);
  return loaded && isOpen(loaded) ? loaded : null;
}
