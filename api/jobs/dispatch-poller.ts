import { dispatchWebhookEvents } from '../services/webhooks/dispatch-events.ts';
import type { JobContext } from './context.ts';

/** Recorded payment events become webhook deliveries within this; the minute cron is the backstop. */
export const DISPATCH_POLL_MS = 2000;

/**
 * Turns recorded payment events into webhook deliveries every 2 s, for each runner process
 * (concurrent dispatchers skip each other's rows). A poll rather than a job per event: adding
 * a job takes graphile-worker's NOTIFY lock at every payment commit, which the payments
 * engine avoids (see payment-jobs-repository.ts). Returns a stop that waits for a running pass.
 */
export function startDispatchPoller(ctx: JobContext, everyMs = DISPATCH_POLL_MS): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = dispatchWebhookEvents(ctx.webhooks)
      .then((handled) => {
        if (handled > 0) ctx.log.info({ handled }, 'payment events dispatched to webhooks');
      })
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'webhook dispatch failed; retried at the next poll'))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
