import type { Knex } from 'knex';
import { describe, expect } from 'vitest';
import { createStore } from '../../../api/repositories/store.ts';
import { ledgerAccounts } from '../../../api/services/ledger/chart-of-accounts.ts';
import { postTransfer } from '../../../api/services/ledger/post-transaction.ts';
import { it as base, type ListeningApp } from '../../helpers/fixtures.ts';
import { clientCredentialsToken, customerAccessToken } from '../../helpers/oauth-client.ts';
import { insertApiKey } from '../../helpers/rows.ts';

/**
 * The account information API (issue 17 item 3) over real HTTP: balances from the ledger, one
 * account, its transactions page by page, a user's accounts by username; every route with an
 * API key and with OAuth tokens, and another customer's account a 404 through each (BOLA).
 */
interface Accounts {
  main: string;
  savings: string;
  bobs: string;
}

async function addAccount(db: Knex, userId: string, accountNumber: string, daysAgo: number, status = 'active') {
  const [row] = await db('accounts')
    .insert({
      user_id: userId,
      account_number: accountNumber,
      account_type: 'checking',
      status,
      created_at: db.raw(`now() - make_interval(days => ?)`, [daysAgo]),
    })
    .returning('id');
  return row.id as string;
}

/** A collection credited to `accountId`, booked on `bookedAt`: the engine's own ledger writer. */
async function credit(db: Knex, userId: string, accountId: string, amount: number, bookedAt: string, text: string) {
  await db.transaction(async (trx) => {
    const id = await postTransfer(createStore(trx), {
      debit: ledgerAccounts.provider('mtn'),
      credit: ledgerAccounts.account(accountId, userId),
      amount,
      description: text,
    });
    await trx('ledger_transactions').where({ id }).update({ created_at: bookedAt });
  });
}

const it = base.extend('accounts', { scope: 'file' }, async ({ harness, customer, otherCustomer }) => {
  const db = harness.app.db;
  const alice = customer.user.id;
  const accounts: Accounts = {
    main: await addAccount(db, alice, '10005000010123456780001', 60),
    savings: await addAccount(db, alice, '10005000010123456780002', 10, 'frozen'),
    bobs: await addAccount(db, otherCustomer.user.id, '10005000010123456780003', 5),
  };
  // Five movements on Alice's main account over three Douala days, one on her savings, one on Bob's.
  await credit(db, alice, accounts.main, 1000, '2026-11-01T09:00:00Z', 'First');
  await credit(db, alice, accounts.main, 2000, '2026-11-02T09:00:00Z', 'Second');
  await credit(db, alice, accounts.main, 3000, '2026-11-02T09:00:00Z', 'Third, same instant');
  await credit(db, alice, accounts.main, 4000, '2026-11-02T23:30:00Z', 'Fourth, 3 Nov in Douala');
  await credit(db, alice, accounts.main, 5000, '2026-11-04T09:00:00Z', 'Fifth');
  await db.transaction(async (trx) => {
    // Money out of the main account: a debit on its statement.
    await postTransfer(createStore(trx), {
      debit: ledgerAccounts.account(accounts.main, alice),
      credit: ledgerAccounts.account(accounts.savings, alice),
      amount: 500,
      description: 'To savings',
    });
  });
  await credit(db, otherCustomer.user.id, accounts.bobs, 9999, '2026-11-03T09:00:00Z', 'Bob');
  return accounts;
});

const bearer = (credential: string) => ({ authorization: `Bearer ${credential}` });

async function get(harness: ListeningApp, url: string, credential: string) {
  const response = await fetch(`${harness.origin}${url}`, { headers: bearer(credential) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function expectNotFound(harness: ListeningApp, url: string, credential: string, reason = 'account_not_found') {
  const { status, body } = await get(harness, url, credential);
  expect(status, url).toBe(404);
  expect(body.error).toMatchObject({ code: 'not_found', reason });
}

describe('account information with an API key', () => {
  it('shows each account with its ledger balance, positive for money held', async ({ listening, apiKey, accounts }) => {
    const { status, body } = await get(listening, '/api/v1/accounts', apiKey.key);
    expect(status).toBe(200);
    expect(body.data).toMatchObject([
      { id: accounts.main, balance: '14500' },
      { id: accounts.savings, balance: '500', status: 'frozen' },
    ]);
    const one = await get(listening, `/api/v1/accounts/${accounts.main}`, apiKey.key);
    expect(one.status).toBe(200);
    expect(one.body).toEqual({
      id: accounts.main,
      accountNumber: '10005000010123456780001',
      accountType: 'checking',
      balance: '14500',
      currency: 'XAF',
      status: 'active',
      bankName: 'CEMAC Open Banking',
      accountHolder: expect.any(String),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('pages the transactions newest first with an opaque cursor', async ({ listening, apiKey, accounts }) => {
    const seen: { description: string; amount: number; type: string }[] = [];
    let url: string | null = `/api/v1/accounts/${accounts.main}/transactions?limit=2`;
    let pages = 0;
    while (url) {
      const { status, body } = await get(listening, url, apiKey.key);
      expect(status).toBe(200);
      pages += 1;
      seen.push(...(body.data as typeof seen));
      const next = body.nextCursor as string | undefined;
      url = next ? `/api/v1/accounts/${accounts.main}/transactions?limit=2&cursor=${next}` : null;
    }
    expect(pages).toBe(3);
    expect(seen.map((row) => [row.description, row.amount, row.type])).toEqual([
      ['To savings', 500, 'debit'],
      ['Fifth', 5000, 'credit'],
      ['Fourth, 3 Nov in Douala', 4000, 'credit'],
      ['Third, same instant', 3000, 'credit'],
      ['Second', 2000, 'credit'],
      ['First', 1000, 'credit'],
    ]);
    const page = await get(listening, `/api/v1/accounts/${accounts.main}/transactions?limit=1`, apiKey.key);
    expect(page.body.data).toEqual([
      {
        id: expect.any(String),
        amount: 500,
        currency: 'XAF',
        type: 'debit',
        description: 'To savings',
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        reference: null,
      },
    ]);
  });

  it('filters by Douala booking day', async ({ listening, apiKey, accounts }) => {
    const { body } = await get(
      listening,
      `/api/v1/accounts/${accounts.main}/transactions?from=2026-11-02&to=2026-11-02`,
      apiKey.key,
    );
    expect((body.data as { description: string }[]).map((row) => row.description)).toEqual([
      'Third, same instant',
      'Second',
    ]);
    const third = await get(
      listening,
      `/api/v1/accounts/${accounts.main}/transactions?from=2026-11-03&to=2026-11-03`,
      apiKey.key,
    );
    expect((third.body.data as { description: string }[]).map((row) => row.description)).toEqual([
      'Fourth, 3 Nov in Douala',
    ]);
  });

  it('refuses bad cursors and reversed dates with a 400 naming the field', async ({ listening, apiKey, accounts }) => {
    for (const cursor of [
      'nope',
      Buffer.from('["1","x"]').toString('base64url'),
      Buffer.from('{}').toString('base64url'),
    ]) {
      const { status, body } = await get(
        listening,
        `/api/v1/accounts/${accounts.main}/transactions?cursor=${cursor}`,
        apiKey.key,
      );
      expect(status).toBe(400);
      expect(body.error).toMatchObject({ code: 'validation_error', reason: 'transaction_cursor_invalid' });
      expect((body.error as { details: unknown[] }).details).toMatchObject([
        { path: 'cursor', reason: 'transaction_cursor_invalid' },
      ]);
    }
    const reversed = await get(
      listening,
      `/api/v1/accounts/${accounts.main}/transactions?from=2026-11-05&to=2026-11-01`,
      apiKey.key,
    );
    expect(reversed.status).toBe(400);
    const invalid = await get(listening, `/api/v1/accounts/${accounts.main}/transactions?from=2026-02-30`, apiKey.key);
    expect(invalid.status).toBe(400);
    expect((await get(listening, '/api/v1/accounts/not-a-uuid', apiKey.key)).status).toBe(400);
  });

  it("answers 404 for another customer's account through every route, as for one that does not exist", async ({
    listening,
    apiKey,
    accounts,
    otherCustomer,
  }) => {
    for (const id of [accounts.bobs, '00000000-0000-4000-8000-000000000000']) {
      await expectNotFound(listening, `/api/v1/accounts/${id}`, apiKey.key);
      await expectNotFound(listening, `/api/v1/accounts/${id}/transactions`, apiKey.key);
    }
    const bobsKey = await insertApiKey(listening.app.db, otherCustomer.user.id, {
      scopes: ['accounts:read', 'transactions:read'],
    });
    await expectNotFound(listening, `/api/v1/accounts/${accounts.main}`, bobsKey.key);
    await expectNotFound(listening, `/api/v1/accounts/${accounts.main}/transactions`, bobsKey.key);
    const own = await get(listening, '/api/v1/accounts', bobsKey.key);
    expect(own.body.data).toMatchObject([{ id: accounts.bobs, balance: '9999' }]);
  });

  it('needs transactions:read for the statement', async ({ listening, customer, accounts }) => {
    const { key } = await insertApiKey(listening.app.db, customer.user.id, { scopes: ['accounts:read'] });
    expect((await get(listening, `/api/v1/accounts/${accounts.main}`, key)).status).toBe(200);
    expect((await get(listening, `/api/v1/accounts/${accounts.main}/transactions`, key)).status).toBe(403);
  });
});

describe('a user’s accounts by username', () => {
  it('answers the holder themselves (e-mail in any case) and staff, and 404 to anyone else', async ({
    listening,
    apiKey,
    customer,
    otherCustomer,
    ops,
    accounts,
  }) => {
    const mine = await get(listening, `/api/v1/users/${customer.user.email.toUpperCase()}/accounts`, apiKey.key);
    expect(mine.status).toBe(200);
    expect((mine.body.data as { id: string }[]).map((account) => account.id)).toEqual([
      accounts.main,
      accounts.savings,
    ]);
    await expectNotFound(
      listening,
      `/api/v1/users/${otherCustomer.user.email}/accounts`,
      apiKey.key,
      'account_holder_not_found',
    );
    await expectNotFound(listening, '/api/v1/users/nobody@example.cm/accounts', apiKey.key, 'account_holder_not_found');
    const opsKey = await insertApiKey(listening.app.db, ops.user.id, { scopes: ['accounts:read'] });
    const bobs = await get(listening, `/api/v1/users/${otherCustomer.user.email}/accounts`, opsKey.key);
    expect(bobs.status).toBe(200);
    expect(bobs.body.data).toMatchObject([{ id: accounts.bobs, balance: '9999' }]);
    const opsToken = await clientCredentialsToken(listening, ops, ['accounts:read']);
    expect((await get(listening, `/api/v1/users/${customer.user.email}/accounts`, opsToken)).status).toBe(200);
    // A customer's client-credentials token is the customer: not another's.
    const bobsToken = await clientCredentialsToken(listening, otherCustomer, ['accounts:read']);
    await expectNotFound(
      listening,
      `/api/v1/users/${customer.user.email}/accounts`,
      bobsToken,
      'account_holder_not_found',
    );
  });
});

describe('account information with OAuth access tokens', () => {
  it('sees only the shared account, through every route; the rest is 404', async ({
    listening,
    customer,
    otherCustomer,
    accounts,
  }) => {
    const token = await customerAccessToken(
      listening,
      { developer: otherCustomer, customer },
      { scopes: ['accounts:read', 'transactions:read'], accountIds: [accounts.savings] },
    );
    const list = await get(listening, '/api/v1/accounts', token);
    expect(list.body.data).toMatchObject([{ id: accounts.savings, balance: '500' }]);
    expect((await get(listening, `/api/v1/accounts/${accounts.savings}`, token)).status).toBe(200);
    const statement = await get(listening, `/api/v1/accounts/${accounts.savings}/transactions`, token);
    expect(statement.body.data).toMatchObject([{ amount: 500, type: 'credit', description: 'To savings' }]);
    const byName = await get(listening, `/api/v1/users/${customer.user.email}/accounts`, token);
    expect((byName.body.data as { id: string }[]).map((account) => account.id)).toEqual([accounts.savings]);
    // Her unshared account, and the developer's (Bob's) own account: as if they did not exist.
    for (const id of [accounts.main, accounts.bobs]) {
      await expectNotFound(listening, `/api/v1/accounts/${id}`, token);
      await expectNotFound(listening, `/api/v1/accounts/${id}/transactions`, token);
    }
    await expectNotFound(
      listening,
      `/api/v1/users/${otherCustomer.user.email}/accounts`,
      token,
      'account_holder_not_found',
    );
  });

  it('refuses a route whose scope the token lacks', async ({ listening, customer, otherCustomer, accounts }) => {
    const token = await customerAccessToken(
      listening,
      { developer: otherCustomer, customer },
      { scopes: ['accounts:read'], accountIds: [accounts.main] },
    );
    expect((await get(listening, `/api/v1/accounts/${accounts.main}`, token)).body).toMatchObject({
      balance: '14500',
    });
    const refused = await get(listening, `/api/v1/accounts/${accounts.main}/transactions`, token);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ reason: 'access_token_scope_missing' });
  });

  it("lets a developer's client-credentials token read only the developer's own accounts", async ({
    listening,
    otherCustomer,
    accounts,
  }) => {
    const token = await clientCredentialsToken(listening, otherCustomer, ['accounts:read', 'transactions:read']);
    expect((await get(listening, '/api/v1/accounts', token)).body.data).toMatchObject([{ id: accounts.bobs }]);
    expect((await get(listening, `/api/v1/accounts/${accounts.bobs}/transactions`, token)).status).toBe(200);
    await expectNotFound(listening, `/api/v1/accounts/${accounts.main}`, token);
    await expectNotFound(listening, `/api/v1/accounts/${accounts.main}/transactions`, token);
  });
});
