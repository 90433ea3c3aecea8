import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { GIMAC_PATHS } from '../../../api/providers/gimac/protocol.ts';
import { MTN_PATHS } from '../../../api/providers/mtn-momo/protocol.ts';
import { ORANGE_PATHS } from '../../../api/providers/orange-money/protocol.ts';
import type { SandboxKind } from '../../../api/providers/sandbox/store.ts';
import { SANDBOX_CREDENTIALS } from '../../../api/providers/settings.ts';
import { statementPages } from '../../../api/providers/shared/statement.ts';
import type {
  ProviderCode,
  SettlementStatementPage,
  StatementPageOutcome,
  TransientOutcome,
} from '../../../api/providers/types.ts';
import type { ListeningApp } from '../../helpers/fixtures.ts';
import { doualaToday, sandboxTest } from '../../helpers/provider-harness.ts';

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** An OAuth client-credentials token from a simulator (Orange, GIMAC). */
async function clientToken(app: ListeningApp, url: string, clientId: string, secret: string) {
  const response = await app.app.inject({
    method: 'POST',
    url,
    headers: { authorization: basic(clientId, secret), ...form },
    payload: 'grant_type=client_credentials',
  });
  return response.json().access_token as string;
}

const { mtn: MTN, orange: ORANGE, gimac: GIMAC } = SANDBOX_CREDENTIALS;

/**
 * How each provider names a settled transaction, so rows can be written as its simulator would,
 * and a statement request of its own, with no paging parameters at all (the adapters always send
 * `limit`), with what a one-page day answers in its JSON style.
 */
const providers: {
  code: ProviderCode;
  kind: SandboxKind;
  providerReference: () => string;
  unpagedRequest: (app: ListeningApp, date: string) => Promise<{ url: string; headers: Record<string, string> }>;
  onePage: (count: number, total: number) => Record<string, unknown>;
}[] = [
  {
    code: 'mtn',
    kind: 'request_to_pay',
    providerReference: () => randomUUID(),
    unpagedRequest: async (app, date) => {
      const token = await app.app.inject({
        method: 'POST',
        url: `/sandbox/mtn${MTN_PATHS.token}`,
        headers: { authorization: basic(MTN.apiUser, MTN.apiKey), 'ocp-apim-subscription-key': MTN.subscriptionKey },
      });
      return {
        url: `/sandbox/mtn${MTN_PATHS.settlement(date)}`,
        headers: {
          authorization: `Bearer ${token.json().access_token}`,
          'ocp-apim-subscription-key': MTN.subscriptionKey,
          'x-target-environment': MTN.targetEnvironment,
        },
      };
    },
    onePage: (count, total) => ({ count, totalAmount: String(total), nextCursor: null }),
  },
  {
    code: 'orange',
    kind: 'web_payment',
    providerReference: () => `v1${randomBytes(20).toString('hex')}`,
    unpagedRequest: async (app, date) => {
      const token = await clientToken(
        app,
        `/sandbox/orange${ORANGE_PATHS.token}`,
        ORANGE.clientId,
        ORANGE.clientSecret,
      );
      return { url: `/sandbox/orange${ORANGE_PATHS.settlement(date)}`, headers: { authorization: `Bearer ${token}` } };
    },
    onePage: (count, total) => ({ count, total_amount: total, next_cursor: null }),
  },
  {
    code: 'gimac',
    kind: 'bank_to_wallet',
    providerReference: () => `GMC20260311${randomBytes(5).toString('hex').toUpperCase()}`,
    unpagedRequest: async (app, date) => {
      const token = await clientToken(app, `/sandbox/gimac${GIMAC_PATHS.token}`, GIMAC.clientId, GIMAC.clientSecret);
      return { url: `/sandbox/gimac${GIMAC_PATHS.settlement(date)}`, headers: { authorization: `Bearer ${token}` } };
    },
    onePage: (count, total) => ({ count, total_amount: total, next_cursor: null }),
  },
];
type Provider = (typeof providers)[number];

const it = sandboxTest;

interface Settled {
  reference: string;
  providerReference: string;
  amount: number;
}

/**
 * Settled successes of the simulator, one an hour from 08:00 Douala time on `date`, or at the
 * database's now (as the simulator settles a payment that is final at once) when `date` is null.
 */
async function settle(app: ListeningApp, provider: Provider, date: string | null, amounts: number[]) {
  const rows: Settled[] = [];
  for (const [index, amount] of amounts.entries()) {
    const row = {
      reference: `STMT-${randomUUID().slice(0, 13)}`,
      providerReference: provider.providerReference(),
      amount,
    };
    await app.app.db('sandbox_provider_transactions').insert({
      provider: provider.code,
      provider_reference: row.providerReference,
      merchant_reference: row.reference,
      kind: provider.kind,
      amount,
      scenario: 'success',
      outcome: 'success',
      settles_at: date ? `${date}T${String(8 + index).padStart(2, '0')}:00:00+01:00` : app.app.db.fn.now(),
      provider_transaction_id: String(1_000_000_000 + index),
    });
    rows.push(row);
  }
  return rows;
}

function pageOf(outcome: StatementPageOutcome | undefined): SettlementStatementPage {
  if (outcome?.kind !== 'page') throw new Error(`expected a page, got ${JSON.stringify(outcome)}`);
  return outcome.page;
}

async function readAll(pages: AsyncGenerator<StatementPageOutcome>) {
  const outcomes: StatementPageOutcome[] = [];
  for await (const outcome of pages) outcomes.push(outcome);
  return outcomes;
}

describe.each(providers)('$code settlement statement pages (against its simulator)', (provider) => {
  const adapterOf = (app: ListeningApp) => app.app.providers[provider.code];

  it('reads a day in several pages, the last one without a cursor, each announcing the whole day', async ({
    listening,
  }) => {
    const date = '2026-03-11';
    const settled = await settle(listening, provider, date, [1100, 2200, 3300, 4400, 5500]);
    const adapter = adapterOf(listening);

    const outcomes = await readAll(statementPages(adapter, date, { limit: 2 }));
    const pages = outcomes.map(pageOf);
    expect(pages.map((page) => page.entries.length)).toEqual([2, 2, 1]);
    expect(pages.map((page) => page.nextCursor === null)).toEqual([false, false, true]);
    for (const page of pages) {
      expect(page).toMatchObject({ provider: provider.code, date, currency: 'XAF', count: 5, totalAmount: 16_500 });
    }
    // In settlement order, each line once.
    expect(pages.flatMap((page) => page.entries)).toEqual(
      settled.map((row) => expect.objectContaining({ ...row, settledAt: expect.stringMatching(/^2026-03-11T/) })),
    );

    // A request without paging parameters is the first page, of at most 2 000 lines.
    const unpaged = await listening.app.inject({ method: 'GET', ...(await provider.unpagedRequest(listening, date)) });
    expect(unpaged.statusCode).toBe(200);
    const body = unpaged.json();
    expect(body).toMatchObject({ date, currency: 'XAF', ...provider.onePage(5, 16_500) });
    expect(body.transactions ?? body.entries).toHaveLength(5);

    const whole = await adapter.settlementStatement(date, { pageLimit: 2 });
    expect(whole).toMatchObject({ kind: 'statement', statement: { count: 5, totalAmount: 16_500 } });
    expect(whole.kind === 'statement' && whole.statement.entries.map((entry) => entry.reference)).toEqual(
      settled.map((row) => row.reference),
    );
  });

  it('refuses a cursor from another day, and bad paging parameters, with a 400', async ({ listening }) => {
    await settle(listening, provider, '2026-03-12', [100, 200]);
    const adapter = adapterOf(listening);
    const { nextCursor } = pageOf(await adapter.settlementPage('2026-03-12', { limit: 1 }));
    expect(nextCursor).toEqual(expect.any(String));
    const refused = { kind: 'transient', problem: 'unexpected_status', httpStatus: 400 };
    expect(await adapter.settlementPage('2026-03-13', { cursor: nextCursor ?? '' })).toMatchObject(refused);
    expect(await adapter.settlementPage('2026-03-12', { cursor: 'bm90IGEgY3Vyc29y' })).toMatchObject(refused);
    expect(await adapter.settlementPage('2026-03-12', { limit: 2001 })).toMatchObject(refused);
    // The same cursor still reads its own day.
    expect(pageOf(await adapter.settlementPage('2026-03-12', { cursor: nextCursor ?? '' })).entries).toHaveLength(1);
  });

  it('keeps a statement whole while payments settle during the reading: later pages list what was settled at the first', async ({
    listening,
  }) => {
    const today = doualaToday();
    await settle(listening, provider, null, [700, 800, 900]);
    const adapter = adapterOf(listening);
    const pages = statementPages(adapter, today, { limit: 1 });
    const first = pageOf((await pages.next()).value as StatementPageOutcome);
    expect(first).toMatchObject({ count: 3, totalAmount: 2400 });
    const late = await settle(listening, provider, null, [1000]);
    const rest = (await readAll(pages)).map(pageOf);
    expect(rest.map((page) => page.entries.length)).toEqual([1, 1]);
    expect(rest.flatMap((page) => page.entries).some((entry) => entry.reference === late[0]?.reference)).toBe(false);
    // The next reading is as of its own first page.
    expect(await adapter.settlementStatement(today)).toMatchObject({
      kind: 'statement',
      statement: { count: 4, totalAmount: 3400 },
    });
  });

  it('reports a statement whose pages do not add up to its count or total as malformed, never a short one', async ({
    listening,
  }) => {
    const adapter = adapterOf(listening);
    const malformed = (outcome: StatementPageOutcome | undefined) => {
      expect(outcome).toMatchObject({ kind: 'transient', problem: 'malformed_response' });
      return (outcome as TransientOutcome).message;
    };

    // A line back-dated into the part not read yet: more lines than the first page announced.
    const countDay = '2026-03-14';
    await settle(listening, provider, countDay, [100, 200, 300]);
    const counted = statementPages(adapter, countDay, { limit: 2 });
    pageOf((await counted.next()).value as StatementPageOutcome);
    await listening.app.db('sandbox_provider_transactions').insert({
      provider: provider.code,
      provider_reference: provider.providerReference(),
      merchant_reference: `STMT-LATE-${randomUUID().slice(0, 8)}`,
      kind: provider.kind,
      amount: 400,
      scenario: 'success',
      outcome: 'success',
      settles_at: `${countDay}T20:00:00+01:00`,
      provider_transaction_id: '1999999999',
    });
    const afterInsert = await readAll(counted);
    expect(afterInsert).toHaveLength(1);
    expect(malformed(afterInsert[0])).toMatch(/more than the 3 entries announced/);

    // An amount changed in the part not read yet: the count holds, the total does not.
    const totalDay = '2026-03-15';
    const lines = await settle(listening, provider, totalDay, [100, 200, 300]);
    const totalled = statementPages(adapter, totalDay, { limit: 2 });
    pageOf((await totalled.next()).value as StatementPageOutcome);
    await listening.app
      .db('sandbox_provider_transactions')
      .where({ provider: provider.code, merchant_reference: lines[2]?.reference })
      .update({ amount: 350 });
    const afterUpdate = await readAll(totalled);
    expect(afterUpdate).toHaveLength(1);
    expect(malformed(afterUpdate[0])).toMatch(/hold 3 entries for 650 XAF, 3 for 600 XAF were announced/);
    expect(await adapter.settlementStatement(totalDay, { pageLimit: 2 })).toMatchObject({
      kind: 'statement',
      statement: { count: 3, totalAmount: 650 },
    });
  });
});
