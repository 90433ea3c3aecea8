import type { PaymentStatus, PaymentType, ProviderCode } from '../../schemas/enums.ts';

export type { PaymentStatus, PaymentType };

export const FINAL_STATUSES: readonly PaymentStatus[] = ['success', 'failed'];

/**
 * What a payment does, and so which ledger accounts it moves (ledger-mapping.ts):
 * - mobile_money_charge: a customer collects into their own balance (dashboard charge);
 * - mobile_money_collection: staff collect for the platform (New Payment, mobile money);
 * - bank_to_wallet / wallet_to_wallet: GIMAC transfers between participants.
 */
export type PaymentKind = 'mobile_money_charge' | 'mobile_money_collection' | 'bank_to_wallet' | 'wallet_to_wallet';

/** Type-specific fields kept in payments.details (jsonb). */
export interface PaymentDetails {
  kind: PaymentKind;
  bankCode?: string;
  bankAccount?: string;
  /** GIMAC operator code of the sending wallet (wallet-to-wallet). */
  senderOperator?: string;
  /** GIMAC operator code of the receiving wallet. */
  receiverOperator?: string;
  receiverPhone?: string;
}

export interface PaymentRow {
  id: string;
  reference: string;
  user_id: string;
  type: PaymentType;
  provider: ProviderCode;
  amount: string | number;
  currency: 'XAF';
  status: PaymentStatus;
  customer_name: string;
  customer_phone: string;
  customer_email: string | null;
  narration: string | null;
  details: PaymentDetails;
  attempt_count: number;
  failure_code: string | null;
  failure_message: string | null;
  completed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface AttemptRow {
  id: string;
  payment_id: string;
  attempt_number: number;
  provider_request_reference: string;
  provider_reference: string | null;
  provider_transaction_id: string | null;
  provider_data: Record<string, string>;
  status: PaymentStatus;
  failure_code: string | null;
  failure_message: string | null;
  completed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** The reference an attempt is known by at the provider: the payment's own, then `-R1`, `-R2`… for retries. */
export function attemptReference(reference: string, attemptNumber: number): string {
  return attemptNumber <= 1 ? reference : `${reference}-R${attemptNumber - 1}`;
}
