import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import type { Account } from '../schemas/accounts.ts';

declare module 'fastify' {
  interface FastifyInstance {
    accountsRepository: AccountsRepository;
  }
}

/** A customer account with its holder's name and its bank (null: held by the platform itself). */
export interface HeldAccount {
  id: string;
  accountNumber: string;
  accountType: Account['accountType'];
  currency: 'XAF';
  status: Account['status'];
  bankName: string | null;
  holderFirstName: string;
  holderLastName: string;
  createdAt: Date;
}

interface HeldAccountRow {
  id: string;
  account_number: string;
  account_type: Account['accountType'];
  currency: 'XAF';
  status: Account['status'];
  bank_name: string | null;
  first_name: string;
  last_name: string;
  created_at: Date;
}

/** Customer accounts (XAF only), with their holders and holding institutions. */
export function createAccountsRepository(db: Knex) {
  return {
    /** The accounts a user owns, oldest first (their main account leads). */
    async listOfUser(userId: string): Promise<HeldAccount[]> {
      const rows: HeldAccountRow[] = await db('accounts as a')
        .join('users as u', 'u.id', 'a.user_id')
        .leftJoin('institutions as i', 'i.id', 'a.institution_id')
        .where('a.user_id', userId)
        .orderBy([{ column: 'a.created_at' }, { column: 'a.account_number' }])
        .select(
          'a.id',
          'a.account_number',
          'a.account_type',
          'a.currency',
          'a.status',
          'i.institution_name as bank_name',
          'u.first_name',
          'u.last_name',
          'a.created_at',
        );
      return rows.map((row) => ({
        id: row.id,
        accountNumber: row.account_number,
        accountType: row.account_type,
        currency: row.currency,
        status: row.status,
        bankName: row.bank_name,
        holderFirstName: row.first_name,
        holderLastName: row.last_name,
        createdAt: row.created_at,
      }));
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('accountsRepository', createAccountsRepository(app.db));
  },
  { name: 'accounts-repository', fastify: '5.x', dependencies: ['db'] },
);
