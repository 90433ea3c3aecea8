import Type from 'typebox';
import { literalUnion } from './literal-union.ts';
import { LivemodeSchema } from './payments.ts';

/** The provider names of the documented public API, mapped to the engine's `mtn` / `orange`. */
export const PUBLIC_MOBILE_MONEY_PROVIDERS = ['MTN_MOMO', 'ORANGE_MONEY'] as const;
export type PublicMobileMoneyProvider = (typeof PUBLIC_MOBILE_MONEY_PROVIDERS)[number];

export const InitiateMobileMoneyBodySchema = Type.Object(
  {
    amount: Type.Integer({
      minimum: 1,
      maximum: 1_000_000_000,
      description:
        "Whole XAF (no minor unit), at least the platform's minimum (setting `payments.mobile_money_min_amount`, 100 XAF by default)",
      examples: [15000],
    }),
    currency: Type.Enum(['XAF'], { description: 'Always XAF' }),
    phoneNumber: Type.String({
      minLength: 1,
      maxLength: 20,
      description: "The payer's number: 237 followed by 9 digits, of the chosen provider",
      examples: ['237670000000'],
    }),
    provider: literalUnion(PUBLIC_MOBILE_MONEY_PROVIDERS, { description: '`MTN_MOMO` or `ORANGE_MONEY`' }),
    description: Type.Optional(
      Type.String({ maxLength: 140, description: 'Shown to the payer where the provider allows' }),
    ),
  },
  { additionalProperties: false },
);

export const MobileMoneyInitiatedSchema = Type.Object({
  transactionId: Type.String({ format: 'uuid', description: 'The payment id' }),
  status: Type.Literal('pending'),
  reference: Type.String({ examples: ['PAY-20261122-K7M2Q9XA4C'] }),
  ussdCode: Type.String({
    description: 'What the payer dials to approve: MTN `*126#`, Orange `#150#`',
    examples: ['*126#'],
  }),
  instructions: Type.String({ description: 'What the payer does, in the language of `Accept-Language` (en or fr)' }),
  amount: Type.Integer(),
  currency: Type.Literal('XAF'),
  provider: literalUnion(PUBLIC_MOBILE_MONEY_PROVIDERS),
  phoneNumber: Type.String(),
  livemode: LivemodeSchema,
  createdAt: Type.String({ format: 'date-time' }),
});

export const InitiateHeadersSchema = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({ description: 'Repeat the same key to repeat the request safely (24 hours)', maxLength: 255 }),
  ),
  'accept-language': Type.Optional(
    Type.String({ maxLength: 200, description: 'en or fr: the language of `instructions` (English by default)' }),
  ),
});
