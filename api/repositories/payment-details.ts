/**
 * What a payment does, and so which ledger accounts it moves (ledger-mapping.ts):
 * - mobile_money_charge: a customer collects into their own balance (dashboard charge);
 * - mobile_money_collection: staff collect for the platform (New Payment, mobile money);
 * - bank_to_wallet / wallet_to_wallet: GIMAC transfers between participants;
 * - account_payout: a public-API payment out of a customer's account to a wallet or a GIMAC bank
 *   (`POST /api/v1/payments`), sent from the platform's settlement bank. Its source was debited
 *   into `platform:payouts_in_transit` when it was accepted; settling moves that to the receiving
 *   participant, or back to the source account on failure (ledger-mapping.ts).
 */
export type PaymentKind =
  | 'mobile_money_charge'
  | 'mobile_money_collection'
  | 'bank_to_wallet'
  | 'wallet_to_wallet'
  | 'account_payout';

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
  /**
   * The payer's account a charge credits (an `accounts` row of theirs); absent: their main account.
   * For a payout: the account it was paid from, which a failure refunds.
   */
  accountId?: string;
  /**
   * A test-mode payment made on a live server (an `ob_test_` key, a sandbox app): a simulator
   * answered it, so its postings go to test ledger accounts, never to a real balance (ledger-mapping.ts).
   */
  testOnLiveServer?: boolean;
  /** Payout to a bank: the receiving GIMAC bank and the account number there. */
  receiverBank?: string;
  receiverAccount?: string;
  /** Payout: the public API's payment (`account_payments` row) this engine payment sends. */
  accountPaymentId?: string;
}
