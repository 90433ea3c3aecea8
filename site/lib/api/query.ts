import { nanoquery } from '@nanostores/query';
import { buildRequestInit, type RequestContext, throwIfNotOk } from './request.ts';
import { currentToken } from './session-token.ts';

/** What a query does with a 401: fail (default) or resolve to null ("not signed in"). */
export type UnauthorizedBehavior = 'throw' | 'returnNull';

/** The query key segments joined with "/" form the path. */
export function keyToPath(keyParts: readonly (string | number | true)[]): string {
  return keyParts.map(String).join('/');
}

/** The default query function: GET the joined key with the shared headers. */
export function getQueryFn(on401: UnauthorizedBehavior = 'throw', context: RequestContext = {}) {
  return async (...keyParts: (string | number | true)[]): Promise<unknown> => {
    const token = currentToken(context.storage, context.now?.());
    const response = await (context.fetch ?? fetch)(keyToPath(keyParts), buildRequestInit('GET', undefined, token));
    if (on401 === 'returnNull' && response.status === 401) {
      await throwIfNotOk(response, context.storage).catch(() => undefined);
      return null;
    }
    await throwIfNotOk(response, context.storage);
    const text = await response.text();
    return text ? JSON.parse(text) : null;
  };
}

/**
 * One cache for every island of a page. Data never goes stale on its own, is never
 * refetched on focus or reconnect, and failures are never retried; individual queries
 * opt into a refetch interval or a cache lifetime.
 */
export const [createQueryStore, createMutationStore, queryCache] = nanoquery({
  fetcher: getQueryFn('throw'),
  dedupeTime: Number.POSITIVE_INFINITY,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateInterval: 0,
  onErrorRetry: null,
});

export interface QueryOptions {
  on401?: UnauthorizedBehavior;
  /** Poll every N ms (payments list 30 s, GIMAC status 60 s). */
  refetchInterval?: number;
  /** Refetch once the cached answer is older than N ms (current user 5 min). */
  cacheTime?: number;
}

/**
 * Fetches under way, by cache key. nanoquery skips an invalidation whose key is already being
 * fetched, so an answer read before a change would otherwise stand after it (a row suspended
 * while its search was loading showed "active" again): refreshQueries fetches such keys once more.
 */
const inFlight = new Map<string, Promise<unknown>>();

function tracked<T>(fetcher: (...keyParts: (string | number | true)[]) => Promise<T>) {
  return (...keyParts: (string | number | true)[]): Promise<T> => {
    const key = keyParts.join('');
    const answer = fetcher(...keyParts);
    const settled = answer.then(
      () => undefined,
      () => undefined,
    );
    inFlight.set(key, settled);
    void settled.then(() => {
      if (inFlight.get(key) === settled) inFlight.delete(key);
    });
    return answer;
  };
}

/** After a change: every cached answer whose key matches loads again, including one loading now. */
export function refreshQueries(matches: (key: string) => boolean): void {
  for (const [key, settled] of inFlight) {
    if (matches(key)) void settled.then(() => queryCache.invalidateKeys((candidate) => candidate === key));
  }
  queryCache.invalidateKeys(matches);
}

/** A shared query store for a path given as key segments, e.g. ['/api/v1/stats']. */
export function createQuery<T>(key: string[], options: QueryOptions = {}) {
  // A cached answer younger than dedupeTime is reused, and the cache stamps an answer when it
  // arrives, a few ms after its poll fired. A lifetime equal to the interval would therefore
  // skip every other poll; half an interval still shares one answer between islands.
  const pollLifetime = options.refetchInterval ? options.refetchInterval / 2 : undefined;
  const lifetimes = [options.cacheTime, pollLifetime].filter((value): value is number => Boolean(value));
  return createQueryStore<T>(key, {
    fetcher: tracked(getQueryFn(options.on401 ?? 'throw') as (...keys: (string | number | true)[]) => Promise<T>),
    ...(options.refetchInterval ? { revalidateInterval: options.refetchInterval } : {}),
    ...(lifetimes.length > 0 ? { dedupeTime: Math.min(...lifetimes) } : {}),
  });
}

/** Forget every cached answer (sign-out). */
export function clearQueryCache(): void {
  refreshQueries(() => true);
}
