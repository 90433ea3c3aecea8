import Type from 'typebox';
import { literalUnion } from './literal-union.ts';
import { LivemodeSchema } from './payments.ts';

/**
 * Where a payment of the public API goes: `account`, an account
 * of the platform (the money moves at once); `mobile_wallet`, a mobile money wallet reached
 * through GIMAC; `gimac_bank`, an account at a GIMAC bank (both payouts, sent by the payments
 * engine from the platform's settlement bank).
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
        '`account`: an account of the platform, paid at once. `mobile_wallet`: a mobile money wallet, through GIMAC. `gimac_bank`: an account at a bank of the GIMAC network',
    }),
    destinationAccountId: Type.String({
      minLength: 1,
      maxLength: 64,
      description:
        'Who receives: the account id (a UUID) for `account`; the wallet number with its country code for `mobile_wallet` (`237` and 9 digits in Cameroon); the account number at the bank for `gimac_bank` (8 to 34 letters and digits; spaces and dashes are ignored)',
      examples: ['0d9a7c52-31e4-4f0b-b1a8-5e2c6d7f8a90'],
    }),
    destinationParticipant: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 32,
        description:
          'The GIMAC participant code of the receiver (`GET /api/v1/mobile-money/providers`, `gimac_providers`): required for `gimac_bank` (the bank, e.g. `BICEC_CM`); for `mobile_wallet` the operator (e.g. `AIRTEL_GA`), needed outside Cameroon, where the operator follows from the number (`MTN_CM`, `ORANGE_CM`); refused for `account`',
        examples: ['BICEC_CM'],
      }),
    ),
    description: Type.String({
      minLength: 1,
      maxLength: 140,
      description: 'Shown on both statements',
      examples: ['Invoice 2026-118, Douala Logistics'],
    }),
  },
  { additionalProperties: false },
);

export const AccountPaymentStatusSchema = literalUnion(
  ['pending', 'pending_authorization', 'success', 'failed'] as const,
  {
    description:
      '`pending`: the payment accepted (the answer to the POST; between accounts of the platform the money has already moved, so GET answers `success`; a payout stays `pending` while GIMAC delivers it, its amount already taken from the source account). `pending_authorization`: a business account above the threshold, nothing moved until `POST /api/v1/payments/authorize/{id}`. `success`: the money reached its destination, final. `failed`: a payout the network refused (see `failure`), its amount given back to the source account, final.',
  },
);

export const AccountPaymentFailureSchema = Type.Union(
  [
    Type.Object({
      code: Type.String({
        description:
          "The network's reason code, e.g. `INSUFFICIENT_FUNDS`, `BENEFICIARY_NOT_FOUND`, `REJECTED`, `TIMEOUT`",
        examples: ['BENEFICIARY_NOT_FOUND'],
      }),
      message: Type.String(),
    }),
    Type.Null(),
  ],
  { description: 'Why a payout failed; null unless `status` is `failed`' },
);

const paymentFields = {
  paymentId: Type.String({ format: 'uuid', examples: ['e3b0c442-98fc-4c14-9afb-f4c8996fb924'] }),
  status: AccountPaymentStatusSchema,
  reference: Type.String({ examples: ['PAY-20261122-7Q4K9M2B3C'] }),
  estimatedCompletion: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description:
      'When the money moves (has moved): null while the payment awaits authorization; for a payout still on its way, an estimate',
  }),
  amount: Type.Integer({ minimum: 1 }),
  currency: Type.Literal('XAF'),
  sourceAccountId: Type.String({ format: 'uuid' }),
  destinationType: literalUnion(PAYMENT_DESTINATION_TYPES),
  destinationAccountId: Type.String({
    description: 'The account id, the wallet number or the account number at the bank, per `destinationType`',
  }),
  destinationParticipant: Type.Union([Type.String(), Type.Null()], {
    description: 'The receiving GIMAC participant (operator or bank code) of a payout; null between accounts',
  }),
  description: Type.String(),
  failure: AccountPaymentFailureSchema,
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
