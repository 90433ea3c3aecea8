import Type from 'typebox';

/**
 * GIMAC transfer API. GIMAC publishes no public specification, so this is our design of the
 * contract (documented in docs/design/payment-providers.md, "GIMAC API"): OAuth 2.0 client credentials,
 * JSON over HTTPS, integer XAF amounts, snake_case fields, errors as {error: {code, message}},
 * and callbacks signed with HMAC-SHA256 of the client secret.
 */
export const GIMAC_PATHS = {
  token: '/oauth/token',
  status: '/v1/status',
  participants: '/v1/participants',
  transfers: '/v1/transfers',
  transfer: (transferId: string) => `/v1/transfers/${encodeURIComponent(transferId)}`,
  /** The transfers (none or one) created with this external_reference: how a sender asks "did you get it?". */
  transfersByReference: (externalReference: string) =>
    `/v1/transfers?external_reference=${encodeURIComponent(externalReference)}`,
  /** Paged: `?limit=` (at most STATEMENT_PAGE_LIMIT) and `cursor=` (a page's `next_cursor`). */
  settlement: (date: string) => `/v1/settlements/${date}`,
} as const;

export const GIMAC_SIGNATURE_HEADER = 'x-gimac-signature';
export const GIMAC_TIMESTAMP_HEADER = 'x-gimac-timestamp';

export const GimacTokenResponseSchema = Type.Object({
  access_token: Type.String({ minLength: 1 }),
  token_type: Type.String(),
  expires_in: Type.Number({ exclusiveMinimum: 0 }),
  scope: Type.Optional(Type.String()),
});

/** BANK_TO_BANK: a bank account pays an account at another (or the same) bank, the receiver named by account number. */
export const GimacTransferTypeSchema = Type.Union([
  Type.Literal('BANK_TO_WALLET'),
  Type.Literal('WALLET_TO_WALLET'),
  Type.Literal('BANK_TO_BANK'),
]);

export const GimacSenderSchema = Type.Object({
  participant_code: Type.String({ minLength: 1 }),
  account_number: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]{5,34}$' })),
  msisdn: Type.Optional(Type.String({ pattern: '^[0-9]{8,15}$' })),
  name: Type.Optional(Type.String({ maxLength: 100 })),
});

/** A wallet receives by `msisdn` (BANK_TO_WALLET, WALLET_TO_WALLET), a bank by `account_number` (BANK_TO_BANK). */
export const GimacReceiverSchema = Type.Object({
  participant_code: Type.String({ minLength: 1 }),
  msisdn: Type.Optional(Type.String({ pattern: '^[0-9]{8,15}$' })),
  account_number: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]{5,34}$' })),
  name: Type.Optional(Type.String({ maxLength: 100 })),
});

export const GimacCreateTransferSchema = Type.Object({
  external_reference: Type.String({ minLength: 1, maxLength: 64 }),
  type: GimacTransferTypeSchema,
  amount: Type.Integer({ minimum: 1 }),
  currency: Type.Literal('XAF'),
  sender: GimacSenderSchema,
  receiver: GimacReceiverSchema,
  description: Type.Optional(Type.String({ maxLength: 140 })),
  callback_url: Type.Optional(Type.String({ pattern: '^https?://' })),
});

export const GimacTransferStatusSchema = Type.Union([
  Type.Literal('PENDING'),
  Type.Literal('COMPLETED'),
  Type.Literal('FAILED'),
]);

/** A transfer as GIMAC returns it (create, read, callback body). */
export const GimacTransferSchema = Type.Object({
  transfer_id: Type.String({ minLength: 1 }),
  external_reference: Type.String(),
  type: GimacTransferTypeSchema,
  status: GimacTransferStatusSchema,
  reason_code: Type.Union([Type.String(), Type.Null()]),
  reason_message: Type.Union([Type.String(), Type.Null()]),
  amount: Type.Integer({ minimum: 1 }),
  currency: Type.String(),
  sender: GimacSenderSchema,
  receiver: GimacReceiverSchema,
  description: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  created_at: Type.String(),
  updated_at: Type.String(),
  completed_at: Type.Union([Type.String(), Type.Null()]),
});

export const GimacErrorSchema = Type.Object({
  error: Type.Object({ code: Type.String(), message: Type.String() }),
});

export const GimacServiceStatusSchema = Type.Union([
  Type.Literal('UP'),
  Type.Literal('DEGRADED'),
  Type.Literal('DOWN'),
]);

export const GimacStatusSchema = Type.Object({
  status: GimacServiceStatusSchema,
  environment: Type.String(),
  message: Type.String(),
  services: Type.Array(Type.Object({ code: Type.String(), name: Type.String(), status: GimacServiceStatusSchema })),
  timestamp: Type.String(),
});

export const GimacParticipantSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  type: Type.Union([Type.Literal('BANK'), Type.Literal('WALLET')]),
  country: Type.String({ minLength: 2, maxLength: 2 }),
  currency: Type.String(),
});

export const GimacParticipantsSchema = Type.Object({ data: Type.Array(GimacParticipantSchema) });

export const GimacTransferListSchema = Type.Object({ data: Type.Array(GimacTransferSchema) });

/** One page of a day's statement, with the whole day's `count` and `total_amount`; `next_cursor` null on the last. */
export const GimacSettlementSchema = Type.Object({
  date: Type.String(),
  currency: Type.String(),
  entries: Type.Array(
    Type.Object({
      transfer_id: Type.String(),
      external_reference: Type.String(),
      type: GimacTransferTypeSchema,
      amount: Type.Integer({ minimum: 1 }),
      settled_at: Type.String(),
    }),
  ),
  count: Type.Integer({ minimum: 0 }),
  total_amount: Type.Integer({ minimum: 0 }),
  next_cursor: Type.Union([Type.String({ minLength: 1 }), Type.Null()]),
});
