import type { HeldAccount } from '../../repositories/accounts-repository.ts';
import type { PaymentDetails } from '../../repositories/payment-details.ts';
import type { Store } from '../../repositories/store.ts';
import { debitAccount } from '../ledger/account-transfer.ts';
import { ledgerAccounts } from '../ledger/chart-of-accounts.ts';
import { createPaymentInTransaction } from '../payments/create-payment.ts';
import type { PayoutDestination } from './payout-destination.ts';

export interface PayoutToSend {
  /** The public API's payment (`account_payments` row) this payout is. */
  id: string;
  reference: string;
  userId: string;
  amount: number;
  description: string;
  livemode: boolean;
  source: HeldAccount;
  destination: PayoutDestination;
}

function payoutDetails(payout: PayoutToSend): PaymentDetails {
  const { destination } = payout;
  const common = { kind: 'account_payout', accountId: payout.source.id, accountPaymentId: payout.id } as const;
  return destination.type === 'mobile_wallet'
    ? { ...common, receiverOperator: destination.participant, receiverPhone: destination.phone }
    : { ...common, receiverBank: destination.participant, receiverAccount: destination.accountNumber };
}

/**
 * Sends a payout, inside the caller's transaction: the source account debited into
 * `platform:payouts_in_transit` (active, holding the amount: `debitAccount`), and the engine
 * payment (kind `account_payout`, GIMAC, the caller's mode, so test calls reach the simulator)
 * whose job sends it from the platform's settlement bank. It carries the API payment's reference,
 * which GIMAC then knows it by, and no events of its own. Settling it (settle-attempt.ts) moves
 * the money on to the receiving participant, or back to the source.
 */
export async function sendPayout(
  tx: Store,
  payout: PayoutToSend,
): Promise<{ ledgerTransactionId: string; paymentId: string }> {
  const ledgerTransactionId = await debitAccount(tx, {
    sourceAccountId: payout.source.id,
    credit: ledgerAccounts.platformPayoutsInTransit(),
    amount: payout.amount,
    description: `Payout ${payout.reference} to ${payout.destination.participant}: ${payout.description}`,
  });
  const holder = `${payout.source.holderFirstName} ${payout.source.holderLastName}`.trim();
  const engine = await createPaymentInTransaction(tx, {
    reference: payout.reference,
    userId: payout.userId,
    livemode: payout.livemode,
    // A payout's mode is always the server's: test-mode callers on a live server are refused first.
    serverLivemode: payout.livemode,
    type: 'interbank',
    provider: 'gimac',
    amount: payout.amount,
    customer: {
      name: holder || 'Account holder',
      phone: payout.destination.type === 'mobile_wallet' ? payout.destination.phone : '',
    },
    narration: payout.description,
    details: payoutDetails(payout),
    silent: true,
  });
  return { ledgerTransactionId, paymentId: engine.id };
}
