import { randomUUID } from 'node:crypto';
import type { ProviderCode } from '../../providers/types.ts';
import type { PaymentWithAttempt } from '../../repositories/payments-repository.ts';
import type { Store } from '../../repositories/store.ts';

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
export function claimSend(store: Store, attemptId: string): Promise<PaymentWithAttempt | null> {
  return store.payments.claimSend(attemptId, { providers: CALLER_CHOSEN_HANDLE, value: randomUUID() });
}
