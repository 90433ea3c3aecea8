import type { ProviderReason, ReasonCategory } from './types.ts';

interface KnownReason {
  category: ReasonCategory;
  message: string;
}

/**
 * The failure codes MTN (ErrorReason), Orange and GIMAC send, grouped so screens and reports
 * can speak of "insufficient funds" whichever provider said it. Unknown codes keep their code
 * and fall into `other`.
 */
const KNOWN_REASONS: Record<string, KnownReason> = {
  // MTN MoMo
  NOT_ENOUGH_FUNDS: { category: 'insufficient_funds', message: 'The payer does not have enough funds' },
  PAYER_NOT_FOUND: { category: 'payer_not_found', message: 'The payer has no MTN Mobile Money account' },
  PAYEE_NOT_FOUND: { category: 'invalid_request', message: 'The payee account was not found' },
  APPROVAL_REJECTED: { category: 'declined', message: 'The payer declined the payment' },
  PAYMENT_NOT_APPROVED: { category: 'declined', message: 'The payer did not approve the payment' },
  TRANSACTION_CANCELED: { category: 'declined', message: 'The transaction was cancelled' },
  EXPIRED: { category: 'expired', message: 'The payer did not answer in time' },
  PAYER_LIMIT_REACHED: { category: 'limit_exceeded', message: "The amount exceeds the payer's limit" },
  NOT_ALLOWED: { category: 'declined', message: 'The operation is not allowed' },
  PAYEE_NOT_ALLOWED_TO_RECEIVE: { category: 'invalid_request', message: 'The payee may not receive payments' },
  INVALID_CALLBACK_URL_HOST: { category: 'invalid_request', message: 'The callback URL is not on the registered host' },
  INVALID_CURRENCY: { category: 'invalid_request', message: 'The currency is not supported' },
  INVALID_AMOUNT: { category: 'invalid_request', message: 'The amount is not valid' },
  INVALID_PAYER: { category: 'invalid_request', message: 'The payer number is not valid' },
  COULD_NOT_PERFORM_TRANSACTION: { category: 'other', message: 'The provider could not perform the transaction' },
  // Orange Money
  INSUFFICIENT_FUNDS: { category: 'insufficient_funds', message: 'The payer does not have enough funds' },
  SUBSCRIBER_NOT_FOUND: { category: 'payer_not_found', message: 'The payer has no Orange Money account' },
  CANCELLED: { category: 'declined', message: 'The payer cancelled the payment' },
  INVALID_NOTIF_URL: { category: 'invalid_request', message: 'The notification URL was refused' },
  DUPLICATE_ORDER_ID: { category: 'invalid_request', message: 'The order_id was already used for another payment' },
  // GIMAC
  BENEFICIARY_NOT_FOUND: { category: 'payer_not_found', message: 'The receiving wallet was not found' },
  REJECTED: { category: 'declined', message: 'The transfer was rejected' },
  TIMEOUT: { category: 'expired', message: 'The transfer timed out' },
  UNKNOWN_PARTICIPANT: { category: 'invalid_request', message: 'The bank or operator does not take part in GIMAC' },
  INVALID_CALLBACK_URL: { category: 'invalid_request', message: 'The callback URL was refused' },
  INVALID_SENDER: { category: 'invalid_request', message: 'The sending number does not belong to that operator' },
  INVALID_RECEIVER: { category: 'invalid_request', message: 'The receiving number does not belong to that operator' },
  DUPLICATE_EXTERNAL_REFERENCE: {
    category: 'invalid_request',
    message: 'The reference was already used for another transfer',
  },
  // Ours, when a request cannot even be sent or the provider never answers
  INVALID_REQUEST: { category: 'invalid_request', message: 'The payment request is not valid' },
  PROVIDER_TIMEOUT: { category: 'expired', message: 'The provider did not answer in time' },
  NOT_IN_STATEMENT: {
    category: 'expired',
    message: "The provider's settlement statements do not show this payment",
  },
};

/** The reason in our shape: the provider's code kept as is, its message when it gave one. */
export function providerReason(code: string, message?: string | null): ProviderReason {
  const normalized = code.trim().toUpperCase() || 'UNKNOWN';
  const known = KNOWN_REASONS[normalized];
  return {
    code: normalized,
    message: message?.trim() || known?.message || `The provider reported ${normalized}`,
    category: known?.category ?? 'other',
  };
}

/** The group a stored failure code belongs to (screens translate the group, not the code). */
export function reasonCategory(code: string | null): ReasonCategory | null {
  return code === null ? null : providerReason(code).category;
}
