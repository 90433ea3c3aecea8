import type { Knex } from 'knex';
import { createAccountPaymentsRepository } from '../../repositories/account-payments-repository.ts';
import type { PaymentRow } from '../../repositories/payments-repository.ts';
import { recordPaymentEvent } from './account-payment-view.ts';

/**
 * A payout's engine payment settled (services/payments/settle-attempt.ts, same transaction, the
 * ledger already posted): its public-API payment takes the final status (`success`, or `failed`
 * with the network's reason) and its `payment.completed` / `payment.failed` event is recorded.
 * A payment already final changes nothing.
 */
export async function finishAccountPayout(trx: Knex.Transaction, settled: PaymentRow): Promise<void> {
  const payments = createAccountPaymentsRepository(trx);
  const payout = await payments.findByEnginePayment(settled.id);
  if (payout?.status !== 'pending') return;
  const finished =
    settled.status === 'success'
      ? await payments.markFinished(payout.id, { status: 'success' })
      : await payments.markFinished(payout.id, {
          status: 'failed',
          failure: { code: settled.failure_code ?? 'FAILED', message: settled.failure_message ?? '' },
        });
  await recordPaymentEvent(trx, finished, finished.status === 'success' ? 'payment.completed' : 'payment.failed');
}
