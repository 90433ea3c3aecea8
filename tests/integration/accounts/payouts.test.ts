import type { Knex } from 'knex';
import { Webhook } from 'standardwebhooks';
import { describe, expect } from 'vitest';
import { createStore } from '../../../api/repositories/store.ts';
import { generateReconciliation } from '../../../api/services/reconciliation/generate-report.ts';
import { dispatchWebhookEvents } from '../../../api/services/webhooks/dispatch-events.ts';
import { setFeatureFlag } from '../../helpers/feature-flags.ts';
import { doualaToday } from '../../helpers/provider-harness.ts';
import { json, startRecordingServer } from '../../helpers/recording-server.ts';
import { insertApiKey } from '../../helpers/rows.ts';
import {
  mtnNumber,
  orangeNumber,
  PAYMENTS_APP_OPTIONS,
  it as paymentsIt,
  runJobs,
} from '../payments/payment-harness.ts';
import { addAccount, balanceOf, call, fund, ledgerTotal, pay, testModeRefusalOnLiveServer } from './payment-api.ts';

/**
 * Payouts of the public API (issue 17 item 3): `POST /api/v1/payments` to a mobile wallet or an
 * account at a GIMAC bank, over real HTTP, sent by the payments engine's job to the GIMAC
 * simulator (its sandbox test numbers decide the outcome), with the ledger, the statuses GET
 * shows, the business authorization step and the webhook events.
 */
interface Accounts {
  main: string;
  business: string;
  poor: string;
}

const it = paymentsIt
  .extend('apiKeyScopes', { scope: 'file' }, ['accounts:read', 'payments:initiate'])
  .extend('accounts', { scope: 'file' }, async ({ harness, customer }) => {
    const db = harness.app.db;
    const alice = customer.user.id;
    const accounts: Accounts = {
      main: await addAccount(db, alice),
      business: await addAccount(db, alice, 'business'),
      poor: await addAccount(db, alice),
    };
    await fund(db, alice, accounts.main, 500_000);
    await fund(db, alice, accounts.business, 3_000_000);
    await fund(db, alice, accounts.poor, 1_000);
    return accounts;
  });

// The bad-input walk sends more than the default 25 calls a second of one key.
it.override('appOptions', { ...PAYMENTS_APP_OPTIONS, API_KEY_BURST_PER_SECOND: 1000 });

/** Sandbox bank account numbers: like wallets, the last two digits pick the outcome. */
const bankAccount = (ending: string) => `CM21 1000 5000 0100 1234 56${ending}`;

const toWallet = (accounts: Accounts, phone: string, fields: Record<string, unknown> = {}) => ({
  amount: '25000',
  currency: 'XAF',
  sourceAccountId: accounts.main,
  destinationType: 'mobile_wallet',
  destinationAccountId: phone,
  description: 'Salary November',
  ...fields,
});

const toBank = (accounts: Accounts, ending: string, fields: Record<string, unknown> = {}) => ({
  ...toWallet(accounts, bankAccount(ending)),
  destinationType: 'gimac_bank',
  destinationParticipant: 'BICEC_CM',
  ...fields,
});

async function inTransit(db: Knex): Promise<number> {
  const row = await db('ledger_accounts as la')
    .join('ledger_account_balances as b', 'b.ledger_account_id', 'la.id')
    .where('la.code', 'platform:payouts_in_transit')
    .first('b.balance');
  return row ? Number(row.balance) : 0;
}

async function engineOf(db: Knex, paymentId: string) {
  return db('account_payments as ap')
    .join('payments as p', 'p.id', 'ap.payment_id')
    .where('ap.id', paymentId)
    .first('p.id', 'p.reference', 'p.status', 'p.livemode', 'p.provider', 'p.details');
}

describe('payouts to a mobile wallet', () => {
  it('debits the source at once, sends through GIMAC, and GET says pending then success', async ({
    listening,
    apiKey,
    accounts,
  }) => {
    const db = listening.app.db;
    const before = await balanceOf(db, accounts.main);
    const created = await pay(listening, apiKey.key, toWallet(accounts, mtnNumber('00')));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      paymentId: expect.any(String),
      status: 'pending',
      reference: expect.stringMatching(/^PAY-\d{8}-[A-Z2-9]{10}$/),
      estimatedCompletion: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      amount: 25000,
      destinationType: 'mobile_wallet',
      destinationAccountId: mtnNumber('00'),
      destinationParticipant: 'MTN_CM',
      failure: null,
      livemode: false,
    });
    const id = created.body.paymentId as string;
    expect(await balanceOf(db, accounts.main)).toBe(before - 25000);
    expect(await ledgerTotal(db)).toBe(0);
    const waiting = await call(listening, 'GET', `/api/v1/payments/${id}`, apiKey.key);
    expect(waiting.body).toMatchObject({ status: 'pending', completedAt: null });
    // The engine payment: GIMAC, the caller's mode, the API's reference, no events of its own.
    const engine = await engineOf(db, id);
    expect(engine).toMatchObject({ reference: created.body.reference, provider: 'gimac', livemode: false });
    expect(engine.details).toMatchObject({ kind: 'account_payout', receiverOperator: 'MTN_CM', accountPaymentId: id });

    await runJobs(listening);
    const done = await call(listening, 'GET', `/api/v1/payments/${id}`, apiKey.key);
    expect(done.body).toMatchObject({
      paymentId: id,
      status: 'success',
      failure: null,
      completedAt: expect.any(String),
    });
    expect(await balanceOf(db, accounts.main)).toBe(before - 25000);
    expect(await inTransit(db)).toBe(0);
    expect(await ledgerTotal(db)).toBe(0);
    // In transit -> the receiving operator, less the platform's interbank fee (0.5 %).
    const settled = await db('ledger_postings as lp')
      .join('ledger_transactions as lt', 'lt.id', 'lp.transaction_id')
      .join('ledger_accounts as la', 'la.id', 'lp.ledger_account_id')
      .where('lt.payment_id', engine.id)
      .orderBy('lp.amount', 'desc')
      .select('la.code', 'lp.amount');
    expect(settled.map((posting) => [posting.code, Number(posting.amount)])).toEqual([
      ['platform:payouts_in_transit', 25000],
      ['platform:revenue', -125],
      ['gimac:MTN_CM', -24875],
    ]);
    expect(await db('payment_events').where('payment_id', engine.id).count({ n: '*' }).first()).toEqual({ n: '0' });
  });

  it('gives the money back when GIMAC refuses it, and GET says failed with the reason', async ({
    listening,
    apiKey,
    customer,
    accounts,
  }) => {
    const db = listening.app.db;
    const before = await balanceOf(db, accounts.main);
    const created = await pay(listening, apiKey.key, toWallet(accounts, orangeNumber('02'), { amount: 7000 }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.destinationParticipant).toBe('ORANGE_CM');
    expect(await balanceOf(db, accounts.main)).toBe(before - 7000);
    await runJobs(listening);
    const failed = await call(listening, 'GET', `/api/v1/payments/${created.body.paymentId}`, apiKey.key);
    expect(failed.body).toMatchObject({
      status: 'failed',
      failure: { code: 'BENEFICIARY_NOT_FOUND', message: expect.any(String) },
      completedAt: expect.any(String),
    });
    expect(await balanceOf(db, accounts.main)).toBe(before);
    expect(await inTransit(db)).toBe(0);
    expect(await ledgerTotal(db)).toBe(0);
    // The dashboard's retry of a failed payment refuses a payout: its money went back.
    const retried = await listening.app.inject({
      method: 'POST',
      url: `/api/v1/payments/retry/${created.body.reference as string}`,
      headers: customer.headers,
    });
    expect(retried.statusCode, retried.body).toBe(409);
    expect(retried.json().error.reason).toBe('payout_not_retried');
  });
});

describe('payouts to a GIMAC bank', () => {
  it('pays an account number at a bank (BANK_TO_BANK), and a refused one comes back', async ({
    listening,
    apiKey,
    accounts,
  }) => {
    const db = listening.app.db;
    const before = await balanceOf(db, accounts.main);
    const good = await pay(listening, apiKey.key, toBank(accounts, '00', { amount: 40000 }));
    const refused = await pay(listening, apiKey.key, toBank(accounts, '01', { amount: 3000 }));
    expect(good.status, JSON.stringify(good.body)).toBe(201);
    expect(refused.status, JSON.stringify(refused.body)).toBe(201);
    expect(good.body).toMatchObject({
      destinationType: 'gimac_bank',
      destinationAccountId: 'CM211000500001001234560' + '0',
      destinationParticipant: 'BICEC_CM',
    });
    expect(await balanceOf(db, accounts.main)).toBe(before - 43000);
    await runJobs(listening);
    const paid = await call(listening, 'GET', `/api/v1/payments/${good.body.paymentId}`, apiKey.key);
    const back = await call(listening, 'GET', `/api/v1/payments/${refused.body.paymentId}`, apiKey.key);
    expect(paid.body.status).toBe('success');
    expect(back.body).toMatchObject({ status: 'failed', failure: { code: 'INSUFFICIENT_FUNDS' } });
    expect(await balanceOf(db, accounts.main)).toBe(before - 40000);
    expect(await ledgerTotal(db)).toBe(0);
    // The simulator saw a bank-to-bank transfer from the platform's settlement bank.
    const sent = await db('sandbox_provider_transactions')
      .where('merchant_reference', good.body.reference as string)
      .first('kind', 'request');
    expect(sent.kind).toBe('bank_to_bank');
    // Reconciliation: the payout's attempt is in GIMAC's statement and its ledger amount is the settlement's alone.
    const report = await generateReconciliation(createStore(db), listening.app.providers, doualaToday());
    expect(report.items.find((item) => item.reference === good.body.reference)).toMatchObject({
      provider: 'gimac',
      status: 'matched',
      platform_amount: 40000,
      provider_amount: 40000,
    });
    expect(report.items.find((item) => item.reference === refused.body.reference)).toBeUndefined();
    expect(sent.request.sender.participant_code).toBe('AFRILAND_CM');
    expect(sent.request.receiver).toMatchObject({
      participant_code: 'BICEC_CM',
      account_number: 'CM2110005000010012345600',
    });
  });
});

describe('payout requests', () => {
  it('replays an Idempotency-Key without paying out twice', async ({ listening, apiKey, accounts }) => {
    const db = listening.app.db;
    const before = await balanceOf(db, accounts.main);
    const headers = { 'idempotency-key': 'payout-2026-11-001' };
    const first = await pay(listening, apiKey.key, toWallet(accounts, mtnNumber('00'), { amount: 1500 }), headers);
    const again = await pay(listening, apiKey.key, toWallet(accounts, mtnNumber('00'), { amount: 1500 }), headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await balanceOf(db, accounts.main)).toBe(before - 1500);
    expect(
      await db('payments')
        .where('reference', first.body.reference as string)
        .count({ n: '*' })
        .first(),
    ).toEqual({
      n: '1',
    });
    const other = await pay(listening, apiKey.key, toWallet(accounts, mtnNumber('00'), { amount: 1600 }), headers);
    expect(other.status).toBe(422);
    await runJobs(listening);
  });

  it('answers 503 interbank_paused while staff paused interbank transfers; payments between accounts go on', async ({
    listening,
    apiKey,
    admin,
    accounts,
  }) => {
    const db = listening.app.db;
    const flag = (on: boolean) => setFeatureFlag(listening, admin, 'interbank_transfers', on);
    await flag(false);
    try {
      const before = await balanceOf(db, accounts.main);
      const paused = await pay(listening, apiKey.key, toWallet(accounts, mtnNumber('00')));
      expect(paused.status).toBe(503);
      expect(paused.body.error).toMatchObject({ reason: 'interbank_paused' });
      expect(await balanceOf(db, accounts.main)).toBe(before);
      const between = await pay(listening, apiKey.key, {
        ...toWallet(accounts, accounts.business),
        amount: 100,
        destinationType: 'account',
      });
      expect(between.status).toBe(201);
    } finally {
      await flag(true);
    }
  });

  it('refuses insufficient funds with a 4xx and sends nothing', async ({ listening, apiKey, accounts }) => {
    const db = listening.app.db;
    const sentBefore = await db('payments').count({ n: '*' }).first();
    const answer = await pay(
      listening,
      apiKey.key,
      toWallet(accounts, mtnNumber('00'), { sourceAccountId: accounts.poor }),
    );
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatchObject({ reason: 'transfer_insufficient_funds' });
    expect(await balanceOf(db, accounts.poor)).toBe(1000);
    expect(await db('payments').count({ n: '*' }).first()).toEqual(sentBefore);
  });

  it('answers bad destinations with 4xx envelopes naming the field, never 500', async ({
    listening,
    apiKey,
    accounts,
  }) => {
    const db = listening.app.db;
    const before = await balanceOf(db, accounts.main);
    const wallet = (phone: string, fields: Record<string, unknown> = {}) => toWallet(accounts, phone, fields);
    const cases: [Record<string, unknown>, string, string][] = [
      [wallet('2376700'), 'destinationAccountId', 'phone_format'],
      [wallet('237222123400'), 'destinationAccountId', 'phone_unknown_operator'],
      [wallet('abc'), 'destinationAccountId', 'phone_format'],
      [
        wallet(mtnNumber('00'), { destinationParticipant: 'ORANGE_CM' }),
        'destinationAccountId',
        'phone_wrong_provider',
      ],
      [
        wallet(mtnNumber('00'), { destinationParticipant: 'PIGEON_CM' }),
        'destinationParticipant',
        'wallet_operator_unknown',
      ],
      [
        wallet(mtnNumber('00'), { destinationParticipant: 'BICEC_CM' }),
        'destinationParticipant',
        'wallet_operator_unknown',
      ],
      [wallet('24177123400'), 'destinationParticipant', 'payout_operator_required'],
      [wallet('24100000000', { destinationParticipant: 'AIRTEL_GA' }), 'destinationAccountId', 'wallet_phone_country'],
      [toBank(accounts, '00', { destinationParticipant: undefined }), 'destinationParticipant', 'payout_bank_required'],
      [toBank(accounts, '00', { destinationParticipant: 'MTN_CM' }), 'destinationParticipant', 'bank_code'],
      [toBank(accounts, '00', { destinationParticipant: 'NOBANK_CM' }), 'destinationParticipant', 'bank_code'],
      [toBank(accounts, '00', { destinationAccountId: 'ab' }), 'destinationAccountId', 'bank_account'],
      [toBank(accounts, '00', { destinationAccountId: 'CM21/1000' }), 'destinationAccountId', 'bank_account'],
    ];
    // A payout leaves through GIMAC: the bank-to-mobile minimum of the settings applies.
    cases.push([wallet(mtnNumber('00'), { amount: 10 }), 'amount', 'field_too_small']);
    for (const [body, path, reason] of cases) {
      const answer = await pay(listening, apiKey.key, JSON.parse(JSON.stringify(body)));
      expect(answer.status, JSON.stringify(body)).toBe(400);
      const details = (answer.body.error?.details as { path: string; reason: string }[] | undefined) ?? [];
      expect(details, JSON.stringify(body)).toContainEqual(expect.objectContaining({ path, reason }));
    }
    expect(await balanceOf(db, accounts.main)).toBe(before);
  });

  it('holds a business payout above the threshold: nothing moves or leaves until another credential authorizes it', async ({
    listening,
    apiKey,
    customer,
    accounts,
  }) => {
    const db = listening.app.db;
    const before = await balanceOf(db, accounts.business);
    const held = await pay(
      listening,
      apiKey.key,
      toBank(accounts, '00', { sourceAccountId: accounts.business, amount: 1_500_000 }),
    );
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    expect(held.body).toMatchObject({ status: 'pending_authorization', estimatedCompletion: null });
    expect(await balanceOf(db, accounts.business)).toBe(before);
    expect(await engineOf(db, held.body.paymentId as string)).toBeUndefined();

    const approver = await insertApiKey(db, customer.user.id, { scopes: ['payments:authorize'] });
    const authorized = await call(listening, 'POST', `/api/v1/payments/authorize/${held.body.paymentId}`, approver.key);
    expect(authorized.status, JSON.stringify(authorized.body)).toBe(200);
    expect(authorized.body).toMatchObject({ status: 'pending', authorizedAt: expect.any(String) });
    expect(await balanceOf(db, accounts.business)).toBe(before - 1_500_000);
    const twice = await call(listening, 'POST', `/api/v1/payments/authorize/${held.body.paymentId}`, approver.key);
    expect(twice.status).toBe(409);
    await runJobs(listening);
    const done = await call(listening, 'GET', `/api/v1/payments/${held.body.paymentId}`, apiKey.key);
    expect(done.body.status).toBe('success');
    expect(await ledgerTotal(db)).toBe(0);
  });

  it('carries the caller mode to GIMAC, and a test-mode payout on a live server moves nothing', async ({
    listening,
    apiKey,
    customer,
    accounts,
  }) => {
    const db = listening.app.db;
    const created = await pay(listening, apiKey.key, toWallet(accounts, mtnNumber('00'), { amount: 1800 }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const engine = await engineOf(db, created.body.paymentId as string);
    expect([created.body.livemode, engine.livemode]).toEqual([false, false]);
    await runJobs(listening);
    const before = await balanceOf(db, accounts.main);
    expect(await testModeRefusalOnLiveServer(db, customer.user.id, toWallet(accounts, mtnNumber('00')))).toBe(
      'test_mode_moves_no_live_balances',
    );
    expect(await balanceOf(db, accounts.main)).toBe(before);
  });
});

describe('webhook events of public-API payments', () => {
  it('tells the payer once each: payment.created and payment.completed / payment.failed, under the API paymentId', async ({
    listening,
    apiKey,
    customer,
    accounts,
  }) => {
    // Earlier tests' events are not this test's: dispatch them first (nobody is subscribed yet).
    await dispatchWebhookEvents(listening.app.webhooks);
    const receiver = await startRecordingServer({ '/hooks': json(200, { ok: true }) });
    try {
      const endpoint = await listening.app.inject({
        method: 'POST',
        url: '/api/v1/webhooks',
        headers: customer.headers,
        payload: {
          url: `${receiver.origin}/hooks`,
          events: [
            'payment.created',
            'payment.authorized',
            'payment.completed',
            'payment.failed',
            'transaction.completed',
          ],
        },
      });
      expect(endpoint.statusCode, endpoint.body).toBe(201);
      const { secret } = endpoint.json() as { secret: string };
      const paid = await pay(listening, apiKey.key, toWallet(accounts, mtnNumber('00'), { amount: 2000 }));
      const refused = await pay(listening, apiKey.key, toWallet(accounts, mtnNumber('06'), { amount: 2100 }));
      const between = await pay(listening, apiKey.key, {
        ...toWallet(accounts, ''),
        amount: 900,
        destinationType: 'account',
        destinationAccountId: accounts.poor,
      });
      const held = await pay(
        listening,
        apiKey.key,
        toWallet(accounts, mtnNumber('00'), { sourceAccountId: accounts.business, amount: 1_200_000 }),
      );
      expect([paid.status, refused.status, between.status, held.status]).toEqual([201, 201, 201, 201]);
      const approver = await insertApiKey(listening.app.db, customer.user.id, { scopes: ['payments:authorize'] });
      const authorized = await call(
        listening,
        'POST',
        `/api/v1/payments/authorize/${held.body.paymentId}`,
        approver.key,
      );
      expect(authorized.status).toBe(200);
      await runJobs(listening);
      // Twice: a second dispatch finds nothing left, so nothing is sent twice.
      await dispatchWebhookEvents(listening.app.webhooks);
      await dispatchWebhookEvents(listening.app.webhooks);
      await runJobs(listening);

      const received = receiver.requests.map((request) => {
        const headers = Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
        );
        return new Webhook(secret).verify(request.body, headers) as {
          type: string;
          data: { paymentId: string; status: string; livemode: boolean; failure: { code: string } | null };
        };
      });
      const seen = received.map((event) => `${event.type} ${event.data.paymentId} ${event.data.status}`).sort();
      expect(seen).toEqual(
        [
          `payment.created ${paid.body.paymentId} pending`,
          `payment.completed ${paid.body.paymentId} success`,
          `transaction.completed ${paid.body.paymentId} success`,
          `payment.created ${refused.body.paymentId} pending`,
          `payment.failed ${refused.body.paymentId} failed`,
          `payment.created ${between.body.paymentId} pending`,
          `payment.completed ${between.body.paymentId} success`,
          `transaction.completed ${between.body.paymentId} success`,
          `payment.created ${held.body.paymentId} pending_authorization`,
          `payment.authorized ${held.body.paymentId} pending`,
          `payment.completed ${held.body.paymentId} success`,
          `transaction.completed ${held.body.paymentId} success`,
        ].sort(),
      );
      expect(received.every((event) => event.data.livemode === false)).toBe(true);
      expect(received.find((event) => event.type === 'payment.failed')?.data.failure?.code).toBe('REJECTED');
    } finally {
      await receiver.close();
    }
  });
});
