import { CursorList } from '../pagination.ts';
import { type CallOptions, type MoneyCallOptions, moneyRequest, unwrap } from '../transport.ts';
import type { Account, AccountTransaction, OpenAccountInput } from '../types.ts';
import { Resource } from './resource.ts';

export interface TransactionQuery {
  /** First Douala day included, YYYY-MM-DD. */
  from?: string;
  /** Last Douala day included, YYYY-MM-DD. */
  to?: string;
  /** Page size, 1 to 100 (default 50). */
  limit?: number;
  /** Start after this `nextCursor` instead of at the newest transaction. */
  cursor?: string;
}

/** `/api/v1/accounts`: the key owner's (or the consenting customer's) accounts. */
export class Accounts extends Resource {
  /** Every account, oldest first (`accounts:read`). */
  list(options?: CallOptions): Promise<{ data: Account[] }> {
    return unwrap(this.api.GET('/api/v1/accounts', { signal: options?.signal }));
  }

  get(id: string, options?: CallOptions): Promise<Account> {
    return unwrap(this.api.GET('/api/v1/accounts/{id}', { params: { path: { id } }, signal: options?.signal }));
  }

  /**
   * The account's transactions, newest first, as an async iterable over every page
   * (`transactions:read`): `for await (const transaction of client.accounts.transactions(id))`.
   */
  transactions(id: string, query: TransactionQuery = {}, options?: CallOptions): CursorList<AccountTransaction> {
    const { cursor: first, limit = 50, ...range } = query;
    return new CursorList(
      (cursor) =>
        unwrap(
          this.api.GET('/api/v1/accounts/{id}/transactions', {
            params: { path: { id }, query: { ...range, limit, ...(cursor ? { cursor } : {}) } },
            signal: options?.signal,
          }),
        ),
      first,
    );
  }

  /** Opens an account for the key's owner (`accounts:write`), with an Idempotency-Key. */
  open(input: OpenAccountInput, options?: MoneyCallOptions): Promise<Account> {
    return unwrap(this.api.POST('/api/v1/accounts', { body: input, ...moneyRequest(options) }));
  }
}
