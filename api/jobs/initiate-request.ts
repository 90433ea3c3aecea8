import type { ProviderAdapters } from '../providers/index.ts';
import type { ProviderOutcome } from '../providers/types.ts';
import type { AttemptRow, PaymentRow } from '../repositories/payments-repository.ts';

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
    // After a transient answer MTN must see the same X-Reference-Id again, not a second request.
    providerReference: attempt.provider_reference ?? undefined,
  };
  const { details } = payment;
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
