import type { Static } from 'typebox';
import { PAYMENT_MESSAGES as M } from '../../../domain/messages/payments.ts';
import { PHONE_MESSAGES } from '../../../domain/messages/phone.ts';
import { cameroonOperatorOf } from '../../../domain/phone.ts';
import { gimacMobileOperator } from '../../providers/catalog.ts';
import type { MobileMoneyProviderCode } from '../../providers/types.ts';
import type { PaymentRow } from '../../repositories/payments-repository.ts';
import type { Store } from '../../repositories/store.ts';
import type {
  BankToMobileBodySchema,
  ChargeBodySchema,
  StaffPaymentBodySchema,
  WalletToWalletBodySchema,
} from '../../schemas/payments.ts';
import type { SessionUser } from '../identity/sessions.ts';
import { createPayment } from './create-payment.ts';
import type { IdempotentAnswer } from './idempotency-store.ts';
import { InputChecks } from './input-checks.ts';
import { PLATFORM_SETTLEMENT } from './settlement-account.ts';

/** What each payment route's body schema lets through; the checks below add the business rules. */
export type ChargeInput = Static<typeof ChargeBodySchema>;
export type BankToMobileInput = Static<typeof BankToMobileBodySchema>;
export type WalletToWalletInput = Static<typeof WalletToWalletBodySchema>;
export type StaffPaymentInput = Static<typeof StaffPaymentBodySchema>;

const trimmed = (value: string | undefined) => value?.trim() || null;

/** Who makes a payment, in which mode, on a server of which mode (services/payments/livemode.ts). */
export type PaymentCaller = SessionUser & { livemode: boolean; serverLivemode: boolean };

/** What every payment takes from its caller and body: who asks, in which mode, how much, who pays, and why. */
function paymentBasics(
  user: PaymentCaller,
  input: { amount: number; customer: { name: string; email?: string | undefined }; narration?: string | undefined },
  payerPhone: string,
) {
  return {
    userId: user.id,
    livemode: user.livemode,
    serverLivemode: user.serverLivemode,
    amount: input.amount,
    customer: { name: input.customer.name.trim(), phone: payerPhone, email: input.customer.email },
    narration: trimmed(input.narration),
  };
}

/** Interbank transfers all go through GIMAC. */
const VIA_GIMAC = { type: 'interbank', provider: 'gimac' } as const;

/** A customer collects with MTN MoMo or Orange Money into their own balance (dashboard charge). */
export async function chargeMobileMoney(
  store: Store,
  user: PaymentCaller,
  input: ChargeInput,
  answer?: IdempotentAnswer<PaymentRow>,
): Promise<PaymentRow> {
  const checks = new InputChecks();
  checks.currency(input.currency);
  checks.providerPhone(input.phone, input.provider, 'phone');
  checks.throwIfAny();
  return createPayment(
    store,
    {
      ...paymentBasics(user, input, input.phone),
      type: 'mobile_money',
      provider: input.provider,
      details: { kind: 'mobile_money_charge' },
    },
    answer,
  );
}

/** A bank account pays a mobile wallet through GIMAC (dashboard "Bank to Mobile"). */
export async function transferBankToMobile(
  store: Store,
  user: PaymentCaller,
  input: BankToMobileInput,
  answer?: IdempotentAnswer<PaymentRow>,
): Promise<PaymentRow> {
  const checks = new InputChecks();
  checks.currency(input.currency);
  const bankAccount = checks.bankAccount(input.bankAccount);
  checks.bankCode(input.bankCode);
  checks.walletPhone(input.mobilePhone, input.mobileProvider, 'mobilePhone', 'mobileProvider');
  checks.throwIfAny();
  return createPayment(
    store,
    {
      ...paymentBasics(user, input, input.mobilePhone),
      ...VIA_GIMAC,
      details: {
        kind: 'bank_to_wallet',
        bankCode: input.bankCode,
        bankAccount,
        receiverOperator: input.mobileProvider,
      },
    },
    answer,
  );
}

/** One mobile wallet pays another through GIMAC (dashboard "Mobile to Mobile"). */
export async function transferWalletToWallet(
  store: Store,
  user: PaymentCaller,
  input: WalletToWalletInput,
  answer?: IdempotentAnswer<PaymentRow>,
): Promise<PaymentRow> {
  const checks = new InputChecks();
  checks.currency(input.currency);
  checks.walletPhone(input.senderPhone, input.senderOperator, 'senderPhone', 'senderOperator');
  checks.walletPhone(input.receiverPhone, input.receiverOperator, 'receiverPhone', 'receiverOperator');
  if (input.senderPhone === input.receiverPhone) checks.add('receiverPhone', M.receiverIsSender);
  checks.throwIfAny();
  return createPayment(
    store,
    {
      ...paymentBasics(user, input, input.senderPhone),
      ...VIA_GIMAC,
      details: {
        kind: 'wallet_to_wallet',
        senderOperator: input.senderOperator,
        receiverOperator: input.receiverOperator,
        receiverPhone: input.receiverPhone,
      },
    },
    answer,
  );
}

const GIMAC_OPERATOR_OF: Record<MobileMoneyProviderCode, string> = { mtn: 'MTN_CM', orange: 'ORANGE_CM' };

/**
 * Staff "New Payment": mobile money collects from the customer's wallet for the platform (the
 * provider follows from the number's prefix); interbank sends from the platform's settlement
 * bank to the customer's wallet through GIMAC.
 */
export async function processStaffPayment(
  store: Store,
  user: PaymentCaller,
  input: StaffPaymentInput,
  answer?: IdempotentAnswer<PaymentRow>,
): Promise<PaymentRow> {
  const checks = new InputChecks();
  checks.currency(input.currency);
  const operator = cameroonOperatorOf(input.customer.phone);
  if (!operator) checks.add('customer.phone', PHONE_MESSAGES.phoneUnknownOperator);
  else checks.providerPhone(input.customer.phone, operator, 'customer.phone');
  checks.throwIfAny();
  const provider = operator as MobileMoneyProviderCode;
  // Staff type the customer's e-mail by hand: a blank one is no e-mail.
  const basics = {
    ...paymentBasics(user, input, input.customer.phone),
    customer: { name: input.customer.name.trim(), phone: input.customer.phone, email: trimmed(input.customer.email) },
  };
  if (input.type === 'mobile_money') {
    return createPayment(
      store,
      { ...basics, type: 'mobile_money', provider, details: { kind: 'mobile_money_collection' } },
      answer,
    );
  }
  const receiverOperator = GIMAC_OPERATOR_OF[provider];
  if (!gimacMobileOperator(receiverOperator)) throw new Error(`${receiverOperator} is missing from the GIMAC catalog`);
  return createPayment(
    store,
    {
      ...basics,
      ...VIA_GIMAC,
      details: {
        kind: 'bank_to_wallet',
        bankCode: PLATFORM_SETTLEMENT.bankCode,
        bankAccount: PLATFORM_SETTLEMENT.account,
        receiverOperator,
      },
    },
    answer,
  );
}
