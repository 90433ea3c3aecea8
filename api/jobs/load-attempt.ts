import type { Knex } from 'knex';
import { createPaymentsRepository, type PaymentWithAttempt } from '../repositories/payments-repository.ts';
import { isOpen } from '../services/payments/settle-attempt.ts';

/** The attempt and its payment when a result could still change them; null when already settled. */
export async function openAttempt(db: Knex, attemptId: string): Promise<PaymentWithAttempt | null> {
  const loaded = await createPaymentsRepository(db).findWithPayment(attemptId);
  return loaded && isOpen(loaded) ? loaded : null;
}
