import Type from 'typebox';
import {
  FailureCategorySchema,
  MobileMoneyProviderCodeSchema,
  PaymentStatusSchema,
  PaymentTypeSchema,
  ProviderCodeSchema,
  StaffPaymentTypeSchema,
} from './enums.ts';

const MAX_AMOUNT = 1_000_000_000;

/** Every payment answer says which mode it belongs to (services/payments/livemode.ts). */
export const LivemodeSchema = Type.Boolean({
  description: 'true for a live payment (real providers), false for a test payment (simulators, test data only)',
});

/**
 * The schema only says "a whole positive number": the smallest amount is a platform setting
 * (category payments, which staff change), checked with it before anything is written
 * (services/payments/payment-gate.ts), with the same `field_too_small` answer.
 */
const amount = (setting: string, byDefault: number) =>
  Type.Integer({
    minimum: 1,
    maximum: MAX_AMOUNT,
    description: `Whole XAF (no minor unit), at least the platform's minimum (setting \`payments.${setting}\`, ${byDefault} XAF by default)`,
    examples: [5000],
  });

const currency = Type.Enum(['XAF'], { description: 'Always XAF' });
const narration = Type.Optional(
  Type.String({ maxLength: 140, description: 'Shown to the payer where the provider allows' }),
);
const phone = (description: string) =>
  Type.String({ minLength: 1, maxLength: 20, description, examples: ['237670000000'] });

export const PaymentCustomerSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  email: Type.String({ format: 'email', maxLength: 254 }),
});

export const ProvidersListSchema = Type.Object({
  providers: Type.Array(Type.Object({ code: MobileMoneyProviderCodeSchema, name: Type.String() })),
  gimac_providers: Type.Object({
    banks: Type.Array(Type.Object({ code: Type.String(), name: Type.String(), country: Type.String() })),
    mobile: Type.Array(Type.Object({ code: Type.String(), name: Type.String(), country: Type.String() })),
  }),
});

export const ChargeBodySchema = Type.Object({
  amount: amount('mobile_money_min_amount', 100),
  phone: phone("The payer's number: 237 followed by 9 digits, of the chosen provider"),
  provider: MobileMoneyProviderCodeSchema,
  customer: PaymentCustomerSchema,
  narration,
  currency: Type.Optional(currency),
});

export const ChargeCreatedSchema = Type.Object({
  data: Type.Object({
    reference: Type.String({ examples: ['PAY-20261122-K7M2Q9XA4C'] }),
    livemode: LivemodeSchema,
    status: Type.Literal('pending'),
    amount: Type.Integer(),
    currency: Type.Literal('XAF'),
    provider: MobileMoneyProviderCodeSchema,
    phone: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
  }),
});

export const PaymentListSchema = Type.Object({
  data: Type.Array(
    Type.Object({
      reference: Type.String(),
      livemode: LivemodeSchema,
      amount: Type.Integer(),
      currency: Type.Literal('XAF'),
      status: PaymentStatusSchema,
      provider: ProviderCodeSchema,
      phone: Type.String(),
      type: PaymentTypeSchema,
      customer: Type.Object({ name: Type.String(), email: Type.Union([Type.String(), Type.Null()]) }),
      created_at: Type.String({ format: 'date-time' }),
      narration: Type.Union([Type.String(), Type.Null()]),
      failure_reason: Type.Union([Type.String(), Type.Null()]),
      failure_category: Type.Union([FailureCategorySchema, Type.Null()], {
        description: 'The failure grouped across providers',
      }),
      payment_url: Type.Union([Type.String(), Type.Null()], {
        description:
          "Orange Money: the provider's page where the payer confirms, while the payment is processing; null otherwise",
      }),
    }),
  ),
});

export const GimacStatusSchema = Type.Object({
  status: Type.Enum(['success', 'error'], { description: 'success when GIMAC answers and is up' }),
  environment: Type.String(),
  message: Type.String(),
  services: Type.Array(Type.String()),
  service_codes: Type.Array(Type.String(), {
    description: 'Stable codes of the services, in the order of services (BANK_TO_WALLET, REQUEST_TO_PAY…)',
  }),
  checked_at: Type.String({ format: 'date-time' }),
});

export const BankToMobileBodySchema = Type.Object({
  amount: amount('bank_to_mobile_min_amount', 1000),
  bankAccount: Type.String({ minLength: 1, maxLength: 50, description: '8 to 34 letters or digits' }),
  bankCode: Type.String({
    minLength: 1,
    maxLength: 40,
    description: 'A GIMAC bank code (GET /api/v1/mobile-money/providers)',
  }),
  mobilePhone: phone('The receiving wallet'),
  mobileProvider: Type.String({ minLength: 1, maxLength: 40, description: 'A GIMAC mobile operator code' }),
  customer: PaymentCustomerSchema,
  narration,
  currency: Type.Optional(currency),
});

export const WalletToWalletBodySchema = Type.Object({
  amount: amount('mobile_money_min_amount', 100),
  senderPhone: phone('The paying wallet'),
  senderOperator: Type.String({ minLength: 1, maxLength: 40, description: 'GIMAC operator code of the sender' }),
  receiverPhone: phone('The receiving wallet'),
  receiverOperator: Type.String({ minLength: 1, maxLength: 40, description: 'GIMAC operator code of the receiver' }),
  customer: PaymentCustomerSchema,
  narration,
  currency: Type.Optional(currency),
});

export const TransferCreatedSchema = Type.Object({
  data: Type.Object({
    transaction_id: Type.String({ description: 'Same as reference' }),
    reference: Type.String(),
    livemode: LivemodeSchema,
    status: Type.Literal('pending'),
    amount: Type.Integer(),
    currency: Type.Literal('XAF'),
  }),
});

export const StaffPaymentBodySchema = Type.Object({
  amount: amount('mobile_money_min_amount', 100),
  currency,
  type: StaffPaymentTypeSchema,
  customer: Type.Object({
    name: Type.String({ minLength: 1, maxLength: 100 }),
    phone: phone("The customer's Cameroon number (237 followed by 9 digits)"),
    email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
  }),
  narration,
});

export const StaffPaymentCreatedSchema = Type.Object({
  data: Type.Object({
    reference: Type.String(),
    livemode: LivemodeSchema,
    status: Type.Literal('pending'),
    type: StaffPaymentTypeSchema,
    provider: ProviderCodeSchema,
    amount: Type.Integer(),
    currency: Type.Literal('XAF'),
  }),
});

export const PaymentReferenceParamsSchema = Type.Object({
  reference: Type.String({ minLength: 1, maxLength: 100 }),
});

export const RetriedPaymentSchema = Type.Object({
  data: Type.Object({
    reference: Type.String(),
    livemode: LivemodeSchema,
    status: Type.Literal('pending'),
    attempt: Type.Integer({ minimum: 2, description: 'The new attempt number' }),
  }),
});

export const CallbackParamsSchema = Type.Object({
  provider: ProviderCodeSchema,
  reference: Type.String({ minLength: 1, maxLength: 120 }),
});

export const CallbackAcceptedSchema = Type.Object({
  received: Type.Literal(true),
  status: PaymentStatusSchema,
});

export const IdempotencyHeadersSchema = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({ description: 'Repeat the same key to repeat the request safely (24 hours)', maxLength: 255 }),
  ),
});

export const UnresolvedReasonSchema = Type.Enum(['provider_pending', 'status_unreadable'], {
  description:
    '`provider_pending`: the provider still says the payment is pending; `status_unreadable`: its status calls give no usable answer.',
});

export const UnresolvedPaymentListSchema = Type.Object({
  data: Type.Array(
    Type.Object({
      reference: Type.String(),
      livemode: LivemodeSchema,
      type: PaymentTypeSchema,
      provider: ProviderCodeSchema,
      amount: Type.Integer(),
      currency,
      status: PaymentStatusSchema,
      customerName: Type.String(),
      customerPhone: Type.String(),
      attempt: Type.Integer({ minimum: 1 }),
      reason: UnresolvedReasonSchema,
      createdAt: Type.String({ format: 'date-time' }),
      unresolvedSince: Type.String({ format: 'date-time' }),
    }),
    { description: 'Oldest first' },
  ),
});
