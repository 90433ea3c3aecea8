import type { Knex } from 'knex';
import { AppError, fill } from '../../errors.ts';
import type { ProviderAdapters } from '../../providers/index.ts';
import type { CallbackInput, ProviderCode } from '../../providers/types.ts';
import { createPaymentsRepository } from '../../repositories/payments-repository.ts';
import { PAYMENT_MESSAGES as M } from './messages.ts';
import type { PaymentStatus } from './model.ts';
import { providerAttemptOf, settleAttempt } from './settle-attempt.ts';

/**
 * A provider's callback for one attempt (the path carries the reference we sent). The adapter
 * checks it (signature, token, or a confirming status call) before anything changes; a
 * confirmed final result settles the payment exactly like polling would, so whichever of
 * the two comes first wins and the other changes nothing.
 */
export async function handleProviderCallback(
  db: Knex,
  providers: ProviderAdapters,
  provider: ProviderCode,
  reference: string,
  input: CallbackInput,
): Promise<{ received: true; status: PaymentStatus }> {
  const payments = createPaymentsRepository(db);
  const found = await payments.findByRequestReference(provider, reference);
  if (!found) throw new AppError('not_found', M.callbackUnknown);
  const { payment, attempt } = found;
  if (payment.status === 'success' || payment.status === 'failed') return { received: true, status: payment.status };
  const providerAttempt = providerAttemptOf(payment, attempt);
  if (!providerAttempt) throw new AppError('conflict', M.callbackTooEarly);
  // A live payment is confirmed with the real provider only: a simulator's word never settles it.
  const outcome = await providers.forMode(payment.livemode).get(provider).confirmCallback(input, providerAttempt);
  switch (outcome.kind) {
    case 'rejected':
      throw new AppError('bad_request', fill(M.callbackRejected, { problem: outcome.message }));
    case 'transient':
      throw new AppError('service_unavailable', M.callbackTransient);
    case 'pending':
      return { received: true, status: payment.status };
    case 'succeeded':
      await settleAttempt(db, attempt.id, { status: 'success', providerTransactionId: outcome.providerTransactionId });
      break;
    case 'failed':
      await settleAttempt(db, attempt.id, {
        status: 'failed',
        code: outcome.reason.code,
        message: outcome.reason.message,
      });
      break;
  }
  const settled = await payments.findStatus(payment.id);
  if (!settled) throw new Error(`payment ${payment.reference} vanished while settling`);
  return { received: true, status: settled };
}
