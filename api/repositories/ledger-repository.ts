import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Knex } from 'knex';

declare module 'fastify' {
  interface FastifyInstance {
    ledgerRepository: LedgerRepository;
  }
}

export type LedgerAccountKind = 'customer' | 'platform' | 'provider_clearing' | 'gimac_clearing';

/** An account of the chart (services/ledger/chart-of-accounts.ts names them). */
export interface LedgerAccountSpec {
  code: string;
  kind: LedgerAccountKind;
  name: string;
  userId?: string;
  /** The customer account (`accounts` row) this ledger account belongs to; customer accounts only. */
  accountId?: string;
}

export interface NewLedgerTransaction {
  description: string;
  paymentId: string | null;
  attemptId: string | null;
  /** Whole XAF per account id; the database refuses a transaction whose postings do not sum to zero. */
  postings: { accountId: string; amount: number }[];
}

/**
 * The double-entry ledger: accounts, transactions and their postings. Balances are kept by the
 * database (the posting trigger adds each amount to one of 16 shard rows, summed by the
 * `ledger_account_balances` view), so nothing here writes a balance.
 */
export function createLedgerRepository(db: Knex) {
  return {
    /**
     * The account's id, creating it on first use. Safe under concurrency: two transactions
     * creating the same account meet on the unique code and both read the one row. Accounts
     * exist after their first posting, so the common case is one read.
     */
    async ensureAccount(spec: LedgerAccountSpec): Promise<string> {
      const existing: { id: string } | undefined = await db('ledger_accounts').where('code', spec.code).first('id');
      if (existing) return existing.id;
      await db('ledger_accounts')
        .insert({
          code: spec.code,
          kind: spec.kind,
          name: spec.name,
          user_id: spec.userId ?? null,
          account_id: spec.accountId ?? null,
        })
        .onConflict('code')
        .ignore();
      const row: { id: string } = await db('ledger_accounts').where('code', spec.code).first('id');
      return row.id;
    },

    /**
     * Makes a customer's `customer:<user>` ledger account (their balance while they held no
     * account) the ledger account of their first account, as the migration
     * `ledger_account_per_account` did: its code and name change, its id and postings do not.
     */
    async adoptCustomerBalance(customer: LedgerAccountSpec, account: LedgerAccountSpec): Promise<void> {
      await db('ledger_accounts')
        .where('code', customer.code)
        .update({ code: account.code, name: account.name, account_id: account.accountId ?? null });
    },

    /** One transaction with its postings; returns its id. Run it inside the caller's transaction. */
    async insertTransaction(transaction: NewLedgerTransaction): Promise<string> {
      const [row]: { id: string }[] = await db('ledger_transactions')
        .insert({
          payment_id: transaction.paymentId,
          attempt_id: transaction.attemptId,
          description: transaction.description,
        })
        .returning('id');
      if (!row) throw new Error('ledger transaction was not created');
      await db('ledger_postings').insert(
        transaction.postings.map((posting) => ({
          transaction_id: row.id,
          ledger_account_id: posting.accountId,
          amount: posting.amount,
        })),
      );
      return row.id;
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('ledgerRepository', createLedgerRepository(app.db));
  },
  { name: 'ledger-repository', fastify: '5.x', dependencies: ['db'] },
);
