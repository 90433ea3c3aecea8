import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { test as base, describe, expect, inject } from 'vitest';
import { OUTAGE_RETRY_AFTER_SECONDS } from '../../../api/database/outage.ts';
import { QUERY_DEADLINE_MARGIN_MS } from '../../../api/database/timeouts.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../db/seeds/demo-accounts.ts';
import { DEMO_SANDBOX_API_KEY } from '../../../db/seeds/demo-api-key.ts';
import { HTTP_MESSAGES } from '../../../domain/messages/http.ts';
import { type ApiProcess, startApiProcess } from '../../helpers/api-process.ts';
import { startTcpProxy, type TcpProxy } from '../../helpers/tcp-proxy.ts';
import { cloneTemplate } from '../../helpers/test-database.ts';

/** Short bounds, so a frozen database costs this file seconds: the deadline is 1.5 s + the margin. */
const STATEMENT_TIMEOUT_MS = 1500;
const QUERY_DEADLINE_MS = STATEMENT_TIMEOUT_MS + QUERY_DEADLINE_MARGIN_MS;

interface Outage {
  api: ApiProcess;
  /** Between the API and PostgreSQL: cut it and the database is stopped, freeze it and it is frozen. */
  proxy: TcpProxy;
  /** A session read, an API-key call and a page of a list: what a client does most. */
  requests: { name: string; path: string; headers: Record<string, string> }[];
}

/**
 * The API as `npm start` runs it, in its own process, with the demo data, on a database
 * reached through a TCP proxy the test controls (the run's PostgreSQL is shared and never
 * stopped). The job runner is off: it is not the API's request path.
 */
// biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern.
const it = base.extend('outage', { scope: 'file' }, async ({}, { onCleanup }): Promise<Outage> => {
  const database = await cloneTemplate(inject('pgAdminUrl'), inject('pgTemplateDatabase'));
  const url = new URL(database.url);
  const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port) });
  url.port = String(proxy.port);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ob-outage-'));
  let api: ApiProcess | null = null;
  onCleanup(async () => {
    await api?.stop();
    await proxy.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
  api = await startApiProcess({
    NODE_ENV: 'test',
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    SITE_DIR: '.data/no-site',
    SEED_DEMO_DATA: 'true',
    PAYMENTS_WORKER: 'off',
    LOG_LEVEL: 'warn',
    DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
    DB_ACQUIRE_TIMEOUT_MS: '1500',
    DB_CONNECT_TIMEOUT_MS: '1000',
  });
  const customer = DEMO_ACCOUNTS.find((account) => account.role === 'customer');
  const signIn = await fetch(`${api.origin}/oauth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: customer?.email, password: DEMO_PASSWORD }),
  });
  expect(signIn.status).toBe(200);
  const session = { authorization: `Bearer ${((await signIn.json()) as { access_token: string }).access_token}` };
  return {
    api,
    proxy,
    requests: [
      { name: 'session read', path: '/api/auth/user', headers: session },
      { name: 'API-key call', path: '/api/v1/accounts', headers: { authorization: `Bearer ${DEMO_SANDBOX_API_KEY}` } },
      { name: 'list page', path: '/api/v1/transactions?page=1&limit=10', headers: session },
    ],
  };
});

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { error?: Record<string, unknown> };
  ms: number;
}

async function send(api: ApiProcess, request: Outage['requests'][number]): Promise<Answer> {
  const started = performance.now();
  // Far past any bound of the server's: a hang shows as a timeout, not as a stuck test.
  const response = await fetch(`${api.origin}${request.path}`, {
    headers: request.headers,
    signal: AbortSignal.timeout(20_000),
  });
  const body = (await response.json()) as Answer['body'];
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body,
    ms: performance.now() - started,
  };
}

/** The 503 every outage answers: the envelope, its reason and message, Retry-After. */
function expectOutageAnswer(answer: Answer, name: string) {
  expect(answer.status, name).toBe(503);
  expect(answer.retryAfter, name).toBe(String(OUTAGE_RETRY_AFTER_SECONDS));
  expect(answer.body.error, name).toMatchObject({
    code: 'service_unavailable',
    reason: 'service_unavailable',
    message: HTTP_MESSAGES.serviceUnavailable.text,
    requestId: expect.any(String),
  });
}

/** Every request answers 200 again, polled for at most `withinMs`; answers how long it took. */
async function servedAgain(outage: Outage, withinMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    const statuses = await Promise.all(
      outage.requests.map(async (request) => (await send(outage.api, request)).status),
    );
    if (statuses.every((status) => status === 200)) return performance.now() - started;
    if (performance.now() - started > withinMs) throw new Error(`still answering ${statuses.join(', ')}`);
    await sleep(250);
  }
}

/** The process's log lines of this level and above, since `from`. */
const linesFrom = (api: ApiProcess, from: number, level: number) =>
  api
    .logs()
    .slice(from)
    .filter((line) => Number(line.level) >= level);

describe('PostgreSQL away under a running API', () => {
  it('answers 503 envelopes with Retry-After while it is stopped, stays up, and serves again once it is back', async ({
    outage,
  }) => {
    const { api, proxy, requests } = outage;
    for (const request of requests) expect((await send(api, request)).status, request.name).toBe(200);
    const from = api.logs().length;

    await proxy.cut();
    for (const request of requests) expectOutageAnswer(await send(api, request), request.name);
    // The OAuth server (oidc-provider) reads its clients from the database too: RFC 6749's
    // `temporarily_unavailable`, not its own 500 `server_error`.
    const token = await fetch(`${api.origin}/oauth/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from('an_app:its_secret').toString('base64')}`,
      },
      body: 'grant_type=client_credentials',
    });
    expect(token.status).toBe(503);
    expect(token.headers.get('retry-after')).toBe(String(OUTAGE_RETRY_AFTER_SECONDS));
    expect(await token.json()).toMatchObject({ error: 'temporarily_unavailable' });
    const readiness = await fetch(`${api.origin}/api/readyz`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toMatchObject({ status: 'not_ready', database: 'unreachable' });
    // A few seconds of background writers failing (key usage, request logs, heartbeats, the
    // settings listener) must not end the process either.
    await sleep(2500);
    expect(api.exited(), api.printed()).toBeNull();

    await proxy.restore();
    expect(await servedAgain(outage, 10_000)).toBeLessThan(10_000);
    expect(api.exited(), api.printed()).toBeNull();

    // Said as warnings with their cause, never as a 500's error.
    const warnings = linesFrom(api, from, 40).filter((line) => line.msg === 'request failed: database unavailable');
    expect(warnings.length).toBeGreaterThanOrEqual(requests.length);
    expect(warnings[0]).toMatchObject({ level: 40, statusCode: 503, err: { message: expect.any(String) } });
    expect(linesFrom(api, from, 50)).toEqual([]);
  });

  it('answers 503 within a few seconds while it is frozen, not after a hang, and recovers when it thaws', async ({
    outage,
  }) => {
    const { api, proxy, requests } = outage;
    await servedAgain(outage, 10_000);
    const from = api.logs().length;

    proxy.freeze();
    const answers = await Promise.all(requests.map((request) => send(api, request)));
    answers.forEach((answer, index) => {
      const name = requests[index]?.name ?? '';
      expectOutageAnswer(answer, name);
      // The query's deadline, plus what the request did before it (the settings read's own
      // bound, a pooled connection's): seconds, where it used to wait for as long as the freeze.
      expect(answer.ms, name).toBeLessThan(QUERY_DEADLINE_MS + 3000);
    });
    // New connections meet the frozen server too: the handshake's bound answers for them.
    const again = await send(api, requests[0] as Outage['requests'][number]);
    expectOutageAnswer(again, 'after the pool gave up its connections');
    expect(again.ms).toBeLessThan(QUERY_DEADLINE_MS + 3000);

    proxy.thaw();
    expect(await servedAgain(outage, 10_000)).toBeLessThan(10_000);
    expect(api.exited(), api.printed()).toBeNull();
    expect(linesFrom(api, from, 50)).toEqual([]);
  });
});
