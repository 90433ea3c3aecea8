import type { Static } from 'typebox';
import { ACCOUNT_MESSAGES as M } from '../../../domain/messages/accounts.ts';
import { TRANSACTION_MESSAGES } from '../../../domain/messages/transactions.ts';
import { detail, validationError } from '../../errors.ts';
import type { AccountPosting } from '../../repositories/accounts-repository.ts';
import type { Store } from '../../repositories/store.ts';
import type {
  AccountTransaction,
  AccountTransactionPageSchema,
  AccountTransactionQuerySchema,
} from '../../schemas/accounts.ts';
import { type AccountCaller, findCallerAccount } from './account-caller.ts';

type Query = Static<typeof AccountTransactionQuerySchema>;
type Page = Omit<Static<typeof AccountTransactionPageSchema>, 'data'> & { data: AccountTransaction[] };

/**
 * The page cursor: the last row's booking instant (exact microseconds) and posting id, as
 * base64url JSON. Opaque to callers; anything that does not decode to that shape is a 400.
 */
function encodeCursor(posting: AccountPosting): string {
  return Buffer.from(JSON.stringify([posting.bookedAtMicros, posting.postingId])).toString('base64url');
}

function decodeCursor(cursor: string): { bookedAtMicros: string; postingId: string } {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    decoded = null;
  }
  const [micros, postingId] = Array.isArray(decoded) && decoded.length === 2 ? decoded : [];
  const integer = (value: unknown) => typeof value === 'string' && /^\d{1,18}$/.test(value);
  if (!integer(micros) || !integer(postingId)) {
    throw validationError([detail('cursor', M.transactionCursorInvalid)]);
  }
  return { bookedAtMicros: micros as string, postingId: postingId as string };
}

function toTransaction(posting: AccountPosting): AccountTransaction {
  const amount = Number(posting.amount);
  return {
    id: posting.transactionId,
    amount: Math.abs(amount),
    currency: 'XAF',
    // The customer's account is a liability of the platform: a credit (negative posting) is money in.
    type: amount < 0 ? 'credit' : 'debit',
    description: posting.description,
    date: posting.bookedAt.toISOString(),
    reference: posting.reference,
  };
}

/** The movements of one of the caller's accounts, newest first, a page at a time (404 for anyone else's). */
export async function listAccountTransactions(
  store: Store,
  caller: AccountCaller,
  accountId: string,
  query: Query,
): Promise<Page> {
  if (query.from && query.to && query.from > query.to) {
    throw validationError([detail('from', TRANSACTION_MESSAGES.fromAfterTo)]);
  }
  const before = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  await findCallerAccount(store, caller, accountId);
  // One row more than asked says whether another page follows.
  const postings = await store.accounts.postingsPage({
    accountId,
    limit: query.limit + 1,
    from: query.from,
    to: query.to,
    before,
  });
  const page = postings.slice(0, query.limit);
  const last = page.at(-1);
  return {
    data: page.map(toTransaction),
    ...(postings.length > query.limit && last ? { nextCursor: encodeCursor(last) } : {}),
  };
}
