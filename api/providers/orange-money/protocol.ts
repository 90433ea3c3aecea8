import Type from 'typebox';

/**
 * Orange Money WebPay (Cameroon), as both the adapter and the sandbox simulator speak it
 * (https://developer.orange.com/apis/om-webpay). The merchant creates a web payment, sends the
 * payer to Orange's page, receives a notification carrying the notif_token, and confirms with
 * a transaction status call.
 */
export const ORANGE_PATHS = {
  token: '/oauth/v3/token',
  webPayment: '/orange-money-webpay/cm/v1/webpayment',
  transactionStatus: '/orange-money-webpay/cm/v1/transactionstatus',
  /**
   * Not part of WebPay: Orange hands merchants settlement reports outside the API. The sandbox
   * serves them here; in live mode point this path at a feed built from those reports.
   * Paged: `?limit=` (at most STATEMENT_PAGE_LIMIT) and `cursor=` (a page's `next_cursor`).
   */
  settlement: (date: string) => `/orange-money-webpay/cm/v1/settlements/${date}`,
  /** The sandbox's stand-in for Orange's payment page (payment_url). */
  paymentPage: (payToken: string) => `/mpayment/abstract/${encodeURIComponent(payToken)}`,
} as const;

export const OrangeTokenResponseSchema = Type.Object({
  access_token: Type.String({ minLength: 1 }),
  token_type: Type.String(),
  expires_in: Type.Number({ exclusiveMinimum: 0 }),
});

export const OrangeWebPaymentRequestSchema = Type.Object({
  merchant_key: Type.String({ minLength: 1 }),
  currency: Type.String({ minLength: 3, maxLength: 3 }),
  order_id: Type.String({ minLength: 1, maxLength: 64 }),
  amount: Type.Integer({ minimum: 1 }),
  return_url: Type.String({ pattern: '^https?://' }),
  cancel_url: Type.String({ pattern: '^https?://' }),
  notif_url: Type.String({ pattern: '^https?://' }),
  lang: Type.Union([Type.Literal('fr'), Type.Literal('en')]),
  reference: Type.String({ minLength: 1, maxLength: 30 }),
  /**
   * Sandbox extension, sent by the adapter only in sandbox mode: the payer's number, which the
   * simulator types on its payment page for the payer so outcomes follow the test numbers.
   */
  subscriber_msisdn: Type.Optional(Type.String({ pattern: '^237[0-9]{9}$' })),
});

export const OrangeWebPaymentResponseSchema = Type.Object({
  status: Type.Number(),
  message: Type.String(),
  pay_token: Type.String({ minLength: 1 }),
  payment_url: Type.String({ pattern: '^https?://' }),
  notif_token: Type.String({ minLength: 1 }),
});

export const OrangeStatusWordSchema = Type.Union([
  Type.Literal('INITIATED'),
  Type.Literal('PENDING'),
  Type.Literal('SUCCESS'),
  Type.Literal('FAILED'),
  Type.Literal('EXPIRED'),
]);

export const OrangeTransactionStatusRequestSchema = Type.Object({
  order_id: Type.String({ minLength: 1 }),
  amount: Type.Integer({ minimum: 1 }),
  pay_token: Type.String({ minLength: 1 }),
});

/**
 * Orange documents only status, order_id and txnid. The simulator adds `reason` (the failure
 * code of the test numbers); the adapter reads it when present and otherwise uses the status.
 */
export const OrangeTransactionStatusResponseSchema = Type.Object({
  status: OrangeStatusWordSchema,
  order_id: Type.String(),
  txnid: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  reason: Type.Optional(Type.String()),
});

/** The notification Orange posts to notif_url. */
export const OrangeNotificationSchema = Type.Object({
  status: OrangeStatusWordSchema,
  notif_token: Type.String({ minLength: 1 }),
  txnid: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  reason: Type.Optional(Type.String()),
});

export const OrangeErrorSchema = Type.Object({
  code: Type.Union([Type.Number(), Type.String()]),
  message: Type.String(),
  description: Type.Optional(Type.String()),
});

/** One page of a day's statement, with the whole day's `count` and `total_amount`; `next_cursor` null on the last. */
export const OrangeSettlementSchema = Type.Object({
  date: Type.String(),
  currency: Type.String(),
  transactions: Type.Array(
    Type.Object({
      pay_token: Type.String(),
      order_id: Type.String(),
      txnid: Type.String(),
      amount: Type.Integer({ minimum: 1 }),
      settled_at: Type.String(),
    }),
  ),
  count: Type.Integer({ minimum: 0 }),
  total_amount: Type.Integer({ minimum: 0 }),
  next_cursor: Type.Union([Type.String({ minLength: 1 }), Type.Null()]),
});
