import Type, { type Static } from 'typebox';
import { AccountTypeSchema } from './enums.ts';

export const AccountSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid', examples: ['6f1c2e0a-4b7d-4c1e-9a51-2d3f4e5a6b7c'] }),
    accountNumber: Type.String({
      description: 'CEMAC bank account number (RIB, 23 digits)',
      examples: ['10005000010123456780142'],
    }),
    accountType: AccountTypeSchema,
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
