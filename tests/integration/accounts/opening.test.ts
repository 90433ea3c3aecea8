import type { Knex } from 'knex';
import { describe, expect } from 'vitest';
import { isAppError } from '../../../api/errors.ts';
import { createStore } from '../../../api/repositories/store.ts';
import { ribKey } from '../../../api/services/accounts/account-number.ts';
import { MAX_OPEN_ACCOUNTS, openAccount } from '../../../api/services/accounts/open-account.ts';
import { ledgerAccounts } from '../../../api/services/ledger/chart-of-accounts.ts';
import { postTransfer } from '../../../api/services/ledger/post-transaction.ts';
import { it as base, type ListeningApp } from '../../helpers/fixtures.ts';
import { bearer, createUser, signInAs } from '../../helpers/identity.ts';
import { customerAccessToken } from '../../helpers/oauth-client.ts';
import { insertApiKey } from '../../helpers/rows.ts';

/**
 * Opening accounts through the public API (`POST /api/v1/accounts`, `accounts:write`) over real
 * HTTP: the documented Account with a valid RIB, a first account adopting the balance its holder
 * gathered before holding one, `account.created`, idempotent replays, refusals and bad inputs.
 */
const it = base.extend('apiKeyScopes', { scope: 'file' }, ['accounts:read', 'accounts:write']);

function open(harness: ListeningApp, credential: string, payload: unknown, headers: Record<string, string> = {}) {
  return fetch(`${harness.origin}/api/v1/accounts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${credential}`, 'content-type': 'application/json', ...headers },
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
  }).then(async (response) => ({ status: response.status, body: await response.json() }));
}

async function ledgerPostings(db: Knex): Promise<number> {
  const row = await db('ledger_postings').count<{ count: string }>('* as count').first();
  return Number(row?.count);
}

describe('POST /api/v1/accounts', () => {
  it('opens a first account that takes over what its holder received before, then a second at 0', async ({
    listening,
    customer,
    apiKey,
  }) => {
    const db = listening.app.db;
    // A charge settled while the customer held no account: it waits on customer:<user>.
    await db.transaction((trx) =>
      postTransfer(createStore(trx), {
        debit: ledgerAccounts.provider('orange'),
        credit: ledgerAccounts.customer(customer.user.id),
        amount: 15_000,
        description: 'Orange Money charge before any account',
      }),
    );
    const postingsBefore = await ledgerPostings(db);

    const first = await open(listening, apiKey.key, { accountType: 'savings' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      id: expect.any(String),
      accountType: 'savings',
      balance: '15000',
      currency: 'XAF',
      status: 'active',
      bankName: 'CEMAC Open Banking',
      accountHolder: `${customer.user.firstName} ${customer.user.lastName}`,
    });
    const number: string = first.body.accountNumber;
    expect(number).toMatch(/^[0-9]{23}$/);
    expect(ribKey(number.slice(0, 5), number.slice(5, 10), number.slice(10, 21))).toBe(number.slice(21));
    // Adopted, not copied: no posting was written, and no customer:<user> account is left.
    expect(await ledgerPostings(db)).toBe(postingsBefore);
    expect(await db('ledger_accounts').where('code', `customer:${customer.user.id}`).first()).toBeUndefined();

    const second = await open(listening, apiKey.key, { accountType: 'business' });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ accountType: 'business', balance: '0' });
    expect(second.body.accountNumber).not.toBe(number);

    const listed = await fetch(`${listening.origin}/api/v1/accounts`, {
      headers: { authorization: `Bearer ${apiKey.key}` },
    }).then((response) => response.json());
    expect(listed.data.map((account: { id: string }) => account.id)).toEqual([first.body.id, second.body.id]);

    const events = await db('account_events')
      .where({ user_id: customer.user.id, type: 'account.created' })
      .orderBy('created_at')
      .pluck('payload');
    expect(events).toEqual([
      { object: 'account', ...first.body, livemode: false },
      { object: 'account', ...second.body, livemode: false },
    ]);
  });

  it('answers a replay with the same account, and a reused key with another body with 422', async ({
    listening,
    otherCustomer,
  }) => {
    const { key } = await insertApiKey(listening.app.db, otherCustomer.user.id, { scopes: ['accounts:write'] });
    const headers = { 'idempotency-key': 'open-savings-2026-11-26' };
    const once = await open(listening, key, { accountType: 'savings' }, headers);
    const twice = await open(listening, key, { accountType: 'savings' }, headers);
    expect(once.status).toBe(201);
    expect(twice.status).toBe(201);
    expect(twice.body).toEqual(once.body);
    expect(await listening.app.db('accounts').where('user_id', otherCustomer.user.id)).toHaveLength(1);
    const other = await open(listening, key, { accountType: 'checking' }, headers);
    expect(other.status).toBe(422);
    expect(other.body.error).toMatchObject({ reason: 'idempotency_key_reused' });
  });

  it('refuses bad input with a 400 envelope, and a key without accounts:write with 403', async ({
    listening,
    customer,
  }) => {
    const { key } = await insertApiKey(listening.app.db, customer.user.id, { scopes: ['accounts:write'] });
    for (const payload of [{}, { accountType: 'gold' }, '{"accountType":', '[]', 'null']) {
      const refused = await open(listening, key, payload);
      expect(refused.status, JSON.stringify(payload)).toBe(400);
      expect(refused.body.error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    const readOnly = await insertApiKey(listening.app.db, customer.user.id, { scopes: ['accounts:read'] });
    expect((await open(listening, readOnly.key, { accountType: 'savings' })).status).toBe(403);
  });

  it("refuses an app's token acting for a customer: consent never creates accounts", async ({
    listening,
    customer,
    otherCustomer,
  }) => {
    const [shared] = await listening.app.db('accounts').where('user_id', customer.user.id).pluck('id');
    const token = await customerAccessToken(
      listening,
      { developer: otherCustomer, customer },
      { scopes: ['accounts:read', 'accounts:write'], accountIds: [shared] },
    );
    const refused = await open(listening, token, { accountType: 'checking' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'forbidden', reason: 'account_opening_needs_owner' });
  });

  it(`stops a customer at ${MAX_OPEN_ACCOUNTS} open accounts, and a test-mode caller on a live server`, async ({
    listening,
    admin,
  }) => {
    const { key } = await insertApiKey(listening.app.db, admin.user.id, { scopes: ['accounts:write'] });
    for (let opened = 0; opened < MAX_OPEN_ACCOUNTS; opened += 1) {
      expect((await open(listening, key, { accountType: 'checking' })).status).toBe(201);
    }
    const capped = await open(listening, key, { accountType: 'checking' });
    expect(capped.status).toBe(422);
    expect(capped.body.error).toMatchObject({ reason: 'account_limit_reached', params: { limit: MAX_OPEN_ACCOUNTS } });

    const refusal = await openAccount(
      listening.app.store,
      { userId: admin.user.id, sharedAccountIds: null, livemode: false, serverLivemode: true },
      'savings',
    ).catch((error: unknown) => error);
    expect(isAppError(refusal) && refusal.reason).toBe('test_mode_opens_no_live_accounts');
  });
});

describe('POST and GET /api/v1/accounts with a session (the dashboard and the consent screen, issue 30)', () => {
  it('opens a current account for the signed-in customer, lists it, and answers a replay with it', async ({
    listening,
  }) => {
    const newcomer = await createUser(listening, { role: 'customer' });
    const session = await signInAs(listening, newcomer);
    const headers = { 'idempotency-key': 'dashboard-open-1' };
    const opened = await open(listening, session, { accountType: 'checking' }, headers);
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    expect(opened.body).toMatchObject({ accountType: 'checking', balance: '0', bankName: 'CEMAC Open Banking' });
    const replay = await open(listening, session, { accountType: 'checking' }, headers);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(opened.body);

    const listed = await fetch(`${listening.origin}/api/v1/accounts`, { headers: bearer(session) });
    expect(listed.status).toBe(200);
    expect((await listed.json()).data).toEqual([opened.body]);
  });

  it('refuses an auditor (403: they change nothing) and a call without any credential (401)', async ({
    listening,
    auditor,
  }) => {
    const refused = await open(listening, auditor.token, { accountType: 'savings' });
    expect(refused.status).toBe(403);
    expect(await listening.app.db('accounts').where('user_id', auditor.user.id)).toHaveLength(0);
    const anonymous = await fetch(`${listening.origin}/api/v1/accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accountType: 'savings' }),
    });
    expect(anonymous.status).toBe(401);
    expect((await fetch(`${listening.origin}/api/v1/accounts`)).status).toBe(401);
  });
});
