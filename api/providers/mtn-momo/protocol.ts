import Type from 'typebox';

/**
 * MTN MoMo Open API, Collection product: the wire format both the adapter and the sandbox
 * simulator speak (https://momodeveloper.mtn.com, "Collection"). Answers are checked against
 * these schemas before anything is believed; extra fields are allowed.
 */
export const MTN_PATHS = {
  token: '/collection/token/',
  requestToPay: '/collection/v1_0/requesttopay',
  requestToPayStatus: (referenceId: string) => `/collection/v1_0/requesttopay/${encodeURIComponent(referenceId)}`,
  balance: '/collection/v1_0/account/balance',
  /**
   * Not part of MTN's public API: MTN hands settlement reports to partners through its portal.
   * The sandbox serves them here; in live mode point this path at a feed built from those reports.
   * Paged: `?limit=` (at most STATEMENT_PAGE_LIMIT) and `cursor=` (a page's `nextCursor`).
   */
  settlement: (date: string) => `/collection/v1_0/settlements/${date}`,
} as const;

export const MtnTokenResponseSchema = Type.Object({
  access_token: Type.String({ minLength: 1 }),
  token_type: Type.String(),
  expires_in: Type.Number({ exclusiveMinimum: 0 }),
});

export const MtnPartySchema = Type.Object({
  partyIdType: Type.Union([Type.Literal('MSISDN'), Type.Literal('EMAIL'), Type.Literal('PARTY_CODE')]),
  partyId: Type.String({ minLength: 1 }),
});

/** POST /collection/v1_0/requesttopay body. MTN sends amounts as decimal strings. */
export const MtnRequestToPaySchema = Type.Object({
  amount: Type.String({ pattern: '^[0-9]+(\\.[0-9]+)?$' }),
  currency: Type.String({ minLength: 3, maxLength: 3 }),
  externalId: Type.String({ minLength: 1, maxLength: 64 }),
  payer: MtnPartySchema,
  payerMessage: Type.Optional(Type.String({ maxLength: 160 })),
  payeeNote: Type.Optional(Type.String({ maxLength: 160 })),
});

/** MTN has sent the failure reason both as a bare code and as {code, message}. */
export const MtnReasonSchema = Type.Union([
  Type.String(),
  Type.Object({ code: Type.String(), message: Type.Optional(Type.String()) }),
]);

export const MtnStatusSchema = Type.Union([
  Type.Literal('PENDING'),
  Type.Literal('SUCCESSFUL'),
  Type.Literal('FAILED'),
]);

/** GET /collection/v1_0/requesttopay/{referenceId}, and the body of the callback to X-Callback-Url. */
export const MtnRequestToPayResultSchema = Type.Object({
  amount: Type.String(),
  currency: Type.String(),
  financialTransactionId: Type.Optional(Type.String()),
  externalId: Type.Optional(Type.String()),
  payer: Type.Optional(MtnPartySchema),
  payerMessage: Type.Optional(Type.String()),
  payeeNote: Type.Optional(Type.String()),
  status: MtnStatusSchema,
  reason: Type.Optional(MtnReasonSchema),
});

export const MtnErrorSchema = Type.Object({
  code: Type.String(),
  message: Type.Optional(Type.String()),
});

export const MtnBalanceSchema = Type.Object({
  availableBalance: Type.String(),
  currency: Type.String(),
});

/**
 * One page of a day's statement: its transactions, the whole day's `count` and `totalAmount`
 * (a decimal string, like MTN's amounts), and `nextCursor`, null on the last page.
 */
export const MtnSettlementSchema = Type.Object({
  date: Type.String(),
  currency: Type.String(),
  transactions: Type.Array(
    Type.Object({
      referenceId: Type.String(),
      externalId: Type.String(),
      financialTransactionId: Type.String(),
      amount: Type.String({ pattern: '^[0-9]+$' }),
      settledAt: Type.String(),
    }),
  ),
  count: Type.Integer({ minimum: 0 }),
  totalAmount: Type.String({ pattern: '^[0-9]+$' }),
  nextCursor: Type.Union([Type.String({ minLength: 1 }), Type.Null()]),
});
