import http from 'node:http';
import type { Env } from '../../api/config.ts';
import type { ProviderAttempt, ProviderOutcome } from '../../api/providers/types.ts';
import { type ListeningApp, test } from './fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The real app listening on a socket (port 0), so the provider adapters reach the sandbox
 * simulators over HTTP exactly as they would reach MTN, Orange or GIMAC.
 */
export async function startListeningApp(overrides: Partial<Env> = {}): Promise<TestApp & { origin: string }> {
  const harness = await createTestApp({ SANDBOX_TIMEOUT_SECONDS: 3, ...overrides });
  await harness.app.listen({ port: 0, host: '127.0.0.1' });
  const address = harness.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { ...harness, origin: `http://127.0.0.1:${port}` };
}

/** Polls until the outcome is final (succeeded or failed) or the time is up; returns the last one. */
export async function pollUntilFinal(
  poll: () => Promise<ProviderOutcome>,
  { timeoutMs = 15_000, intervalMs = 250 } = {},
): Promise<{ outcome: ProviderOutcome; polls: number; elapsedMs: number }> {
  const started = Date.now();
  let polls = 0;
  for (;;) {
    const outcome = await poll();
    polls += 1;
    const elapsedMs = Date.now() - started;
    if (outcome.kind === 'succeeded' || outcome.kind === 'failed' || elapsedMs > timeoutMs) {
      return { outcome, polls, elapsedMs };
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

export interface ReceivedCallback {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A real HTTP endpoint standing in for the engine's callback route; it records what arrives. */
export async function startCallbackSink(answer: (request: ReceivedCallback) => number = () => 200) {
  const received: ReceivedCallback[] = [];
  const waiters: { test: (callback: ReceivedCallback) => boolean; resolve: (callback: ReceivedCallback) => void }[] =
    [];
  const server = http.createServer((incoming, response) => {
    let body = '';
    incoming.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    incoming.on('end', () => {
      const callback = { method: incoming.method ?? '', path: incoming.url ?? '', headers: incoming.headers, body };
      received.push(callback);
      response.statusCode = answer(callback);
      response.end();
      for (const waiter of [...waiters]) {
        if (waiter.test(callback)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(callback);
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    origin,
    received,
    url: (path: string) => `${origin}${path}`,
    /** The first callback to `path` (already received or still to come). */
    waitFor(path: string, timeoutMs = 15_000): Promise<ReceivedCallback> {
      const test = (callback: ReceivedCallback) => callback.path === path;
      const already = received.find(test);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no callback to ${path} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          test,
          resolve: (callback) => {
            clearTimeout(timer);
            resolve(callback);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Today's date in Douala (UTC+1, no daylight saving): the day settlement statements are cut on. */
export function doualaToday(): string {
  return new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
}

/** What a sandbox test number must lead to, and how soon (ms from the first status call). */
export interface ExpectedOutcome {
  phone: string;
  kind: 'succeeded' | 'failed';
  immediate?: 'succeeded' | 'failed' | 'pending';
  reason?: string;
  category?: string;
  status?: string;
  minMs?: number;
  maxMs?: number;
}

/**
 * The attempt of an outcome the provider accepted; anything else fails the test with the
 * outcome shown. GIMAC creates a transfer even when it refuses it at once, so its tests also
 * take the attempt of such a failure.
 */
export function attemptOf(outcome: ProviderOutcome, options: { orCreatedThenFailed?: boolean } = {}): ProviderAttempt {
  if (outcome.kind === 'pending' || outcome.kind === 'succeeded') return outcome.attempt;
  if (options.orCreatedThenFailed && outcome.kind === 'failed' && outcome.attempt) return outcome.attempt;
  throw new Error(`expected an accepted attempt, got ${JSON.stringify(outcome)}`);
}

export type CallbackSink = Awaited<ReturnType<typeof startCallbackSink>>;

/** The file's listening app and callback sink, read through getters as the provider tests do. */
export interface Sandbox {
  harness(): ListeningApp;
  sink(): CallbackSink;
}

/**
 * The shared fixtures for the provider tests: the app listening with a short sandbox timeout
 * (`listening`), one callback sink (`sink`) and both as `sandbox`, all for the whole file.
 */
export const sandboxTest = test
  .extend('appOptions', { scope: 'file' }, { SANDBOX_TIMEOUT_SECONDS: 3 } as Partial<Env>)
  .extend(
    'sink',
    { scope: 'file' },
    // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern.
    async ({}, { onCleanup }): Promise<CallbackSink> => {
      const sink = await startCallbackSink();
      onCleanup(() => sink.close());
      return sink;
    },
  )
  .extend(
    'sandbox',
    { scope: 'file' },
    async ({ listening, sink }): Promise<Sandbox> => ({
      harness: () => listening,
      sink: () => sink,
    }),
  );
