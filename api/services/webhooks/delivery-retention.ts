import type { Store } from '../../repositories/store.ts';

/** How long finished delivery attempts stay in the delivery log (as long as request logs). */
export const DELIVERY_RETENTION = '30 days';

/**
 * Deletes delivery attempts that ended (delivered or failed) longer ago than the retention;
 * attempts still waiting to run are kept whatever their age. Run hourly by the worker.
 */
export function sweepOldDeliveries(store: Store): Promise<number> {
  return store.webhooks.deleteFinishedOlderThan(DELIVERY_RETENTION);
}
