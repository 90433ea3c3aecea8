import { OpenBankingConnectionError, retryAfterSeconds } from './errors.ts';

export interface RetryOptions {
  /** Retries after the first attempt (default 2), so at most `maxRetries + 1` requests. */
  maxRetries: number;
  /** Each attempt's deadline in milliseconds (default 30 000). */
  timeoutMs: number;
  /**
   * The longest `Retry-After` the client waits, in seconds (default 60). A longer one (an
   * hourly or daily key limit) is not waited for: the 429 surfaces at once with `retryAfter`.
   */
  maxRetryAfterSeconds: number;
  /** The underlying fetch (default `globalThis.fetch`), e.g. to add a proxy agent or record calls. */
  fetch: (request: Request) => Promise<Response>;
}

const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
const BASE_DELAY_MS = 500;
const MAX_BACKOFF_MS = 8_000;

/**
 * Whether sending this request twice is harmless: an idempotent method, or a POST carrying an
 * `Idempotency-Key` (the server replays the first answer). Only those are retried after they
 * may have reached the server (a network failure, a 5xx). A 429 was refused before any work,
 * so it is always retried.
 */
function safeToRepeat(request: Request): boolean {
  return IDEMPOTENT_METHODS.has(request.method) || request.headers.has('idempotency-key');
}

/** Exponential backoff with full jitter: a random wait in [0, min(8 s, 0.5 s · 2^attempt)]. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  return Math.round(random() * Math.min(MAX_BACKOFF_MS, BASE_DELAY_MS * 2 ** attempt));
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * A fetch that retries network failures, 429 (after its `Retry-After`) and 5xx with backoff.
 * Every attempt sends a clone of the same request, so a money POST keeps its Idempotency-Key.
 * Other 4xx answers are returned at once: repeating them cannot change the outcome.
 */
export function retryingFetch(options: RetryOptions): (request: Request) => Promise<Response> {
  return async function fetchWithRetries(request: Request): Promise<Response> {
    for (let attempt = 0; ; attempt += 1) {
      const retriesLeft = attempt < options.maxRetries;
      const timeout = AbortSignal.timeout(options.timeoutMs);
      let response: Response;
      try {
        response = await options.fetch(
          new Request(request.clone(), { signal: AbortSignal.any([request.signal, timeout]) }),
        );
      } catch (error) {
        // The caller's own abort is final; a failure or timeout of this attempt may be retried.
        if (request.signal.aborted) throw request.signal.reason;
        if (!retriesLeft || !safeToRepeat(request)) {
          const what = timeout.aborted ? `timed out after ${options.timeoutMs} ms` : 'failed';
          throw new OpenBankingConnectionError(`${request.method} ${request.url} ${what}`, { cause: error });
        }
        await sleep(backoffMs(attempt), request.signal);
        continue;
      }
      const retryable = response.status === 429 || (response.status >= 500 && safeToRepeat(request));
      if (!retryable || !retriesLeft) return response;
      const asked = retryAfterSeconds(response.headers);
      if (asked !== undefined && asked > options.maxRetryAfterSeconds) return response;
      await response.body?.cancel();
      await sleep(asked === undefined ? backoffMs(attempt) : asked * 1000 + backoffMs(0) / 5, request.signal);
    }
  };
}
