import fc from 'fast-check';
import { describe, expect } from 'vitest';
import { isAppError } from '../../../api/errors.ts';
import { createStore } from '../../../api/repositories/store.ts';
import { createAccountPayment, getAccountPayment } from '../../../api/services/accounts/account-payments.ts';
import { it as base } from '../../helpers/fixtures.ts';
import { customerAccessToken } from '../../helpers/oauth-client.ts';
import { insertApiKey } from '../../helpers/rows.ts';
import { addAccount, balanceOf, call, fund, ledgerTotal, pay, testModeRefusalOnLiveServer } from './payment-api.ts';

/**
 * The payments of the public API (issue 17 item 3) over real HTTP: account to account with the
 * balances after, idempotent replays, insufficient funds, BOLA through keys and tokens, scopes,
 * bad inputs, the business authorization step, and a random sequence keeping the ledger balanced.
 */
interface Accounts {
  main: string;
  savings: string;
  business: string;
  bobs: string;
}

const it = base
  .extend('apiKeyScopes', { scope: 'file' }, ['accounts:read', 'payments:initiate'])
  .extend('accounts', { scope: 'file' }, async ({ harness, customer, otherCustomer }) => {
    const db = harness.app.db;
    const alice = customer.user.id;
    const accounts: Accounts = {
      main: await addAccount(db, alice),
      savings: await addAccount(db, alice, 'savings'),
      business: await addAccount(db, alice, 'business'),
      bobs: await addAccount(db, otherCustomer.user.id),
    };
    await fund(db, alice, accounts.main, 100_000);
    await fund(db, alice, accounts.business, 2_000_000);
    await fund(db, otherCustomer.user.id, accounts.bobs, 50_000);
    return accounts;
  });
// The random sequence sends more than the default 25 calls a second of one key.
it.override('appOptions', { API_KEY_BURST_PER_SECOND: 1000 });

const payment = (accounts: Accounts, fields: Record<string, unknown> = {}) => ({
  amount: '2500',
  currency: 'XAF',
  sourceAccountId: accounts.main,
  destinationType: 'account',
  destinationAccountId: accounts.bobs,
  description: 'Invoice 2026-118',
  ...fields,
});

describe('POST /api/v1/payments between accounts', () => {
  it('moves the money at once, answers the documented shape, and GET says success', async ({
    listening,
    apiKey,
    accounts,
  }) => {
    const db = listening.app.db;
    const [mainBefore, bobsBefore] = [await balanceOf(db, accounts.main), await balanceOf(db, accounts.bobs)];
    const created = await pay(listening, apiKey.key, payment(accounts));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      paymentId: expect.any(String),
      status: 'pending',
      reference: expect.stringMatching(/^PAY-\d{8}-[A-Z2-9]{10}$/),
      estimatedCompletion: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      amount: 2500,
      currency: 'XAF',
      sourceAccountId: accounts.main,
      destinationType: 'account',
      destinationAccountId: accounts.bobs,
      livemode: false,
    });
    expect(await balanceOf(db, accounts.main)).toBe(mainBefore - 2500);
    expect(await balanceOf(db, accounts.bobs)).toBe(bobsBefore + 2500);
    expect(await ledgerTotal(db)).toBe(0);
    // A number is accepted as well as the documented string.
    const asNumber = await pay(listening, apiKey.key, payment(accounts, { amount: 500 }));
    expect(asNumber.status).toBe(201);
    expect(await balanceOf(db, accounts.main)).toBe(mainBefore - 3000);

    const status = await call(listening, 'GET', `/api/v1/payments/${created.body.paymentId}`, apiKey.key);
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({
      paymentId: created.body.paymentId,
      status: 'success',
      reference: created.body.reference,
      completedAt: expect.any(String),
    });
    const listed = await call(listening, 'GET', `/api/v1/accounts/${accounts.main}`, apiKey.key);
    expect(listed.body.balance).toBe(String(mainBefore - 3000));
  });

  it('replays an Idempotency-Key without paying twice, and refuses it for another body', async ({
    listening,
    apiKey,
    accounts,
  }) => {
    const db = listening.app.db;
    const before = await balanceOf(db, accounts.main);
    const headers = { 'idempotency-key': 'invoice-2026-200' };
    const first = await pay(listening, apiKey.key, payment(accounts), headers);
    expect(first.status).toBe(201);
    const again = await pay(listening, apiKey.key, payment(accounts), headers);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await balanceOf(db, accounts.main)).toBe(before - 2500);
    const other = await pay(listening, apiKey.key, payment(accounts, { amount: '2600' }), headers);
    expect(other.status).toBe(422);
    expect(other.body.error).toMatchObject({ reason: 'idempotency_key_reused' });
    expect(await db('account_payments').where('reference', first.body.reference as string)).toHaveLength(1);
  });

  it('refuses insufficient funds with a 422 and moves nothing; a refused request leaves its key free', async ({
    listening,
    apiKey,
    accounts,
  }) => {
    const db = listening.app.db;
    const before = await balanceOf(db, accounts.main);
    const headers = { 'idempotency-key': 'too-much-1' };
    const refused = await pay(listening, apiKey.key, payment(accounts, { amount: String(before + 1) }), headers);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({
      code: 'unprocessable',
      reason: 'transfer_insufficient_funds',
      params: { amount: before + 1 },
    });
    expect(await balanceOf(db, accounts.main)).toBe(before);
    const fits = await pay(listening, apiKey.key, payment(accounts, { amount: '1' }), headers);
    expect(fits.status).toBe(201);
  });
});

describe('who may pay and see payments', () => {
  it("never lets another customer's key move or see the account or its payments (404 as unknown)", async ({
    listening,
    apiKey,
    accounts,
    otherCustomer,
  }) => {
    const db = listening.app.db;
    const bobsKey = await insertApiKey(db, otherCustomer.user.id, {
      scopes: ['payments:initiate', 'payments:authorize'],
    });
    const before = await balanceOf(db, accounts.main);
    const stolen = await pay(listening, bobsKey.key, payment(accounts, { destinationAccountId: accounts.bobs }));
    expect(stolen.status).toBe(404);
    expect(stolen.body.error).toMatchObject({ reason: 'account_not_found' });
    expect(await balanceOf(db, accounts.main)).toBe(before);

    const mine = await pay(listening, apiKey.key, payment(accounts, { amount: '10' }));
    for (const id of [mine.body.paymentId as string, '00000000-0000-4000-8000-000000000000']) {
      const seen = await call(listening, 'GET', `/api/v1/payments/${id}`, bobsKey.key);
      expect(seen.status).toBe(404);
      expect(seen.body.error).toMatchObject({ reason: 'payment_not_found' });
    }
    // Bob may pay Alice: the destination is any account of the platform.
    const toAlice = await pay(listening, bobsKey.key, {
      ...payment(accounts),
      sourceAccountId: accounts.bobs,
      destinationAccountId: accounts.main,
      amount: '100',
    });
    expect(toAlice.status).toBe(201);
    expect(await balanceOf(db, accounts.main)).toBe(before - 10 + 100);
  });

  it('limits an OAuth token to the shared accounts and the granted scopes', async ({
    listening,
    customer,
    otherCustomer,
    apiKey,
    accounts,
  }) => {
    const db = listening.app.db;
    const token = await customerAccessToken(
      listening,
      { developer: otherCustomer, customer },
      { scopes: ['payments:initiate'], accountIds: [accounts.savings] },
    );
    await fund(db, customer.user.id, accounts.savings, 1_000);
    const fromShared = await pay(
      listening,
      token,
      payment(accounts, { sourceAccountId: accounts.savings, amount: '400' }),
    );
    expect(fromShared.status, JSON.stringify(fromShared.body)).toBe(201);
    expect((await call(listening, 'GET', `/api/v1/payments/${fromShared.body.paymentId}`, token)).status).toBe(200);
    // Her main account was not shared: neither paying from it nor seeing its payments.
    const fromMain = await pay(listening, token, payment(accounts));
    expect(fromMain.status).toBe(404);
    expect(fromMain.body.error).toMatchObject({ reason: 'account_not_found' });
    const byKey = await pay(listening, apiKey.key, payment(accounts, { amount: '5' }));
    expect((await call(listening, 'GET', `/api/v1/payments/${byKey.body.paymentId}`, token)).status).toBe(404);

    const readOnly = await customerAccessToken(
      listening,
      { developer: otherCustomer, customer },
      { scopes: ['accounts:read'], accountIds: [accounts.savings] },
    );
    const refused = await pay(listening, readOnly, payment(accounts, { sourceAccountId: accounts.savings }));
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ reason: 'access_token_scope_missing' });
  });

  it('refuses a key without payments:initiate, and calls without credentials', async ({
    listening,
    customer,
    accounts,
  }) => {
    const { key } = await insertApiKey(listening.app.db, customer.user.id, { scopes: ['accounts:read'] });
    const refused = await pay(listening, key, payment(accounts));
    expect(refused.status).toBe(403);
    expect((await call(listening, 'GET', '/api/v1/payments/00000000-0000-4000-8000-000000000000', key)).status).toBe(
      403,
    );
    const anonymous = await fetch(`${listening.origin}/api/v1/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payment(accounts)),
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('concurrent payments', () => {
  it('let only one of two payments of the whole balance through', async ({ listening, apiKey, customer, accounts }) => {
    const db = listening.app.db;
    const source = await addAccount(db, customer.user.id);
    await fund(db, customer.user.id, source, 3_000);
    const body = payment(accounts, { sourceAccountId: source, amount: '3000' });
    const answers = await Promise.all([pay(listening, apiKey.key, body), pay(listening, apiKey.key, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    expect(await balanceOf(db, source)).toBe(0);
    expect(await ledgerTotal(db)).toBe(0);
  });
});

describe('test and live modes', () => {
  it("carries the caller's mode, and a payment of the other mode is a 404 to it", async ({
    listening,
    customer,
    accounts,
  }) => {
    const db = listening.app.db;
    const live = {
      userId: customer.user.id,
      sharedAccountIds: null,
      livemode: true,
      serverLivemode: true,
      credential: 'key:live',
    };
    const created = await createAccountPayment(createStore(db), live, payment(accounts, { amount: '7' }) as never);
    expect(created.livemode).toBe(true);
    expect((await getAccountPayment(createStore(db), live, created.id)).livemode).toBe(true);
    const test = { ...live, livemode: false, credential: 'key:test' };
    const refused = await getAccountPayment(createStore(db), test, created.id).catch((error: unknown) => error);
    expect(isAppError(refused) && refused.reason).toBe('payment_not_found');
  });

  it('on a live server, a test-mode caller moves no balance, and the money stays put', async ({
    listening,
    customer,
    accounts,
  }) => {
    const db = listening.app.db;
    const before = await balanceOf(db, accounts.main);
    expect(await testModeRefusalOnLiveServer(db, customer.user.id, payment(accounts, { amount: '7' }))).toBe(
      'test_mode_moves_no_live_balances',
    );
    expect(await balanceOf(db, accounts.main)).toBe(before);
  });
});

describe('bad inputs', () => {
  it('answers 4xx envelopes naming the field, never 500', async ({ listening, apiKey, accounts }) => {
    const db = listening.app.db;
    const before = await balanceOf(db, accounts.main);
    const cases: [Record<string, unknown>, number, string | null][] = [
      [{ amount: 0 }, 400, 'amount'],
      [{ amount: -5 }, 400, 'amount'],
      [{ amount: 1.5 }, 400, 'amount'],
      [{ amount: '12.5' }, 400, 'amount'],
      [{ amount: '0' }, 400, 'amount'],
      [{ amount: 'ten' }, 400, 'amount'],
      [{ amount: '99999999999999999999' }, 400, 'amount'],
      [{ currency: 'EUR' }, 400, 'currency'],
      [{ sourceAccountId: 'main' }, 400, 'sourceAccountId'],
      [{ sourceAccountId: 'a\u0000b' }, 400, 'sourceAccountId'],
      [{ destinationType: 'moon' }, 400, 'destinationType'],
      [{ destinationAccountId: '' }, 400, 'destinationAccountId'],
      [{ destinationAccountId: 'not-a-uuid' }, 400, 'destinationAccountId'],
      [{ destinationAccountId: '00000000-0000-4000-8000-000000000000' }, 400, 'destinationAccountId'],
      [{ destinationAccountId: accounts.main }, 400, 'destinationAccountId'],
      [{ description: '' }, 400, 'description'],
      [{ description: 'x'.repeat(141) }, 400, 'description'],
      [{ destinationParticipant: 'MTN_CM' }, 400, 'destinationParticipant'],
      [{ destinationParticipant: '' }, 400, 'destinationParticipant'],
    ];
    for (const [fields, status, path] of cases) {
      const answer = await pay(listening, apiKey.key, payment(accounts, fields));
      expect(answer.status, JSON.stringify(fields)).toBe(status);
      expect(answer.body.error, JSON.stringify(fields)).toMatchObject({ code: expect.any(String) });
      if (path) {
        const paths = ((answer.body.error?.details as { path: string }[] | undefined) ?? []).map((entry) => entry.path);
        expect(paths.join(' '), JSON.stringify(fields)).toContain(path);
      }
    }
    // Payouts' own bad inputs: tests/integration/accounts/payouts.test.ts.
    for (const missing of [
      'amount',
      'currency',
      'sourceAccountId',
      'destinationType',
      'destinationAccountId',
      'description',
    ]) {
      const body: Record<string, unknown> = payment(accounts);
      delete body[missing];
      expect((await pay(listening, apiKey.key, body)).status, missing).toBe(400);
    }
    const notJson = await fetch(`${listening.origin}/api/v1/payments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey.key}`, 'content-type': 'application/json' },
      body: '{"amount":',
    });
    expect(notJson.status).toBe(400);
    for (const id of ['nope', '%00', `${'a'.repeat(400)}`]) {
      const answer = await call(listening, 'GET', `/api/v1/payments/${id}`, apiKey.key);
      expect(answer.status, id).toBeGreaterThanOrEqual(400);
      expect(answer.status, id).toBeLessThan(500);
    }
    const badKey = await pay(listening, apiKey.key, payment(accounts), {
      'idempotency-key': 'k'.repeat(256),
    });
    expect(badKey.status).toBe(400);
    expect(await balanceOf(db, accounts.main)).toBe(before);
  });
});

describe('the second approval of business payments', () => {
  it('holds a business payment above the threshold until another credential with payments:authorize approves it', async ({
    listening,
    apiKey,
    customer,
    otherCustomer,
    accounts,
  }) => {
    const db = listening.app.db;
    await db('settings')
      .insert({ category: 'payments', key: 'business_authorization_threshold', value: JSON.stringify(500_000) })
      .onConflict(['category', 'key'])
      .merge();
    const before = await balanceOf(db, accounts.business);
    // At the threshold: no approval needed.
    const small = await pay(
      listening,
      apiKey.key,
      payment(accounts, { sourceAccountId: accounts.business, amount: '500000' }),
    );
    expect(small.body.status).toBe('pending');
    expect(await balanceOf(db, accounts.business)).toBe(before - 500_000);

    const held = await pay(
      listening,
      apiKey.key,
      payment(accounts, { sourceAccountId: accounts.business, amount: '500001' }),
    );
    expect(held.status).toBe(201);
    expect(held.body).toMatchObject({ status: 'pending_authorization', estimatedCompletion: null });
    expect(await balanceOf(db, accounts.business)).toBe(before - 500_000);
    const url = `/api/v1/payments/authorize/${held.body.paymentId}`;
    expect((await call(listening, 'GET', `/api/v1/payments/${held.body.paymentId}`, apiKey.key)).body.status).toBe(
      'pending_authorization',
    );

    // The initiating key lacks the scope; the same key with it is still the initiator.
    expect((await call(listening, 'POST', url, apiKey.key)).status).toBe(403);
    const both = await insertApiKey(db, customer.user.id, { scopes: ['payments:initiate', 'payments:authorize'] });
    const initiatedByBoth = await pay(
      listening,
      both.key,
      payment(accounts, { sourceAccountId: accounts.business, amount: '600000' }),
    );
    const self = await call(
      listening,
      'POST',
      `/api/v1/payments/authorize/${initiatedByBoth.body.paymentId}`,
      both.key,
    );
    expect(self.status).toBe(403);
    expect(self.body.error).toMatchObject({ reason: 'payment_authorizer_is_initiator' });
    // Another customer holding the scope: as if it did not exist.
    const bobsKey = await insertApiKey(db, otherCustomer.user.id, { scopes: ['payments:authorize'] });
    expect((await call(listening, 'POST', url, bobsKey.key)).status).toBe(404);
    expect(await balanceOf(db, accounts.business)).toBe(before - 500_000);

    const approver = await insertApiKey(db, customer.user.id, { scopes: ['payments:authorize'] });
    const authorized = await call(listening, 'POST', url, approver.key);
    expect(authorized.status, JSON.stringify(authorized.body)).toBe(200);
    expect(authorized.body).toMatchObject({ status: 'success', authorizedAt: expect.any(String) });
    expect(await balanceOf(db, accounts.business)).toBe(before - 1_000_001);
    const twice = await call(listening, 'POST', url, approver.key);
    expect(twice.status).toBe(409);
    expect(twice.body.error).toMatchObject({ reason: 'payment_not_awaiting_authorization' });
    expect(await balanceOf(db, accounts.business)).toBe(before - 1_000_001);

    // Approving when the money is gone: refused, the payment keeps waiting.
    const tooBig = await pay(
      listening,
      apiKey.key,
      payment(accounts, { sourceAccountId: accounts.business, amount: String(before) }),
    );
    expect(tooBig.body.status).toBe('pending_authorization');
    const poor = await call(listening, 'POST', `/api/v1/payments/authorize/${tooBig.body.paymentId}`, approver.key);
    expect(poor.status).toBe(422);
    expect(poor.body.error).toMatchObject({ reason: 'transfer_insufficient_funds' });
    expect((await call(listening, 'GET', `/api/v1/payments/${tooBig.body.paymentId}`, apiKey.key)).body.status).toBe(
      'pending_authorization',
    );
    expect(await ledgerTotal(db)).toBe(0);
  });
});

describe('a random sequence of payments', () => {
  it('keeps the ledger balanced and every balance what a simple model expects', async ({
    listening,
    apiKey,
    accounts,
    customer,
  }) => {
    const db = listening.app.db;
    const mine = [accounts.main, accounts.savings];
    await fund(db, customer.user.id, accounts.savings, 20_000);
    const model = new Map<string, number>();
    for (const id of [...mine, accounts.bobs]) model.set(id, await balanceOf(db, id));
    const step = fc.record({
      from: fc.constantFrom(...mine),
      to: fc.constantFrom(accounts.main, accounts.savings, accounts.bobs),
      amount: fc.oneof(fc.integer({ min: 1, max: 3_000 }), fc.integer({ min: 3_000, max: 200_000 })),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (sequence) => {
        for (const { from, to, amount } of sequence) {
          const held = model.get(from) ?? 0;
          const answer = await pay(
            listening,
            apiKey.key,
            payment(accounts, { sourceAccountId: from, destinationAccountId: to, amount: String(amount) }),
          );
          const expected = from === to ? 400 : held < amount ? 422 : 201;
          expect(answer.status, JSON.stringify(answer.body)).toBe(expected);
          if (expected === 201) {
            model.set(from, held - amount);
            model.set(to, (model.get(to) ?? 0) + amount);
          }
        }
        expect(await ledgerTotal(db)).toBe(0);
        for (const [id, balance] of model) {
          expect(await balanceOf(db, id)).toBe(balance);
          expect(balance).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 15 },
    );
  });
});
