import Type from 'typebox';
import { literalUnion } from './literal-union.ts';
import { LivemodeSchema } from './payments.ts';

/**
 * Where a payment of the public API goes (spec 001 §3 "Payment request"): `account`, an account
 * of the platform, is served; `mobile_wallet` and `gimac_bank` are refused with 422
 * `payment_destination_not_supported` (use the mobile money and GIMAC endpoints).
 */
export const PAYMENT_DESTINATION_TYPES = ['account', 'mobile_wallet', 'gimac_bank'] as const;
export type PaymentDestinationType = (typeof PAYMENT_DESTINATION_TYPES)[number];

export const CreateAccountPaymentBodySchema = Type.Object(
  {
    amount: Type.Union(
      [
        Type.Integer({ minimum: 1, maximum: 1_000_000_000_000 }),
        Type.String({ pattern: '^[1-9][0-9]{0,12}$', maxLength: 13 }),
      ],
      {
        description: 'Whole XAF, at least 1: a number, or a string of digits as in the documented example',
        examples: ['25000'],
      },
    ),
    currency: Type.Enum(['XAF'], { description: 'Always XAF' }),
    sourceAccountId: Type.String({
      format: 'uuid',
      description: "The account to debit: one of the caller's accounts (for an OAuth token, one the customer shared)",
      examples: ['6f1c2e0a-4b7d-4c1e-9a51-2d3f4e5a6b7c'],
    }),
    destinationType: literalUnion(PAYMENT_DESTINATION_TYPES, {
      description:
        '`account`: an account of the platform. `mobile_wallet` and `gimac_bank` are not served here yet (422 `payment_destination_not_supported`)',
    }),
    destinationAccountId: Type.String({
      minLength: 1,
      maxLength: 64,
      description: 'The account to credit (its id, a UUID, for `account`)',
      examples: ['0d9a7c52-31e4-4f0b-b1a8-5e2c6d7f8a90'],
    }),
    description: Type.String({
      minLength: 1,
      maxLength: 140,
      description: 'Shown on both statements',
      examples: ['Invoice 2026-118, Douala Logistics'],
    }),
  },
  { additionalProperties: false },
);

export const AccountPaymentStatusSchema = literalUnion(['pending', 'pending_authorization', 'success'] as const, {
  description:
    '`pending`: the answer to the POST, the payment accepted (between accounts of the platform the money has already moved: GET answers `success`). `pending_authorization`: a business account above the threshold, nothing moved until `POST /api/v1/payments/authorize/{id}`. `success`: the money moved, final.',
});

const paymentFields = {
  paymentId: Type.String({ format: 'uuid', examples: ['e3b0c442-98fc-4c14-9afb-f4c8996fb924'] }),
  status: AccountPaymentStatusSchema,
  reference: Type.String({ examples: ['PAY-20261122-7Q4K9M2B3C'] }),
  estimatedCompletion: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'When the money moves (has moved): null while the payment awaits authorization',
  }),
  amount: Type.Integer({ minimum: 1 }),
  currency: Type.Literal('XAF'),
  sourceAccountId: Type.String({ format: 'uuid' }),
  destinationType: Type.Literal('account'),
  destinationAccountId: Type.String({ format: 'uuid' }),
  description: Type.String(),
  livemode: LivemodeSchema,
  createdAt: Type.String({ format: 'date-time' }),
  authorizedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  completedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
};

export const AccountPaymentSchema = Type.Object(paymentFields, { $id: 'AccountPayment' });

export const PaymentIdParamsSchema = Type.Object(
  { id: Type.String({ format: 'uuid', description: 'The paymentId of the POST answer' }) },
  { additionalProperties: false },
);

export const PaymentHeadersSchema = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({ description: 'Repeat the same key to repeat the request safely (24 hours)', maxLength: 255 }),
  ),
});
