import Type from 'typebox';
import { CalendarDate } from './calendar-date.ts';
import { FailureCategorySchema, PaymentStatusSchema, PaymentTypeSchema, ProviderCodeSchema } from './enums.ts';
import { LivemodeSchema } from './payments.ts';

export const TransactionQuerySchema = Type.Object(
  {
    search: Type.Optional(
      Type.String({ maxLength: 100, description: 'Part of the reference, the phone number or the customer name' }),
    ),
    status: Type.Optional(PaymentStatusSchema),
    type: Type.Optional(PaymentTypeSchema),
    provider: Type.Optional(
      Type.String({
        pattern: '^(?:[Mm][Tt][Nn]|[Oo][Rr][Aa][Nn][Gg][Ee]|[Gg][Ii][Mm][Aa][Cc])$',
        description: 'mtn, orange or gimac, in any case',
        examples: ['GIMAC'],
      }),
    ),
    from: Type.Optional(CalendarDate('First Douala day included')),
    to: Type.Optional(CalendarDate('Last Douala day included')),
    page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
  },
  { additionalProperties: false },
);

export const TransactionSchema = Type.Object(
  {
    reference: Type.String({ examples: ['PAY-20261122-7K3M9Q'] }),
    livemode: LivemodeSchema,
    customer: Type.Object({
      name: Type.String(),
      phone: Type.String({ examples: ['237677123456'] }),
      email: Type.Optional(Type.String()),
    }),
    amount: Type.String({ pattern: '^\\d+$', description: 'Whole XAF as a numeric string', examples: ['25000'] }),
    currency: Type.Literal('XAF'),
    type: PaymentTypeSchema,
    provider: ProviderCodeSchema,
    status: PaymentStatusSchema,
    created_at: Type.String({ format: 'date-time' }),
    completed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    narration: Type.Union([Type.String(), Type.Null()]),
    failure_reason: Type.Union([Type.String(), Type.Null()]),
    failure_category: Type.Union([FailureCategorySchema, Type.Null()], {
      description: 'The failure grouped across providers',
    }),
    attempts: Type.Integer({ minimum: 0 }),
    can_retry: Type.Boolean({ description: 'True when the payment failed and the caller may retry it' }),
  },
  { $id: 'Transaction' },
);

export const TransactionListSchema = Type.Object({
  data: Type.Array(Type.Ref('Transaction')),
  pagination: Type.Object({
    page: Type.Integer(),
    limit: Type.Integer(),
    total: Type.Integer(),
    totalPages: Type.Integer(),
  }),
});

export const PaymentAnalyticsQuerySchema = Type.Object(
  { days: Type.Integer({ minimum: 1, maximum: 366, default: 30, description: 'Douala days, today included' }) },
  { additionalProperties: false },
);

const Rate = Type.String({ pattern: '^\\d{1,3}\\.\\d%$', examples: ['97.5%'] });

export const PaymentAnalyticsSchema = Type.Object({
  data: Type.Object({
    overview: Type.Object({
      totalTransactions: Type.Integer({ description: 'Payments created in the period, any status' }),
      totalVolume: Type.Integer({ description: 'Sum of the successful amounts, XAF' }),
      successRate: Rate,
      averageAmount: Type.Integer({ description: 'Average successful amount, rounded to whole XAF' }),
    }),
    providers: Type.Array(
      Type.Object({
        code: ProviderCodeSchema,
        name: Type.String(),
        transactions: Type.Integer(),
        volume: Type.Integer(),
        successRate: Rate,
      }),
    ),
    trends: Type.Object({
      dailyVolume: Type.Array(
        Type.Object({
          date: Type.String({ examples: ['2026-11-22'] }),
          volume: Type.Integer(),
          count: Type.Integer(),
        }),
      ),
    }),
  }),
});
