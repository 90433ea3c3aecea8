import { setTimeout as sleep } from 'node:timers/promises';
import type { Store } from '../../repositories/store.ts';
import { type RequestLogEntry, type RequestLogQuery, toLogEntry } from './api-usage.ts';

/** Calls are written in batches every second (plugins/request-log.ts); reading as often shows them as they land. */
export const LOG_STREAM_POLL_MS = 1000;
const WINDOW = 100;

/**
 * The caller's request log as it is written (`cemac logs tail`), oldest first, from the moment
 * the stream opens until `signal` aborts. Each poll reads the newest rows and sends those not
 * sent yet; rows are written in batches, so one may land behind a row already sent, which is why
 * the window is compared by id rather than by time.
 */
export async function* requestLogStream(
  store: Store,
  userId: string,
  livemode: boolean,
  filters: Omit<RequestLogQuery, 'page' | 'limit' | 'mode'>,
  signal: AbortSignal,
): AsyncGenerator<RequestLogEntry> {
  const requestLogs = store.apiRequestLogs;
  const narrowing = {
    livemode,
    apiKeyId: filters.keyId,
    oauthAppId: filters.appId,
    statusClass: filters.status,
    endpoint: filters.endpoint,
  };
  const openedAt = Date.now();
  let seen = new Set<string>();
  while (!signal.aborted) {
    const logs = (await requestLogs.newestOfUser(userId, narrowing, WINDOW)).map(toLogEntry);
    for (const entry of logs.toReversed()) {
      if (!seen.has(entry.id) && Date.parse(entry.timestamp) >= openedAt) yield entry;
    }
    // A row that leaves the newest window never comes back to it.
    seen = new Set(logs.map((entry) => entry.id));
    await sleep(LOG_STREAM_POLL_MS, undefined, { signal }).catch(() => undefined);
  }
}
