import type { Knex } from 'knex';

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
 * The one order every lock of the ledger follows: by ledger account id. Lower-case uuid text
 * compares as PostgreSQL compares uuids, so this sort and `order by id` agree.
 */
function byLockOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The double-entry ledger: accounts, transactions and their postings. Balances are kept by the
 * database (the posting trigger adds each amount to one of 16 shard rows, summed by the
 * `ledger_account_balances` view), so nothing here writes a balance.
 *
 * Lock order: a ledger transaction takes each kind of row lock by ledger account id, lowest
 * first. First the accounts it debits under a funds check (`lockDebited`, `FOR NO KEY UPDATE`),
 * then, its postings being inserted in id order too (`insertTransaction`), the foreign key's
 * `FOR KEY SHARE` on each account and the trigger's update of each account's shard row. The
 * first kind never conflicts with the foreign key's, and each kind follows the one order, so
 * two ledger transactions touching the same accounts queue one behind the other and never wait
 * on each other in a cycle (which PostgreSQL would break with a deadlock, 40P01).
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

    /**
     * Locks the ledger accounts a transaction is about to debit after checking their funds, in
     * id order, until the transaction ends, and returns each one's balance (signed as stored:
     * the sum of its shards), read after the lock, so it includes every debit committed before.
     *
     * `FOR NO KEY UPDATE`, not `FOR UPDATE`: it conflicts with itself, so two debits of one
     * account run one after the other and the second sees what the first left, but not with the
     * `FOR KEY SHARE` every posting's foreign key takes on its account. With `FOR UPDATE`, A→B
     * holding A and B→A holding B each waited, when posting to the other account, for the
     * other's lock: a deadlock. Now money arriving on a locked account does not wait for its debit.
     */
    async lockDebited(ledgerAccountIds: string[]): Promise<Map<string, bigint>> {
      const ids = [...new Set(ledgerAccountIds)].sort(byLockOrder);
      // One statement: its row-locking step runs above the sort, so the rows are locked in id order.
      await db('ledger_accounts').whereIn('id', ids).orderBy('id').forNoKeyUpdate().select('id');
      const rows: { ledger_account_id: string; balance: string }[] = await db('ledger_balance_shards')
        .whereIn('ledger_account_id', ids)
        .groupBy('ledger_account_id')
        .select('ledger_account_id', db.raw('sum(balance)::text as balance'));
      const balances = new Map(ids.map((id) => [id, 0n]));
      for (const row of rows) balances.set(row.ledger_account_id, BigInt(row.balance));
      return balances;
    },

    /**
     * One transaction with its postings, inserted in ledger account id order (the lock order
     * above: each posting's foreign-key lock and shard update follow its row); returns its id.
     * Run it inside the caller's transaction.
     */
    async insertTransaction(transaction: NewLedgerTransaction): Promise<string> {
      const [row]: { id: string }[] = await db('ledger_transactions')
        .insert({
          payment_id: transaction.paymentId,
          attempt_id: transaction.attemptId,
          description: transaction.description,
        })
        .returning('id');
      if (!row) throw new Error('ledger transaction was not created');
      const postings = [...transaction.postings].sort((a, b) => byLockOrder(a.accountId, b.accountId));
      await db('ledger_postings').insert(
        postings.map((posting) => ({
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
