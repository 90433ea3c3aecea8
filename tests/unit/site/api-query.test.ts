// @vitest-environment happy-dom
// @vitest-environment-options {"url":"http://127.0.0.1:3000/","settings":{"fetch":{"disableSameOriginPolicy":true}}}
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQuery, keyToPath, refreshQueries } from '../../../site/lib/api/query.ts';
import { EXPIRY_KEY, storeSession, TOKEN_KEY } from '../../../site/lib/api/session-token.ts';
import { json, startRecordingServer, text } from '../../helpers/recording-server.ts';

let server: Awaited<ReturnType<typeof startRecordingServer>>;
let counter = 0;
/** The held route's status, and the release of the answer it is holding (if any). */
let heldStatus = 'active';
let releaseHeld: (() => void) | undefined;

beforeAll(async () => {
  server = await startRecordingServer({
    '/api/v1/stats': json(200, { transactions: '1 234' }),
    '/api/v1/focus': json(200, { n: 1 }),
    '/api/v1/stale': json(200, { n: 1 }),
    '/api/v1/flaky': text(500, 'down'),
    '/api/v1/poll': (_request, response) => {
      counter += 1;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ n: counter }));
    },
    '/api/v1/held': (_request, response) => {
      // The status is read when the request arrives; the answer leaves when the test releases it.
      const status = heldStatus;
      const send = () => {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ status }));
      };
      if (status === 'active') releaseHeld = send;
      else send();
    },
    '/api/v1/round-trip': json(200, {}),
    '/api/auth/user': text(401, ''),
    '/api/auth/user-throw': text(401, ''),
  });
});
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

/**
 * The query layer's timers (nanoquery's retry, poll interval and cache ages) run on a faked
 * clock; requests still travel over a real socket. Node's socket timers are not faked.
 */
function useQueryClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
}
afterEach(() => {
  vi.useRealTimers();
});

/**
 * One round trip to the test server: a request the query layer sent before this one (a
 * refetch, a retry) has reached the server by the time it answers.
 */
async function roundTrip(): Promise<void> {
  await (await globalThis.fetch(`${server.origin}/api/v1/round-trip`)).arrayBuffer();
}

type QueryValue<T> = { data?: T; error?: unknown; loading: boolean };

/** Mounts a query store like an island would and waits for its first settled value. */
async function mount<T>(store: ReturnType<typeof createQuery<T>>) {
  const values: QueryValue<T>[] = [];
  const unsubscribe = store.subscribe((value) => values.push(value as QueryValue<T>));
  await vi.waitFor(() => {
    const latest = values.at(-1);
    if (!latest || latest.loading || (latest.data === undefined && latest.error === undefined))
      throw new Error('pending');
  });
  return { values, latest: () => values.at(-1) as QueryValue<T>, unsubscribe };
}

describe('queries', () => {
  it('joins the key segments with "/" to form the GET path', async () => {
    expect(keyToPath(['/api/v1/accounts', 'acc_1', 'transactions'])).toBe('/api/v1/accounts/acc_1/transactions');
    storeSession('query-token', 600);
    const mounted = await mount(createQuery<{ transactions: string }>([`${server.origin}/api`, 'v1', 'stats']));
    const request = server.requests.find((entry) => entry.path === '/api/v1/stats');
    expect(request?.method).toBe('GET');
    expect(request?.headers.authorization).toBe('Bearer query-token');
    expect(mounted.latest().data).toEqual({ transactions: '1 234' });
    mounted.unsubscribe();
  });

  it('is not refetched when the window regains focus', async () => {
    const mounted = await mount(createQuery([`${server.origin}/api/v1/focus`]));
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('online'));
    await roundTrip();
    expect(server.countOf('/api/v1/focus')).toBe(1);
    mounted.unsubscribe();
  });

  it('never goes stale: a later island on the same key reads the cache', async () => {
    useQueryClock();
    const first = await mount(createQuery([`${server.origin}/api/v1/stale`]));
    first.unsubscribe();
    await vi.advanceTimersByTimeAsync(50);
    const second = await mount(createQuery([`${server.origin}/api/v1/stale`]));
    expect(second.latest().data).toEqual({ n: 1 });
    expect(server.countOf('/api/v1/stale')).toBe(1);
    second.unsubscribe();
  });

  it('does not retry a failed query', async () => {
    useQueryClock();
    const mounted = await mount(createQuery([`${server.origin}/api/v1/flaky`]));
    expect(String(mounted.latest().error)).toContain('500: down');
    // nanoquery's default retry would fire within 2 s.
    await vi.advanceTimersByTimeAsync(2_300);
    await roundTrip();
    expect(server.countOf('/api/v1/flaky')).toBe(1);
    mounted.unsubscribe();
  });

  it('yields null on a 401 when the query asks for it, and clears the stored token', async () => {
    storeSession('expired-on-server', 600);
    const mounted = await mount(createQuery([`${server.origin}/api/auth/user`], { on401: 'returnNull' }));
    expect(mounted.latest().data).toBeNull();
    expect(mounted.latest().error).toBeUndefined();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(EXPIRY_KEY)).toBeNull();
    mounted.unsubscribe();
  });

  it('throws on a 401 by default', async () => {
    const mounted = await mount(createQuery([`${server.origin}/api/auth/user-throw`]));
    expect(String(mounted.latest().error)).toContain('401: Unauthorized');
    mounted.unsubscribe();
  });

  it('refetches on the interval a query asks for', async () => {
    useQueryClock();
    const mounted = await mount(createQuery<{ n: number }>([`${server.origin}/api/v1/poll`], { refetchInterval: 150 }));
    const first = mounted.latest().data?.n ?? 0;
    // Ten intervals of faked time, each tick's answer awaited before the clock moves on.
    for (let tick = 0; tick < 10; tick += 1) {
      const before = mounted.latest().data?.n ?? 0;
      await vi.advanceTimersByTimeAsync(150);
      await vi.waitFor(() => {
        if ((mounted.latest().data?.n ?? 0) <= before) throw new Error('tick not answered yet');
      });
    }
    mounted.unsubscribe();
    // Ten intervals: every tick fetches (a cache outliving the interval would skip every other one).
    expect((mounted.latest().data?.n ?? 0) - first).toBeGreaterThanOrEqual(8);
  });

  it('a refresh during a fetch loads the key again once that fetch is answered', async () => {
    const store = createQuery<{ status: string }>([`${server.origin}/api/v1/held`]);
    const values: QueryValue<{ status: string }>[] = [];
    const unsubscribe = store.subscribe((value) => values.push(value as QueryValue<{ status: string }>));
    await vi.waitFor(() => {
      if (!releaseHeld) throw new Error('request not arrived');
    });
    // The change lands while the first read (which saw "active") is still on its way.
    heldStatus = 'suspended';
    refreshQueries((key) => key.endsWith('/api/v1/held'));
    releaseHeld?.();
    await vi.waitFor(() => {
      if (values.at(-1)?.data?.status !== 'suspended') throw new Error('still the answer read before the change');
    });
    unsubscribe();
    expect(values.some((value) => value.data?.status === 'active')).toBe(true);
  });
});
