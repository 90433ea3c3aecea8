import type { Knex } from 'knex';
import { isAppError } from '../../../api/errors.ts';
import { createStore } from '../../../api/repositories/store.ts';
import { createAccountPayment } from '../../../api/services/accounts/account-payments.ts';
import { ledgerAccounts } from '../../../api/services/ledger/chart-of-accounts.ts';
import { postTransfer } from '../../../api/services/ledger/post-transaction.ts';
import type { ListeningApp } from '../../helpers/fixtures.ts';

/** What the payments API tests share: accounts with money on them, calls over real HTTP, balances. */

let numbers = 0;
export async function addAccount(db: Knex, userId: string, accountType = 'checking', status = 'active') {
  numbers += 1;
  const [row] = await db('accounts')
    .insert({
      user_id: userId,
      account_number: `1000500001${String(numbers).padStart(13, '0')}`,
      account_type: accountType,
      status,
    })
    .returning('id');
  return row.id as string;
}

export async function fund(db: Knex, userId: string, accountId: string, amount: number) {
  await db.transaction((trx) =>
    postTransfer(createStore(trx), {
      debit: ledgerAccounts.provider('mtn'),
      credit: ledgerAccounts.account(accountId, userId),
      amount,
      description: 'funding',
    }),
  );
}

export type Body = Record<string, unknown> & { error?: Record<string, unknown> };

export async function call(
  harness: ListeningApp,
  method: string,
  url: string,
  credential: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${harness.origin}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${credential}`,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Body };
}

/** `POST /api/v1/payments` with this credential. */
export function pay(
  harness: ListeningApp,
  credential: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return call(harness, 'POST', '/api/v1/payments', credential, payload, headers);
}

/** What an account holds (its ledger credit balance, positive). */
export async function balanceOf(db: Knex, accountId: string): Promise<number> {
  const row = await db('ledger_accounts as la')
    .join('ledger_account_balances as b', 'b.ledger_account_id', 'la.id')
    .where('la.account_id', accountId)
    .first('b.balance');
  return row ? 0 - Number(row.balance) : 0;
}

/** The sum of every posting: zero when the ledger is balanced. */
export async function ledgerTotal(db: Knex): Promise<number> {
  const total = await db('ledger_postings').sum({ total: 'amount' }).first();
  return Number(total?.total);
}

/**
 * What a test-mode call (an `ob_test_` key) gets from `POST /api/v1/payments` on a live server:
 * the reason of its refusal. Called on the service, since the test server runs in sandbox mode.
 */
export async function testModeRefusalOnLiveServer(db: Knex, userId: string, body: unknown): Promise<string | null> {
  const caller = { userId, sharedAccountIds: null, livemode: false, serverLivemode: true, credential: 'key:test' };
  const refused = await createAccountPayment(createStore(db), caller, body as never).catch((error: unknown) => error);
  return isAppError(refused) ? refused.reason : null;
}
