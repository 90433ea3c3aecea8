import Type, { type Static } from 'typebox';
import { ACCOUNT_TYPES } from '../../domain/enums.ts';
import { CalendarDate } from './calendar-date.ts';
import { AccountTypeSchema } from './enums.ts';

export const AccountSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid', examples: ['6f1c2e0a-4b7d-4c1e-9a51-2d3f4e5a6b7c'] }),
    accountNumber: Type.String({
      description: 'CEMAC bank account number (RIB, 23 digits)',
      examples: ['10005000010123456780142'],
    }),
    accountType: AccountTypeSchema,
    balance: Type.String({
      pattern: '^-?\\d+$',
      description:
        'What the account holds, whole XAF as a string (exact beyond JavaScript safe integers), from the ledger',
      examples: ['1250000'],
    }),
    currency: Type.Literal('XAF', { description: 'Always XAF; amounts are whole francs' }),
    status: Type.Union([Type.Literal('active'), Type.Literal('frozen'), Type.Literal('closed')]),
    bankName: Type.String({
      description: 'Institution holding the account',
      examples: ['Afriland First Bank'],
    }),
    accountHolder: Type.String({ examples: ['Amina Nkono'] }),
    createdAt: Type.String({ format: 'date-time', examples: ['2026-11-02T08:30:00.000Z'] }),
  },
  { $id: 'Account' },
);

export type Account = Static<typeof AccountSchema>;

export const AccountListSchema = Type.Object(
  { data: Type.Array(Type.Ref('Account')) },
  { description: "The key owner's accounts, oldest first" },
);

export const AccountIdParamsSchema = Type.Object(
  { id: Type.String({ format: 'uuid', description: 'The account id, from the account list' }) },
  { additionalProperties: false },
);

export const UsernameParamsSchema = Type.Object(
  {
    username: Type.String({
      minLength: 3,
      maxLength: 254,
      description:
        "The account holder's username: the e-mail address (any case) or 237… phone number they sign in with",
      examples: ['customer@demo.openbanking.cm'],
    }),
  },
  { additionalProperties: false },
);

export const AccountTransactionSchema = Type.Object(
  {
    id: Type.String({
      format: 'uuid',
      description: 'The ledger transaction',
      examples: ['c1f4e2a7-9b3d-4d8e-a5f6-0b1c2d3e4f50'],
    }),
    amount: Type.Integer({
      minimum: 1,
      description: 'Whole XAF, always positive; `type` gives the direction',
      examples: [450000],
    }),
    currency: Type.Literal('XAF'),
    type: Type.Union([Type.Literal('credit'), Type.Literal('debit')], {
      description: '`credit`: money came into the account; `debit`: money left it',
    }),
    description: Type.String({ examples: ['Salary November, Cimencam SA'] }),
    date: Type.String({
      format: 'date-time',
      description: 'When the movement was booked',
      examples: ['2026-11-20T08:15:00.000Z'],
    }),
    reference: Type.Union([Type.String(), Type.Null()], {
      description: 'The payment that moved the money, when a payment did',
      examples: ['PAY-20261120-7Q4K9M2B3C'],
    }),
  },
  { $id: 'AccountTransaction' },
);

export type AccountTransaction = Static<typeof AccountTransactionSchema>;

export const AccountTransactionQuerySchema = Type.Object(
  {
    from: Type.Optional(CalendarDate('First Douala day of booking included')),
    to: Type.Optional(CalendarDate('Last Douala day of booking included')),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 50, description: 'Page size' }),
    cursor: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description: 'The `nextCursor` of the previous page, unchanged (opaque)',
      }),
    ),
  },
  { additionalProperties: false },
);

export const AccountTransactionPageSchema = Type.Object({
  data: Type.Array(Type.Ref('AccountTransaction'), { description: 'Newest first' }),
  nextCursor: Type.Optional(
    Type.String({ description: 'Send it as `cursor` for the next page; absent on the last page' }),
  ),
});

export const OpenAccountBodySchema = Type.Object(
  {
    accountType: Type.Enum(ACCOUNT_TYPES, {
      description:
        '`checking` (current account), `savings` or `business` (its payments above the threshold need a second approval)',
      examples: ['savings'],
    }),
  },
  { additionalProperties: false },
);
