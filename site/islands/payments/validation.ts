import type { StaffPaymentType } from '../../../domain/enums.ts';
import { normalizePhone, TYPED_PHONE } from '../../../domain/phone.ts';
/**
 * Client-side checks for the payment forms. They only decide
 * whether to send; the server validates again and its message is shown when it refuses.
 */

export const MOBILE_MONEY_MIN_AMOUNT = 100;
export const BANK_TO_MOBILE_MIN_AMOUNT = 1000;

export type FormValues = Record<string, string>;

/** The names of required fields left blank (whitespace counts as blank). */
export function missingFields(values: FormValues, required: readonly string[]): string[] {
  return required.filter((name) => (values[name] ?? '').trim() === '');
}

/** A whole number of francs at or above the minimum; null otherwise. */
export function parseAmount(raw: string, min: number): number | null {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= min ? value : null;
}

export type Validation<T> =
  | { ok: true; value: T }
  | { ok: false; reason: 'missing'; fields: string[] }
  | {
      ok: false;
      reason: 'amount';
      min: number;
    };

/**
 * The checks every payment form shares: required fields first, then a whole amount at or
 * above the form's minimum; only then is the request body built from the fields.
 */
function validateForm<T>(
  values: FormValues,
  required: readonly string[],
  min: number,
  build: (amount: number) => T,
): Validation<T> {
  const missing = missingFields(values, required);
  if (missing.length > 0) return { ok: false, reason: 'missing', fields: missing };
  const amount = parseAmount(values.amount ?? '', min);
  if (amount === null) return { ok: false, reason: 'amount', min };
  return { ok: true, value: build(amount) };
}

/** The payer or sender as the dashboard forms collect them. */
function customerOf(values: FormValues): { name: string; email: string } {
  return { name: (values.customerName ?? '').trim(), email: (values.customerEmail ?? '').trim() };
}

export const MOBILE_MONEY_REQUIRED = ['amount', 'phone', 'provider', 'customerName', 'customerEmail'] as const;

export interface ChargeBody {
  amount: number;
  phone: string;
  provider: string;
  customer: { name: string; email: string };
  narration?: string;
}

/** The mobile money form: every field but the narration is required. */
export function validateMobileMoney(values: FormValues, min = MOBILE_MONEY_MIN_AMOUNT): Validation<ChargeBody> {
  return validateForm(values, MOBILE_MONEY_REQUIRED, min, (amount) => ({
    amount,
    phone: normalizePhone(values.phone ?? '', TYPED_PHONE),
    provider: values.provider ?? '',
    customer: customerOf(values),
    ...narration(values),
  }));
}

export const BANK_TO_MOBILE_REQUIRED = [
  'amount',
  'bankAccount',
  'bankCode',
  'mobilePhone',
  'mobileProvider',
  'customerName',
  'customerEmail',
] as const;

export interface BankToMobileBody {
  amount: number;
  bankAccount: string;
  bankCode: string;
  mobilePhone: string;
  mobileProvider: string;
  customer: { name: string; email: string };
  narration?: string;
}

/** Bank to mobile: minimum 1000, every field required except the narration. */
export function validateBankToMobile(
  values: FormValues,
  min = BANK_TO_MOBILE_MIN_AMOUNT,
): Validation<BankToMobileBody> {
  return validateForm(values, BANK_TO_MOBILE_REQUIRED, min, (amount) => ({
    amount,
    bankAccount: (values.bankAccount ?? '').replace(/\s+/g, ''),
    bankCode: values.bankCode ?? '',
    mobilePhone: normalizePhone(values.mobilePhone ?? '', TYPED_PHONE),
    mobileProvider: values.mobileProvider ?? '',
    customer: customerOf(values),
    ...narration(values),
  }));
}

export const WALLET_TO_WALLET_REQUIRED = [
  'amount',
  'senderPhone',
  'senderOperator',
  'receiverPhone',
  'receiverOperator',
  'customerName',
  'customerEmail',
] as const;

export interface WalletToWalletBody {
  amount: number;
  senderPhone: string;
  senderOperator: string;
  receiverPhone: string;
  receiverOperator: string;
  customer: { name: string; email: string };
  narration?: string;
}

/** The dashboard's Mobile to Mobile form (payments contract wallet-to-wallet). */
export function validateWalletToWallet(
  values: FormValues,
  min = MOBILE_MONEY_MIN_AMOUNT,
): Validation<WalletToWalletBody> {
  return validateForm(values, WALLET_TO_WALLET_REQUIRED, min, (amount) => ({
    amount,
    senderPhone: normalizePhone(values.senderPhone ?? '', TYPED_PHONE),
    senderOperator: values.senderOperator ?? '',
    receiverPhone: normalizePhone(values.receiverPhone ?? '', TYPED_PHONE),
    receiverOperator: values.receiverOperator ?? '',
    customer: customerOf(values),
    ...narration(values),
  }));
}

export const NEW_PAYMENT_REQUIRED = ['amount', 'customerName', 'phone'] as const;
export type NewPaymentType = StaffPaymentType;

export interface ProcessBody {
  amount: number;
  currency: 'XAF';
  type: NewPaymentType;
  customer: { name: string; phone: string; email?: string };
  narration?: string;
}

/** Staff New Payment: amount, customer name and phone required; e-mail optional. */
export function validateNewPayment(values: FormValues): Validation<ProcessBody> {
  return validateForm(values, NEW_PAYMENT_REQUIRED, MOBILE_MONEY_MIN_AMOUNT, (amount) => {
    const email = (values.email ?? '').trim();
    const description = (values.description ?? '').trim();
    return {
      amount,
      currency: 'XAF',
      type: values.type === 'interbank' ? 'interbank' : 'mobile_money',
      customer: {
        name: (values.customerName ?? '').trim(),
        phone: normalizePhone(values.phone ?? '', TYPED_PHONE),
        ...(email ? { email } : {}),
      },
      ...(description ? { narration: description } : {}),
    };
  });
}

function narration(values: FormValues): { narration?: string } {
  const text = (values.narration ?? '').trim();
  return text ? { narration: text } : {};
}
