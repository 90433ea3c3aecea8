import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { GIMAC_BANKS, GIMAC_MOBILE_OPERATORS } from '../../../api/providers/catalog.ts';
import { signCallback } from '../../../api/providers/gimac/signature.ts';
import { SANDBOX_CREDENTIALS } from '../../../api/providers/settings.ts';
import type { GimacInitiateRequest, GimacTransfer } from '../../../api/providers/types.ts';
import { attemptOf, type Sandbox, sandboxTest } from '../../helpers/provider-harness.ts';

const it = sandboxTest;

const gimac = (sandbox: Sandbox) => sandbox.harness().app.providers.gimac;
const reference = (label: string) => `GMC-${label}-${randomUUID().slice(0, 8)}`;

const bankToWallet = (receiverOperator = 'MTN_CM'): GimacTransfer => ({
  type: 'bank_to_wallet',
  senderBank: 'AFRILAND_CM',
  senderAccount: '10005000123456789',
  senderName: 'Amina Njoya',
  receiverOperator,
  receiverName: 'Paul Mbarga',
});

async function transfer(sandbox: Sandbox, phone: string, overrides: Partial<GimacInitiateRequest> = {}) {
  const ref = reference(phone.slice(-2));
  const request: GimacInitiateRequest = {
    reference: ref,
    amount: 25_000,
    currency: 'XAF',
    phone,
    description: 'School fees',
    callbackUrl: sandbox.sink().url(`/gimac/${ref}`),
    transfer: bankToWallet(),
    ...overrides,
  };
  return { ref, request, outcome: await gimac(sandbox).initiate(request) };
}

describe('GIMAC adapter against the sandbox simulator', () => {
  it('answers HTTP 500 once for a number ending in 05, then accepts the same external_reference', async ({
    sandbox,
  }) => {
    const ref = reference('05');
    const request: GimacInitiateRequest = {
      reference: ref,
      amount: 5000,
      currency: 'XAF',
      phone: '237690000005',
      transfer: bankToWallet('ORANGE_CM'),
    };
    expect(await gimac(sandbox).initiate(request)).toMatchObject({
      kind: 'transient',
      problem: 'server_error',
      httpStatus: 500,
    });
    expect(await gimac(sandbox).initiate(request)).toMatchObject({ kind: 'succeeded' });
  });

  it('decides wallet-to-wallet transfers by the sending number', async ({ sandbox }) => {
    const { outcome } = await transfer(sandbox, '237670000000', {
      transfer: {
        type: 'wallet_to_wallet',
        senderOperator: 'ORANGE_CM',
        senderPhone: '237690000001',
        receiverOperator: 'MTN_CM',
      },
    });
    expect(outcome).toMatchObject({ kind: 'failed', reason: { code: 'INSUFFICIENT_FUNDS' } });
  });

  it('reaches wallets in other CEMAC countries', async ({ sandbox }) => {
    const { outcome } = await transfer(sandbox, '241074000000', { transfer: bankToWallet('AIRTEL_GA') });
    expect(outcome.kind).toBe('succeeded');
  });

  it('refuses unknown participants and numbers of another operator', async ({ sandbox }) => {
    const unknownBank = await transfer(sandbox, '237670000000', {
      transfer: { ...bankToWallet(), senderBank: 'NOT_A_BANK' } as GimacTransfer,
    });
    expect(unknownBank.outcome).toMatchObject({ kind: 'failed', reason: { code: 'UNKNOWN_PARTICIPANT' } });
    const wrongOperator = await transfer(sandbox, '237690000000', { transfer: bankToWallet('MTN_CM') });
    expect(wrongOperator.outcome).toMatchObject({
      kind: 'failed',
      reason: { code: 'INVALID_RECEIVER', category: 'invalid_request' },
    });
  });

  it('pays a bank account (BANK_TO_BANK), decided by the receiving account number, and refuses what is not a bank', async ({
    sandbox,
  }) => {
    const bankToBank = (receiverBank: string, receiverAccount: string): GimacTransfer => ({
      type: 'bank_to_bank',
      senderBank: 'AFRILAND_CM',
      senderAccount: '10005000123456789',
      receiverBank,
      receiverAccount,
      receiverName: 'Paul Mbarga',
    });
    const paid = await transfer(sandbox, '', { transfer: bankToBank('BICEC_CM', 'CM21 1000 5000 0100 1234 5600') });
    expect(paid.outcome).toMatchObject({ kind: 'succeeded', providerStatus: 'COMPLETED' });
    const short = await transfer(sandbox, '', { transfer: bankToBank('SGC_CM', 'CM2110005000010012345601') });
    expect(short.outcome).toMatchObject({ kind: 'failed', reason: { code: 'INSUFFICIENT_FUNDS' } });
    const unknown = await transfer(sandbox, '', { transfer: bankToBank('BICEC_XX', 'CM2110005000010012345600') });
    expect(unknown.outcome).toMatchObject({ kind: 'failed', reason: { code: 'UNKNOWN_PARTICIPANT' } });
    // A wallet operator is no bank to receive an account number.
    const wallet = await transfer(sandbox, '', { transfer: bankToBank('MTN_CM', 'CM2110005000010012345600') });
    expect(wallet.outcome).toMatchObject({ kind: 'failed', reason: { code: 'UNKNOWN_PARTICIPANT' } });
    // The replay rule covers the receiving account: the same reference to another account is refused.
    const clash = await gimac(sandbox).initiate({
      ...paid.request,
      transfer: bankToBank('BICEC_CM', 'CM2110005000010012345699'),
    });
    expect(clash).toMatchObject({ kind: 'failed', reason: { code: 'DUPLICATE_EXTERNAL_REFERENCE' } });
  });

  it('returns the same transfer for an identical replay and refuses a reused reference', async ({ sandbox }) => {
    const { request, outcome } = await transfer(sandbox, '237670000000');
    const replay = await gimac(sandbox).initiate(request);
    expect(attemptOf(replay, { orCreatedThenFailed: true }).providerReference).toBe(
      attemptOf(outcome, { orCreatedThenFailed: true }).providerReference,
    );
    const clash = await gimac(sandbox).initiate({ ...request, amount: 30_000 });
    expect(clash).toMatchObject({ kind: 'failed', reason: { code: 'DUPLICATE_EXTERNAL_REFERENCE' } });
  });

  it('rejects callbacks with a wrong signature, an old timestamp or a changed body', async ({ sandbox }) => {
    const { ref, outcome } = await transfer(sandbox, '237670000000');
    const attempt = attemptOf(outcome, { orCreatedThenFailed: true });
    const callback = await sandbox.sink().waitFor(`/gimac/${ref}`);
    const body = JSON.parse(callback.body);

    const tampered = JSON.stringify({ ...body, amount: 1 });
    expect(
      await gimac(sandbox).confirmCallback(
        { body: JSON.parse(tampered), rawBody: tampered, headers: callback.headers },
        attempt,
      ),
    ).toMatchObject({ kind: 'rejected', message: 'The callback signature is wrong' });

    const secret = SANDBOX_CREDENTIALS.gimac.clientSecret;
    const old = Math.floor(Date.now() / 1000) - 3600;
    const oldHeaders = {
      'x-gimac-timestamp': String(old),
      'x-gimac-signature': signCallback(secret, old, callback.body),
    };
    expect(
      await gimac(sandbox).confirmCallback({ body, rawBody: callback.body, headers: oldHeaders }, attempt),
    ).toMatchObject({
      kind: 'rejected',
    });
    expect(await gimac(sandbox).confirmCallback({ body, rawBody: callback.body, headers: {} }, attempt)).toMatchObject({
      kind: 'rejected',
      message: 'The callback is not signed',
    });

    // Correctly signed, but about another transfer than the one the engine is looking at.
    const other = { ...attempt, providerReference: 'GMC20260101AAAAAAAAAA' };
    expect(
      await gimac(sandbox).confirmCallback({ body, rawBody: callback.body, headers: callback.headers }, other),
    ).toMatchObject({ kind: 'rejected', message: 'The callback is about another transfer' });
  });

  it('lists participants, filtered by country and type', async ({ sandbox }) => {
    const all = await gimac(sandbox).participants();
    expect(all).toMatchObject({ kind: 'participants' });
    if (all.kind !== 'participants') return;
    expect(all.participants).toHaveLength(GIMAC_BANKS.length + GIMAC_MOBILE_OPERATORS.length);
    const wallets = await gimac(sandbox).participants({ country: 'CM', type: 'WALLET' });
    if (wallets.kind !== 'participants') throw new Error('expected participants');
    expect(wallets.participants.map((participant) => participant.code)).toEqual(['MTN_CM', 'ORANGE_CM']);
  });
});

describe('GIMAC simulator protocol', () => {
  const url = (sandbox: Sandbox, path: string) => `${sandbox.harness().origin}/sandbox/gimac${path}`;

  it('accepts client credentials in the body as well as Basic, and refuses calls without a token', async ({
    sandbox,
  }) => {
    const { clientId, clientSecret } = SANDBOX_CREDENTIALS.gimac;
    const response = await fetch(url(sandbox, '/oauth/token'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });

    const anonymous = await fetch(url(sandbox, '/v1/status'));
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Missing, invalid or expired access token' },
    });
  });

  it('answers unknown paths and bad bodies in its own error format', async ({ sandbox }) => {
    const unknown = await fetch(url(sandbox, '/v1/nothing-here'));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });

    const { clientId, clientSecret } = SANDBOX_CREDENTIALS.gimac;
    const issued = await fetch(url(sandbox, '/oauth/token'), {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    const { access_token: token } = await issued.json();
    const headers = { Authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const empty = await fetch(url(sandbox, '/v1/transfers'), { method: 'POST', headers, body: '{}' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: { code: 'INVALID_REQUEST' } });
    const notJson = await fetch(url(sandbox, '/v1/transfers'), { method: 'POST', headers, body: '{"amount":' });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ error: { code: 'INVALID_REQUEST' } });
    const missing = await fetch(url(sandbox, '/v1/transfers/GMC20260101AAAAAAAAAA'), { headers });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: 'TRANSFER_NOT_FOUND' } });
  });
});
