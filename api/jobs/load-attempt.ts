import type { Knex } from 'knex';
import type { AttemptRow, PaymentRow } from '../services/payments/model.ts';
import { isOpen } from '../services/payments/settle-attempt.ts';

/** The attempt and its payment when a result could still change them; null when already settled. */
export async function openAttempt(
  db: Knex,
  attemptId: string,
): Promise<{ payment: PaymentRow; attempt: AttemptRow } | null> {
  const attempt = (await db('payment_attempts').where({ id: attemptId }).first()) as AttemptRow | undefined;
  if (!attempt) return null;
  const payment = (await db('payments').where({ id: attempt.payment_id }).first()) as PaymentRow | undefined;
  if (!payment) return null;
  const loaded = { payment, attempt };
  return isOpen(loaded) ? loaded : null;
}
