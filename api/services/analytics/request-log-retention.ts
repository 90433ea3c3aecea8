import type { Store } from '../../repositories/store.ts';

/** How long API request logs are kept (issue 13): the analytics cover at most this span. */
export const REQUEST_LOG_RETENTION = '30 days';

/** Deletes request logs past their retention; run hourly by the worker's schedule. */
export function sweepOldRequestLogs(store: Store): Promise<number> {
  return store.apiRequestLogs.deleteOlderThan(REQUEST_LOG_RETENTION);
}
