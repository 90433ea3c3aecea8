/** The payments engine's client-facing texts (validation details and errors), in one place. */
export const PAYMENT_MESSAGES = {
  currency: 'Currency must be XAF',
  bankAccount: 'Bank account must be 8 to 34 letters or digits',
  bankCode: 'Bank code is not a GIMAC bank',
  unknownOperator: 'Phone does not belong to MTN Mobile Money or Orange Money',
  notFound: 'Payment not found',
  onlyFailedRetry: 'Only failed payments can be retried',
  callbackUnknown: 'No payment attempt has this reference',
  callbackTooEarly: 'The attempt is not registered with the provider yet; retry later',
  callbackTransient: 'The provider could not confirm the callback; retry later',
} as const;
