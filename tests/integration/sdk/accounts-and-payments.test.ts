import { describe, expect } from 'vitest';
import { createStore } from '../../../api/repositories/store.ts';
import { ledgerAccounts } from '../../../api/services/ledger/chart-of-accounts.ts';
import { postTransfer } from '../../../api/services/ledger/post-transaction.ts';
import { OpenBankingError } from '../../../sdks/javascript/src/index.ts';
import { it as base } from '../../helpers/fixtures.ts';
import { sdkClient } from './sdk-client.ts';

/**
 * The JavaScript SDK against the real server over HTTP (issue 18 item 1): opening and listing
 * accounts, paying between two of them, an idempotent replay, a 422 as the typed error, and
 * paging through the history with the async iterator.
 */
const it = base.extend('apiKeyScopes', { scope: 'file' }, [
  'accounts:read',
  'accounts:write',
  'transactions:read',
  'payments:initiate',
]);

describe('JavaScript SDK: accounts and payments', () => {
  it('opens two accounts, pays between them, replays by key, refuses an overdraft, pages the history', async ({
    listening,
    customer,
    apiKey,
  }) => {
    // Money the customer collected before holding an account: their first account adopts it.
    await listening.app.db.transaction((trx) =>
      postTransfer(createStore(trx), {
        debit: ledgerAccounts.provider('mtn'),
        credit: ledgerAccounts.customer(customer.user.id),
        amount: 100_000,
        description: 'MTN MoMo collection before any account',
      }),
    );
    const { client, exchanges } = sdkClient(listening, { apiKey: apiKey.key });

    const main = await client.accounts.open({ accountType: 'checking' });
    const savings = await client.accounts.open({ accountType: 'savings' });
    expect(main).toMatchObject({ accountType: 'checking', balance: '100000', currency: 'XAF' });
    expect(savings).toMatchObject({ accountType: 'savings', balance: '0' });
    // Each money POST carried its own generated key.
    const opens = exchanges.filter((exchange) => exchange.path === '/api/v1/accounts');
    expect(opens.map((exchange) => exchange.idempotencyKey)).toEqual([expect.any(String), expect.any(String)]);
    expect(opens[0]?.idempotencyKey).not.toBe(opens[1]?.idempotencyKey);

    const { data: accounts } = await client.accounts.list();
    expect(accounts.map((account) => account.id)).toEqual([main.id, savings.id]);
    expect(await client.accounts.get(savings.id)).toMatchObject({ id: savings.id, accountType: 'savings' });

    const order = {
      amount: 25_000,
      currency: 'XAF' as const,
      sourceAccountId: main.id,
      destinationType: 'account' as const,
      destinationAccountId: savings.id,
      description: 'Invoice 2026-118',
    };
    const paid = await client.payments.create(order, { idempotencyKey: 'sdk-invoice-2026-118' });
    expect(paid).toMatchObject({ paymentId: expect.any(String), amount: 25_000, sourceAccountId: main.id });
    // The same key again (a retry after a lost answer): the same payment, no second debit.
    const replayed = await client.payments.create(order, { idempotencyKey: 'sdk-invoice-2026-118' });
    expect(replayed).toEqual(paid);
    expect(await client.payments.get(paid.paymentId)).toMatchObject({ paymentId: paid.paymentId, amount: 25_000 });
    expect(await client.accounts.get(main.id)).toMatchObject({ balance: '75000' });
    expect(await client.accounts.get(savings.id)).toMatchObject({ balance: '25000' });

    const overdraft = await client.payments.create({ ...order, amount: 1_000_000 }).catch((error: unknown) => error);
    expect(overdraft).toBeInstanceOf(OpenBankingError);
    const refused = overdraft as OpenBankingError;
    expect(refused).toMatchObject({ status: 422, code: 'unprocessable', reason: 'transfer_insufficient_funds' });
    expect(refused.message).toMatch(/\w/);
    expect(refused.requestId).toMatch(/\w{8,}/);
    // A 422 is final: one request, no retry.
    expect(exchanges.filter((exchange) => exchange.status === 422)).toHaveLength(1);

    // Three more payments make five entries on `main`: pages of two are three pages.
    for (const amount of [1_000, 2_000, 3_000]) await client.payments.create({ ...order, amount });
    const history = client.accounts.transactions(main.id, { limit: 2 });
    const pages = [];
    for await (const page of history.pages()) pages.push(page);
    expect(pages.map((page) => page.data.length)).toEqual([2, 2, 1]);
    expect(pages.at(-1)?.nextCursor).toBeUndefined();
    const walked = [];
    for await (const transaction of history) walked.push(transaction);
    expect(walked.map((transaction) => transaction.id)).toEqual(pages.flatMap((page) => page.data.map((t) => t.id)));
    expect(new Set(walked.map((transaction) => transaction.id)).size).toBe(5);
  });
});
