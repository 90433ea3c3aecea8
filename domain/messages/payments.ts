/** The payments engine's client-facing texts (validation details and errors), in one place. */
import { defineMessages } from './define.ts';

export const PAYMENT_MESSAGES = defineMessages({
  backlogFull: 'Payments are arriving faster than the providers settle them; try again in a few seconds',
  currency: 'Currency must be XAF',
  bankAccount: 'Bank account must be 8 to 34 letters or digits',
  bankCode: 'Bank code is not a GIMAC bank',
  paymentNotFound: 'Payment not found',
  onlyFailedRetry: 'Only failed payments can be retried',
  payoutNotRetried:
    'A payout of POST /api/v1/payments is not retried: its amount went back to the source account; make a new payment',
  callbackUnknown: 'No payment attempt has this reference',
  callbackRejected: '{problem}',
  receiverIsSender: 'Receiver must differ from the sender',
});
