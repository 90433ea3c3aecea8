import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import type {
  GimacInitiateRequest,
  ProviderAttempt,
  ProviderCode,
  ProviderOutcome,
} from '../../../api/providers/types.ts';
import type { ListeningApp } from '../../helpers/fixtures.ts';
import {
  attemptOf,
  type CallbackSink,
  doualaToday,
  type ExpectedOutcome,
  pollUntilFinal,
  type ReceivedCallback,
  sandboxTest,
} from '../../helpers/provider-harness.ts';

/** What one adapter must do like the others, and the few places where its protocol differs. */
interface AdapterContract {
  name: string;
  /** The adapter on `app.providers`, and the sink path its callbacks go to (`/<code>/<ref>`). */
  code: ProviderCode;
  /** Sends a payment of `amount` to or from `phone`; the callback goes to the sink under `/<path>/<ref>`. */
  initiate(
    app: ListeningApp,
    sink: CallbackSink,
    phone: string,
    options?: { amount?: number; callbackUrl?: string },
  ): Promise<{ ref: string; outcome: ProviderOutcome }>;
  /** GIMAC creates a transfer even when it refuses it at once. */
  createdThenFailed?: boolean;
  /** The sandbox test numbers and where each must end, and how soon. */
  scenarios: ExpectedOutcome[];
  /** Checks on an accepted attempt and its callback that only this protocol has. */
  checkAccepted(outcome: ProviderOutcome, app: ListeningApp): void;
  checkSucceeded(providerTransactionId: string | undefined): void;
  checkFailure(final: Extract<ProviderOutcome, { kind: 'failed' }>, expected: ExpectedOutcome): void;
  checkCallback(callback: ReceivedCallback, expected: ExpectedOutcome, ref: string, attempt: ProviderAttempt): void;
  callbackInput(callback: ReceivedCallback): { body: unknown; rawBody?: string; headers: ReceivedCallback['headers'] };
  /** Orange's notification names the payment by its notif_token only, not by our reference. */
  callbackNamesReference: boolean;
  /** A number that pays, one that fails, and the refusal of a callback URL on another host. */
  payingPhone: string;
  failingPhone: string;
  foreignCallback: { url: string; code: string };
  statementAmount: number;
  health: Record<string, unknown>;
}

const mtn: AdapterContract = {
  name: 'MTN MoMo',
  code: 'mtn',
  initiate: async (app, sink, phone, options = {}) => {
    const ref = `MTN-${phone.slice(-2)}-${randomUUID().slice(0, 8)}`;
    const outcome = await app.app.providers.mtn.initiate({
      reference: ref,
      amount: options.amount ?? 1500,
      currency: 'XAF',
      phone,
      description: 'Sandbox test',
      callbackUrl: options.callbackUrl ?? sink.url(`/mtn/${ref}`),
    });
    return { ref, outcome };
  },
  scenarios: [
    { phone: '237670000000', kind: 'succeeded' },
    { phone: '237650000001', kind: 'failed', reason: 'NOT_ENOUGH_FUNDS', category: 'insufficient_funds' },
    { phone: '237680000002', kind: 'failed', reason: 'PAYER_NOT_FOUND', category: 'payer_not_found' },
    { phone: '237670000003', kind: 'failed', reason: 'EXPIRED', category: 'expired', minMs: 2500, maxMs: 6000 },
    { phone: '237670000004', kind: 'succeeded', minMs: 9000, maxMs: 14_000 },
    { phone: '237670000006', kind: 'failed', reason: 'APPROVAL_REJECTED', category: 'declined' },
    { phone: '237671234567', kind: 'succeeded', minMs: 1500, maxMs: 4500 },
  ],
  checkAccepted: (outcome) => {
    expect(outcome).toMatchObject({ kind: 'pending', providerStatus: 'PENDING' });
    expect(attemptOf(outcome).providerReference).toMatch(/^[0-9a-f-]{36}$/);
  },
  checkSucceeded: (id) => expect(id).toMatch(/^\d{10}$/),
  checkFailure: (final, expected) =>
    expect(final.reason).toMatchObject({ code: expected.reason, category: expected.category }),
  // MTN calls back once, with PUT, carrying the same document as the status call.
  checkCallback: (callback, expected, ref) => {
    expect(callback.method).toBe('PUT');
    expect(JSON.parse(callback.body)).toMatchObject({
      externalId: ref,
      amount: '1500',
      currency: 'XAF',
      status: expected.kind === 'succeeded' ? 'SUCCESSFUL' : 'FAILED',
    });
  },
  callbackInput: (callback) => ({ body: JSON.parse(callback.body), headers: callback.headers }),
  callbackNamesReference: true,
  payingPhone: '237670000000',
  failingPhone: '237670000001',
  foreignCallback: { url: 'http://169.254.169.254/latest/meta-data', code: 'INVALID_CALLBACK_URL_HOST' },
  statementAmount: 4321,
  health: {
    provider: 'mtn',
    status: 'up',
    environment: 'sandbox',
    services: ['Request to pay', 'Payment status', 'Account balance'],
  },
};

const orange: AdapterContract = {
  name: 'Orange Money',
  code: 'orange',
  initiate: async (app, sink, phone, options = {}) => {
    const ref = `OM-${phone.slice(-2)}-${randomUUID().slice(0, 8)}`;
    const outcome = await app.app.providers.orange.initiate({
      reference: ref,
      amount: options.amount ?? 2000,
      currency: 'XAF',
      phone,
      callbackUrl: options.callbackUrl ?? sink.url(`/orange/${ref}`),
      lang: 'en',
    });
    return { ref, outcome };
  },
  scenarios: [
    { phone: '237690000000', kind: 'succeeded' },
    { phone: '237655000001', kind: 'failed', reason: 'INSUFFICIENT_FUNDS', category: 'insufficient_funds' },
    { phone: '237690000002', kind: 'failed', reason: 'SUBSCRIBER_NOT_FOUND', category: 'payer_not_found' },
    { phone: '237699000003', kind: 'failed', reason: 'EXPIRED', status: 'EXPIRED', minMs: 2500, maxMs: 6000 },
    { phone: '237690000004', kind: 'succeeded', minMs: 9000, maxMs: 14_000 },
    { phone: '237690000006', kind: 'failed', reason: 'CANCELLED', category: 'declined' },
    { phone: '237659123478', kind: 'succeeded', minMs: 1500, maxMs: 4500 },
  ],
  checkAccepted: (outcome, app) => {
    expect(outcome).toMatchObject({ kind: 'pending', nextAction: { type: 'redirect' } });
    const attempt = attemptOf(outcome);
    expect(attempt.providerReference).toMatch(/^v1[0-9a-f]{40}$/);
    expect(attempt.providerData.notifToken).toMatch(/^[0-9a-f]{32}$/);
    expect(attempt.providerData.paymentUrl).toBe(
      `${app.origin}/sandbox/orange/mpayment/abstract/${attempt.providerReference}`,
    );
  },
  checkSucceeded: (id) => expect(id).toMatch(/^MP\d{6}\.\d{4}\.[A-Z0-9]{6}$/),
  checkFailure: (final, expected) => {
    expect(final.reason.code).toBe(expected.reason);
    if (expected.category) expect(final.reason.category).toBe(expected.category);
    if (expected.status) expect(final.providerStatus).toBe(expected.status);
  },
  // Orange notifies with POST and the notif_token it gave when the payment was created.
  checkCallback: (callback, _expected, _ref, attempt) => {
    expect(callback.method).toBe('POST');
    expect(JSON.parse(callback.body).notif_token).toBe(attempt.providerData.notifToken);
  },
  callbackInput: (callback) => ({ body: JSON.parse(callback.body), headers: callback.headers }),
  callbackNamesReference: false,
  payingPhone: '237690000000',
  failingPhone: '237655000001',
  foreignCallback: { url: 'http://10.20.30.40/notify', code: 'INVALID_NOTIF_URL' },
  statementAmount: 1234,
  health: { provider: 'orange', status: 'up', environment: 'sandbox', services: ['Web payment', 'Transaction status'] },
};

const gimac: AdapterContract = {
  name: 'GIMAC',
  code: 'gimac',
  initiate: async (app, sink, phone, options = {}) => {
    const ref = `GMC-${phone.slice(-2)}-${randomUUID().slice(0, 8)}`;
    const request: GimacInitiateRequest = {
      reference: ref,
      amount: options.amount ?? 25_000,
      currency: 'XAF',
      phone,
      description: 'School fees',
      callbackUrl: options.callbackUrl ?? sink.url(`/gimac/${ref}`),
      transfer: {
        type: 'bank_to_wallet',
        senderBank: 'AFRILAND_CM',
        senderAccount: '10005000123456789',
        senderName: 'Amina Njoya',
        receiverOperator: 'MTN_CM',
        receiverName: 'Paul Mbarga',
      },
    };
    return { ref, outcome: await app.app.providers.gimac.initiate(request) };
  },
  createdThenFailed: true,
  // For bank-to-wallet, the test number is the receiving wallet's.
  scenarios: [
    { phone: '237670000000', immediate: 'succeeded', kind: 'succeeded' },
    { phone: '237670000001', immediate: 'failed', kind: 'failed', reason: 'INSUFFICIENT_FUNDS' },
    { phone: '237670000002', immediate: 'failed', kind: 'failed', reason: 'BENEFICIARY_NOT_FOUND' },
    { phone: '237670000003', immediate: 'pending', kind: 'failed', reason: 'TIMEOUT', minMs: 2500, maxMs: 6000 },
    { phone: '237670000004', immediate: 'pending', kind: 'succeeded', minMs: 9000, maxMs: 14_000 },
    { phone: '237670000006', immediate: 'failed', kind: 'failed', reason: 'REJECTED' },
    { phone: '237651234599', immediate: 'pending', kind: 'succeeded', minMs: 1500, maxMs: 4500 },
  ],
  checkAccepted: (outcome) => {
    expect(attemptOf(outcome, { orCreatedThenFailed: true }).providerReference).toMatch(/^GMC\d{8}[A-Z0-9]{10}$/);
  },
  checkSucceeded: () => undefined,
  checkFailure: (final, expected) => expect(final.reason.code).toBe(expected.reason),
  // GIMAC signs its callbacks (HMAC-SHA256 over timestamp and body).
  checkCallback: (callback) => {
    expect(callback.method).toBe('POST');
    expect(callback.headers['x-gimac-signature']).toMatch(/^v1=[0-9a-f]{64}$/);
  },
  callbackInput: (callback) => ({ body: JSON.parse(callback.body), rawBody: callback.body, headers: callback.headers }),
  callbackNamesReference: true,
  payingPhone: '237670000000',
  failingPhone: '237670000001',
  foreignCallback: { url: 'https://attacker.example/cb', code: 'INVALID_CALLBACK_URL' },
  statementAmount: 77_000,
  health: {
    provider: 'gimac',
    status: 'up',
    environment: 'sandbox',
    message: 'GIMAC sandbox: all services operational',
    services: [
      'Bank to wallet transfers',
      'Wallet to wallet transfers',
      'Transfer status',
      'Participant directory',
      'Settlement reports',
    ],
  },
};

/** The app listening (the adapters reach the simulators over HTTP) and one callback sink per file. */
const it = sandboxTest;

const adapterOf = (contract: AdapterContract, app: ListeningApp) => app.app.providers[contract.code];

/** The outcome a payment ends with: the one initiate gave when final, else the first status call's. */
async function firstFinal(contract: AdapterContract, app: ListeningApp, outcome: ProviderOutcome) {
  if (outcome.kind !== 'pending') return outcome;
  return adapterOf(contract, app).fetchStatus(attemptOf(outcome));
}

describe.each([mtn, orange, gimac])('$name adapter contract (against its sandbox simulator)', (contract) => {
  const attemptOptions = { orCreatedThenFailed: contract.createdThenFailed === true };

  it('plays every test number to its documented final state, with a callback it can check', async ({
    listening,
    sink,
  }) => {
    const adapter = adapterOf(contract, listening);
    await Promise.all(
      contract.scenarios.map(async (expected) => {
        const { ref, outcome } = await contract.initiate(listening, sink, expected.phone);
        if (expected.immediate) expect(outcome.kind, expected.phone).toBe(expected.immediate);
        contract.checkAccepted(outcome, listening);
        const attempt = attemptOf(outcome, attemptOptions);
        expect(attempt.reference).toBe(ref);
        const {
          outcome: final,
          elapsedMs,
          polls,
        } = await pollUntilFinal(() => adapter.fetchStatus(attempt), { timeoutMs: 16_000 });
        expect(final.kind, expected.phone).toBe(expected.kind);
        if (expected.minMs === undefined) expect(polls, 'final at the first status call').toBe(1);
        else expect(elapsedMs).toBeGreaterThanOrEqual(expected.minMs);
        if (expected.maxMs !== undefined) expect(elapsedMs).toBeLessThanOrEqual(expected.maxMs);
        if (final.kind === 'failed') contract.checkFailure(final, expected);
        else if (final.kind === 'succeeded') contract.checkSucceeded(final.providerTransactionId);

        const callback = await sink.waitFor(`/${contract.code}/${ref}`);
        contract.checkCallback(callback, expected, ref, attempt);
        const input = contract.callbackInput(callback);
        expect(adapter.parseCallback(input)).toMatchObject({
          ok: true,
          claimed: expected.kind,
          ...(contract.callbackNamesReference ? { reference: ref } : {}),
        });
        expect((await adapter.confirmCallback(input, attempt)).kind).toBe(expected.kind);
      }),
    );
  }, 30_000);

  it('fails amounts above 5 000 000 XAF with PAYER_LIMIT_REACHED whatever the number, and takes 5 000 000', async ({
    listening,
    sink,
  }) => {
    const over = await contract.initiate(listening, sink, contract.payingPhone, { amount: 5_000_001 });
    expect(await firstFinal(contract, listening, over.outcome)).toMatchObject({
      kind: 'failed',
      reason: { code: 'PAYER_LIMIT_REACHED', category: 'limit_exceeded' },
    });
    const atLimit = await contract.initiate(listening, sink, contract.payingPhone, { amount: 5_000_000 });
    expect((await firstFinal(contract, listening, atLimit.outcome)).kind).toBe('succeeded');
  });

  it('refuses to call back another host than this platform', async ({ listening, sink }) => {
    const { outcome } = await contract.initiate(listening, sink, contract.payingPhone, {
      amount: 100,
      callbackUrl: contract.foreignCallback.url,
    });
    expect(outcome).toMatchObject({ kind: 'failed', reason: { code: contract.foreignCallback.code } });
  });

  it('reports health from a real round trip', async ({ listening }) => {
    const health = await adapterOf(contract, listening).health();
    expect(health).toMatchObject(contract.health);
    expect(health.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it("returns the day's settlement statement: settled successes only, in Douala days", async ({ listening, sink }) => {
    const adapter = adapterOf(contract, listening);
    const settled = await contract.initiate(listening, sink, contract.payingPhone, {
      amount: contract.statementAmount,
    });
    const failed = await contract.initiate(listening, sink, contract.failingPhone, { amount: 1234 });
    const attempt = attemptOf(settled.outcome, attemptOptions);
    const result = await adapter.settlementStatement(doualaToday());
    expect(result.kind).toBe('statement');
    if (result.kind !== 'statement') return;
    const { statement } = result;
    expect(statement).toMatchObject({ provider: attempt.provider, date: doualaToday(), currency: 'XAF' });
    expect(statement.entries).toContainEqual(
      expect.objectContaining({
        reference: settled.ref,
        providerReference: attempt.providerReference,
        amount: contract.statementAmount,
      }),
    );
    expect(statement.entries.some((entry) => entry.reference === failed.ref)).toBe(false);
    expect(statement.count).toBe(statement.entries.length);
    expect(statement.totalAmount).toBe(statement.entries.reduce((sum, entry) => sum + entry.amount, 0));

    const longAgo = await adapter.settlementStatement('2020-01-01');
    expect(longAgo).toMatchObject({ kind: 'statement', statement: { entries: [], count: 0, totalAmount: 0 } });
    await expect(adapter.settlementStatement('01/01/2020')).rejects.toThrow(RangeError);
  });
});
