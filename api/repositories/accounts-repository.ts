import knex, { type Knex } from 'knex';
import type { Account } from '../schemas/accounts.ts';
import { doualaDayEnd, doualaDayStart } from './douala-day-bounds.ts';
import { createLedgerRepository, type LedgerAccountSpec } from './ledger-repository.ts';

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
  userId: string;
  /** What the platform owes the holder on this account, whole XAF (the ledger's credit balance, shown positive). */
  balance: string;
}

/** One posting of an account's ledger account, as the account's statement shows it. */
export interface AccountPosting {
  postingId: string;
  transactionId: string;
  /** Signed as the ledger stores it: negative credits the account (money in), positive debits it. */
  amount: string;
  description: string;
  reference: string | null;
  bookedAt: Date;
  /** Microseconds since the epoch, exact: the page cursor's position. */
  bookedAtMicros: string;
}

export interface PostingPageQuery {
  accountId: string;
  limit: number;
  from?: string | undefined;
  to?: string | undefined;
  /** Read postings strictly before this position (newest first). */
  before?: { bookedAtMicros: string; postingId: string } | undefined;
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
  user_id: string;
  balance: string;
}

function toHeldAccount(row: HeldAccountRow): HeldAccount {
  return {
    id: row.id,
    accountNumber: row.account_number,
    accountType: row.account_type,
    currency: row.currency,
    status: row.status,
    bankName: row.bank_name,
    holderFirstName: row.first_name,
    holderLastName: row.last_name,
    createdAt: row.created_at,
    userId: row.user_id,
    balance: row.balance,
  };
}

/**
 * Accounts with holder, bank and balance: the sum of the balance shards of the account's ledger
 * account. Exported so the read benchmark's bare baseline runs this very statement
 * (tests/bench/api-read/accounts-sql.ts).
 */
export const heldAccountsQuery = (db: Knex) =>
  db('accounts as a')
    .join('users as u', 'u.id', 'a.user_id')
    .leftJoin('institutions as i', 'i.id', 'a.institution_id')
    .leftJoin('ledger_accounts as la', 'la.account_id', 'a.id')
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
      'a.user_id',
      // Postings credit a customer (negative amounts): what the platform owes them is the opposite.
      db.raw(
        '(-coalesce((select sum(s.balance) from ledger_balance_shards s where s.ledger_account_id = la.id), 0))::text as balance',
      ),
    );

/**
 * `listOfUser`'s statement, compiled once: it runs on every `GET /api/v1/accounts`, and knex
 * building the same query again at each call showed in the read bench's profile (issue 29).
 */
const LIST_OF_USER_SQL = heldAccountsQuery(knex({ client: 'pg' }))
  .where('a.user_id', '?')
  .toSQL().sql;

/** Customer accounts (XAF only), with their holders and holding institutions. */
export function createAccountsRepository(db: Knex) {
  const heldAccounts = () => heldAccountsQuery(db);

  return {
    /** The accounts a user owns, oldest first (their main account leads), with their balances. */
    async listOfUser(userId: string): Promise<HeldAccount[]> {
      const { rows } = await db.raw<{ rows: HeldAccountRow[] }>(LIST_OF_USER_SQL, [userId]);
      return rows.map(toHeldAccount);
    },

    /** One account with its balance, whoever holds it (the caller decides who may see it). */
    async find(accountId: string): Promise<HeldAccount | undefined> {
      const row: HeldAccountRow | undefined = await heldAccounts().where('a.id', accountId).first();
      return row ? toHeldAccount(row) : undefined;
    },

    /**
     * Locks the holder's user row until the transaction ends: an account opening (`update`) and a
     * settlement choosing which account to credit (`share`) never interleave, so money meant for
     * a customer without accounts never lands beside the account that just adopted their balance.
     */
    async lockHolder(userId: string, mode: 'share' | 'update'): Promise<void> {
      const query = db('users').where('id', userId);
      await (mode === 'share' ? query.forShare() : query.forUpdate()).first('id');
    },

    /**
     * Opens an account held by the platform itself (no institution): its id, or undefined when
     * the number is taken (the caller draws another).
     */
    async open(account: { userId: string; accountNumber: string; accountType: Account['accountType'] }) {
      const [row] = (await db('accounts')
        .insert({ user_id: account.userId, account_number: account.accountNumber, account_type: account.accountType })
        .onConflict('account_number')
        .ignore()
        .returning('id')) as { id: string }[];
      return row?.id;
    },

    /** How many accounts the user holds that are not closed. */
    async countOpen(userId: string): Promise<number> {
      const row = await db('accounts')
        .where('user_id', userId)
        .whereNot('status', 'closed')
        .count<{ count: string }>('* as count')
        .first();
      return Number(row?.count ?? 0);
    },

    /** `accountId` when the user holds it, else the user's main (oldest) account; undefined when they hold none. */
    async findOwnedOrMain(userId: string, accountId?: string | undefined): Promise<string | undefined> {
      const row: { id: string } | undefined = await db('accounts')
        .where('user_id', userId)
        .orderByRaw('(id::text = ?) desc, created_at, account_number', [accountId ?? null])
        .first('id');
      return row?.id;
    },

    /**
     * What the account holds (its ledger credit balance, positive), its ledger account row locked
     * until the transaction ends (created first if money never reached it) so concurrent debits
     * queue; credits to it do not (`lockDebited` says which lock and why).
     */
    async lockBalance(spec: LedgerAccountSpec): Promise<bigint> {
      const ledger = createLedgerRepository(db);
      const ledgerAccountId = await ledger.ensureAccount(spec);
      const balances = await ledger.lockDebited([ledgerAccountId]);
      return -(balances.get(ledgerAccountId) ?? 0n);
    },

    /** A page of the postings of the account's ledger account, newest first. */
    async postingsPage(query: PostingPageQuery): Promise<AccountPosting[]> {
      const rows = db('ledger_postings as lp')
        .join('ledger_accounts as la', 'la.id', 'lp.ledger_account_id')
        .join('ledger_transactions as lt', 'lt.id', 'lp.transaction_id')
        .leftJoin('payments as p', 'p.id', 'lt.payment_id')
        .where('la.account_id', query.accountId)
        .orderBy([
          { column: 'lt.created_at', order: 'desc' },
          { column: 'lp.id', order: 'desc' },
        ])
        .limit(query.limit)
        .select(
          'lp.id as postingId',
          'lt.id as transactionId',
          db.raw('lp.amount::text as amount'),
          db.raw('coalesce(p.narration, lt.description) as description'),
          'p.reference as reference',
          'lt.created_at as bookedAt',
          db.raw(`(extract(epoch from lt.created_at) * 1000000)::bigint::text as "bookedAtMicros"`),
        );
      if (query.from) rows.where('lt.created_at', '>=', doualaDayStart(db, query.from));
      if (query.to) rows.where('lt.created_at', '<', doualaDayEnd(db, query.to));
      if (query.before) {
        rows.whereRaw(`(lt.created_at, lp.id) < (to_timestamp(0) + ?::bigint * interval '1 microsecond', ?::bigint)`, [
          query.before.bookedAtMicros,
          query.before.postingId,
        ]);
      }
      const found: (Omit<AccountPosting, 'postingId'> & { postingId: string | number })[] = await rows;
      return found.map((row) => ({ ...row, postingId: String(row.postingId) }));
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
