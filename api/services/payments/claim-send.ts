import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { ProviderCode } from '../../providers/types.ts';
import { createPaymentsRepository, type PaymentWithAttempt } from '../../repositories/payments-repository.ts';

/**
 * Providers whose handle the caller chooses: MTN's X-Reference-Id is a UUID we draw. GIMAC's
 * transfer_id and Orange's pay_token come back in their answers.
 */
const CALLER_CHOSEN_HANDLE: readonly ProviderCode[] = ['mtn'];

/**
 * Commits the engine's claim to send an attempt before it calls the provider (a statement of
 * its own, so the claim survives whatever happens during the call). MTN's X-Reference-Id is
 * drawn in the first claim, so it is stored before MTN ever hears of it and every later look-up
 * or resend uses it. Null when the attempt is no longer open.
 */
export function claimSend(db: Knex, attemptId: string): Promise<PaymentWithAttempt | null> {
  return createPaymentsRepository(db).claimSend(attemptId, { providers: CALLER_CHOSEN_HANDLE, value: randomUUID() });
}
