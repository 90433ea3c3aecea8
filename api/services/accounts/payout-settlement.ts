import type { PaymentRow } from '../../repositories/payments-repository.ts';
import type { Store } from '../../repositories/store.ts';
import { recordPaymentEvent } from './account-payment-view.ts';

/**
 * A payout's engine payment settled (services/payments/settle-attempt.ts, same transaction, the
 * ledger already posted): its public-API payment takes the final status (`success`, or `failed`
 * with the network's reason) and its `payment.completed` / `payment.failed` event is recorded.
 * A payment already final changes nothing.
 */
export async function finishAccountPayout(tx: Store, settled: PaymentRow): Promise<void> {
  const payments = tx.accountPayments;
  const payout = await payments.findByEnginePayment(settled.id);
  if (payout?.status !== 'pending') return;
  const finished =
    settled.status === 'success'
      ? await payments.markFinished(payout.id, { status: 'success' })
      : await payments.markFinished(payout.id, {
          status: 'failed',
          failure: { code: settled.failure_code ?? 'FAILED', message: settled.failure_message ?? '' },
        });
  await recordPaymentEvent(tx, finished, finished.status === 'success' ? 'payment.completed' : 'payment.failed');
}
