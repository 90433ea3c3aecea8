import type { ProviderAdapters } from '../providers/index.ts';
import type { ProviderOutcome } from '../providers/types.ts';
import type { AttemptRow, PaymentRow } from '../repositories/payments-repository.ts';
import { PLATFORM_SETTLEMENT } from '../services/payments/settlement-account.ts';

/** Calls the payment's provider for this attempt, with what each protocol needs. Never throws. */
export function initiateAttempt(
  providers: ProviderAdapters,
  payment: PaymentRow,
  attempt: AttemptRow,
): Promise<ProviderOutcome> {
  const base = {
    reference: attempt.provider_request_reference,
    amount: Number(payment.amount),
    currency: 'XAF' as const,
    description: payment.narration ?? `Payment ${payment.reference}`,
    // MTN's X-Reference-Id, drawn and committed by claimSend before this call: MTN never sees another.
    providerReference: attempt.provider_reference ?? undefined,
  };
  const { details } = payment;
  if (details.kind === 'account_payout') return initiatePayout(providers, payment, base);
  if (payment.provider !== 'gimac') {
    return providers.mobileMoney(payment.provider).initiate({ ...base, phone: payment.customer_phone });
  }
  if (details.kind === 'wallet_to_wallet') {
    return providers.gimac.initiate({
      ...base,
      phone: details.receiverPhone ?? '',
      transfer: {
        type: 'wallet_to_wallet',
        senderOperator: details.senderOperator ?? '',
        senderPhone: payment.customer_phone,
        senderName: payment.customer_name,
        receiverOperator: details.receiverOperator ?? '',
      },
    });
  }
  return providers.gimac.initiate({
    ...base,
    phone: payment.customer_phone,
    transfer: {
      type: 'bank_to_wallet',
      senderBank: details.bankCode ?? '',
      senderAccount: details.bankAccount ?? '',
      receiverOperator: details.receiverOperator ?? '',
      receiverName: payment.customer_name,
    },
  });
}

/**
 * A payout of the public API leaves from the platform's settlement bank account (the customer's
 * account was debited on the platform's ledger): to a wallet (BANK_TO_WALLET) or to an account
 * at a GIMAC bank (BANK_TO_BANK).
 */
function initiatePayout(
  providers: ProviderAdapters,
  payment: PaymentRow,
  base: { reference: string; amount: number; currency: 'XAF'; description: string },
): Promise<ProviderOutcome> {
  const { details } = payment;
  const sender = {
    senderBank: PLATFORM_SETTLEMENT.bankCode,
    senderAccount: PLATFORM_SETTLEMENT.account,
    senderName: payment.customer_name,
  };
  if (details.receiverBank) {
    return providers.gimac.initiate({
      ...base,
      phone: '',
      transfer: {
        type: 'bank_to_bank',
        ...sender,
        receiverBank: details.receiverBank,
        receiverAccount: details.receiverAccount ?? '',
      },
    });
  }
  return providers.gimac.initiate({
    ...base,
    phone: details.receiverPhone ?? '',
    transfer: { type: 'bank_to_wallet', ...sender, receiverOperator: details.receiverOperator ?? '' },
  });
}
