import type { Static } from 'typebox';
import type { MobileMoneyProviderCode } from '../../providers/types.ts';
import type { PaymentRow } from '../../repositories/payments-repository.ts';
import type { Store } from '../../repositories/store.ts';
import type { InitiateMobileMoneyBodySchema, PublicMobileMoneyProvider } from '../../schemas/mobile-money-initiate.ts';
import { createPayment } from './create-payment.ts';
import type { IdempotentAnswer } from './idempotency-store.ts';
import type { PaymentCaller } from './initiate.ts';
import { InputChecks } from './input-checks.ts';
import { type InstructionLanguage, payerInstructions } from './ussd-instructions.ts';

export type InitiateMobileMoneyInput = Static<typeof InitiateMobileMoneyBodySchema>;

const ENGINE_PROVIDER: Record<PublicMobileMoneyProvider, MobileMoneyProviderCode> = {
  MTN_MOMO: 'mtn',
  ORANGE_MONEY: 'orange',
};

const PUBLIC_PROVIDER: Record<MobileMoneyProviderCode, PublicMobileMoneyProvider> = {
  mtn: 'MTN_MOMO',
  orange: 'ORANGE_MONEY',
};

/**
 * The documented public API's mobile money collection (`POST /api/v1/mobile-money/initiate`):
 * the same payment as the dashboard's charge (same engine, minimum, idempotency and ledger),
 * paid into the caller's balance, with the caller as the customer of record.
 */
export function initiateMobileMoney(
  store: Store,
  user: PaymentCaller,
  input: InitiateMobileMoneyInput,
  answer?: IdempotentAnswer<PaymentRow>,
): Promise<PaymentRow> {
  const provider = ENGINE_PROVIDER[input.provider];
  const checks = new InputChecks();
  checks.currency(input.currency);
  checks.providerPhone(input.phoneNumber, provider, 'phoneNumber');
  checks.throwIfAny();
  return createPayment(
    store,
    {
      userId: user.id,
      livemode: user.livemode,
      serverLivemode: user.serverLivemode,
      type: 'mobile_money',
      provider,
      amount: input.amount,
      customer: { name: `${user.firstName} ${user.lastName}`.trim(), phone: input.phoneNumber, email: user.email },
      narration: input.description?.trim() || null,
      details: { kind: 'mobile_money_charge' },
    },
    answer,
  );
}

/** The answer of the documented example: ids, status, and what the payer dials, in the caller's language. */
export function initiatedAnswer(payment: PaymentRow, language: InstructionLanguage) {
  const provider = payment.provider === 'orange' ? 'orange' : 'mtn';
  return {
    transactionId: payment.id,
    status: 'pending' as const,
    reference: payment.reference,
    ...payerInstructions(provider, Number(payment.amount), payment.customer_phone, language),
    amount: Number(payment.amount),
    currency: 'XAF' as const,
    provider: PUBLIC_PROVIDER[provider],
    phoneNumber: payment.customer_phone,
    livemode: payment.livemode,
    createdAt: new Date(payment.created_at).toISOString(),
  };
}
