import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seeds/demo-accounts.ts';
import { startRedisServer } from '../helpers/redis-server.ts';
import { expectMoneyIntact } from './harness/checks.ts';
import { moneyOperations } from './harness/money-operations.ts';
import { type LoadOptions, runPacedLoad } from './harness/paced-load.ts';
import { CREDENTIAL, faultBaseForFile } from './harness/scenario.ts';
import { startApiServer } from './harness/service-process.ts';

const faultBase = faultBaseForFile();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A frozen or stopped database must not hold a request longer than this: then it is a 503. */
const OUTAGE_ANSWER_WITHIN_MS = 8000;

interface Probe {
  status: number | null;
  ms: number;
  retryAfter: string | null;
  code: string | null;
}

/** One read and one money write with the demo key, timed, as a client would send them during an outage. */
async function probe(origin: string, path: string, init: RequestInit = {}): Promise<Probe> {
  const started = Date.now();
  try {
    const response = await fetch(`${origin}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${CREDENTIAL}`, 'content-type': 'application/json', ...init.headers },
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
    return {
      status: response.status,
      ms: Date.now() - started,
      retryAfter: response.headers.get('retry-after'),
      code: body?.error?.code ?? null,
    };
  } catch {
    return { status: null, ms: Date.now() - started, retryAfter: null, code: null };
  }
}

const readAccounts = (origin: string) => probe(origin, '/api/v1/accounts');
const charge = (origin: string, key: string) =>
  probe(origin, '/api/v1/mobile-money/charge', {
    method: 'POST',
    headers: { 'idempotency-key': key },
    body: JSON.stringify({
      amount: 500,
      phone: '237670000000',
      provider: 'mtn',
      customer: { name: 'Amina Nkono', email: 'amina@example.cm' },
    }),
  });

/** During the outage: 503 envelopes with Retry-After, within the bound, never a 500, never a hang. */
function expectOutageAnswers(probes: Probe[]) {
  for (const answer of probes) {
    expect(answer.status, JSON.stringify(answer)).toBe(503);
    expect(answer.code).toBe('service_unavailable');
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    expect(answer.ms).toBeLessThan(OUTAGE_ANSWER_WITHIN_MS);
  }
}

async function readiness(origin: string) {
  const response = await fetch(`${origin}/api/readyz`, { signal: AbortSignal.timeout(10_000) }).catch(() => null);
  return response ? { status: response.status, body: (await response.json()) as Record<string, unknown> } : null;
}

async function waitForReady(origin: string, timeoutMs: number) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if ((await readiness(origin))?.status === 200) return true;
    await sleep(250);
  }
  return false;
}

describe('PostgreSQL away under load', () => {
  for (const fault of ['stopped', 'frozen'] as const) {
    it(`${fault}: the API answers 503 meanwhile, lives, and recovers by itself when it returns`, async () => {
      const scenario = await faultBase().scenario();
      const api = await startApiServer({ databaseUrl: scenario.databaseUrl, port: scenario.port });
      try {
        const load: LoadOptions = { origin: api.origin, credential: CREDENTIAL, perSecond: 15, giveUpAfterMs: 120_000 };
        const running = runPacedLoad(load, moneyOperations(`pg-${fault}`, 100));
        await sleep(2500);
        if (fault === 'stopped') await faultBase().cluster.stop();
        else await faultBase().cluster.freeze();
        await sleep(1500);
        const during = [
          await readAccounts(api.origin),
          await charge(api.origin, `outage-${fault}-1`),
          await readAccounts(api.origin),
        ];
        const ready = await readiness(api.origin);
        const health = await fetch(`${api.origin}/api/healthz`).then((response) => response.status);
        await sleep(2000);
        if (fault === 'stopped') await faultBase().cluster.start();
        else await faultBase().cluster.thaw();
        expectOutageAnswers(during);
        expect(ready?.status).toBe(503);
        expect(ready?.body).toMatchObject({ status: 'not_ready', database: 'unreachable' });
        expect(health).toBe(200);
        expect(await waitForReady(api.origin, 20_000)).toBe(true);
        expect((await readAccounts(api.origin)).status).toBe(200);
        const outcomes = await running;
        expect(api.alive(), api.output()).toBe(true);
        await expectMoneyIntact(scenario.db, load, outcomes);
      } finally {
        await faultBase().cluster.thaw();
        api.signal('SIGKILL');
        await api.exited;
        await scenario.close();
      }
    });
  }
});

describe('Redis away with REDIS_URL set', () => {
  it('falls back to the process’s own counters, never answers 500, and readiness says so', async () => {
    const redis = await startRedisServer();
    const scenario = await faultBase().scenario();
    const api = await startApiServer({ databaseUrl: scenario.databaseUrl, port: scenario.port, redisUrl: redis.url });
    const customer = DEMO_ACCOUNTS.find((account) => account.role === 'customer');
    const signIn = () =>
      probe(api.origin, '/oauth/login', {
        method: 'POST',
        headers: { authorization: '' },
        body: JSON.stringify({ email: customer?.email, password: DEMO_PASSWORD }),
      });
    try {
      expect((await readiness(api.origin))?.body).toMatchObject({ status: 'ready', redis: 'ok' });
      await redis.stop();
      const during = [await readAccounts(api.origin), await signIn(), await charge(api.origin, 'redis-away-1')];
      for (const answer of during) {
        expect(answer.status, JSON.stringify(answer)).not.toBe(500);
        expect(answer.status).toBeLessThan(300);
        expect(answer.ms).toBeLessThan(1500);
      }
      const ready = await readiness(api.origin);
      expect(ready?.status).toBe(503);
      expect(ready?.body).toMatchObject({ redis: 'down' });
      expect(api.output()).toMatch(/redis/i);
      await redis.start();
      expect(await waitForReady(api.origin, 20_000)).toBe(true);
      expect((await readAccounts(api.origin)).status).toBe(200);
      expect(api.alive()).toBe(true);
    } finally {
      api.signal('SIGKILL');
      await api.exited;
      await redis.stop();
      await scenario.close();
    }
  });
});
