import { setTimeout as sleep } from 'node:timers/promises';
import type { WebhookListener } from '../../repositories/webhook-listeners-repository.ts';
import type { WebhookContext } from './context.ts';
import { openSecret } from './secret-box.ts';
import { signWebhook } from './signature.ts';

/** How often an open stream looks for new deliveries: the dispatcher itself runs every 2 s. */
export const LISTENER_POLL_MS = 1000;
/** How often an open stream tells the database its CLI is still there (well inside LISTENER_IDLE). */
export const LISTENER_TOUCH_MS = 15_000;
const BATCH = 50;

/** One event as the CLI forwards it: the exact body and the Standard Webhooks headers signing it. */
export interface ForwardedWebhook {
  deliveryId: string;
  eventId: string;
  eventType: string;
  headers: Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string>;
  body: string;
}

async function pause(ms: number, signal: AbortSignal): Promise<void> {
  await sleep(ms, undefined, { signal }).catch(() => undefined);
}

/**
 * The listener's deliveries, signed with its secret as they leave, until `signal` aborts (the
 * CLI disconnected, the server is closing) or the listener is deleted. Each pending delivery is
 * sent once per stream; a CLI that reconnects before reporting gets it again with the same
 * `webhook-id`, which receivers deduplicate. Polling the database rather than notifying keeps
 * this working when the dispatcher runs in another process.
 */
export async function* listenerEvents(
  ctx: WebhookContext,
  listener: WebhookListener,
  signal: AbortSignal,
): AsyncGenerator<ForwardedWebhook> {
  const listeners = ctx.store.webhookListeners;
  const secret = openSecret(ctx.secretKey, listener.secretSealed);
  const sent = new Set<string>();
  let touchedAt = 0;
  while (!signal.aborted) {
    // Deleted (the CLI exited, from this terminal or another): the stream ends at once.
    if (Date.now() - touchedAt >= LISTENER_TOUCH_MS) {
      if (!(await listeners.touch(listener.id))) return;
      touchedAt = Date.now();
    } else if (!(await listeners.exists(listener.id))) {
      return;
    }
    const pending = await listeners.pendingDeliveries(listener.id, BATCH + sent.size);
    for (const delivery of pending.filter((candidate) => !sent.has(candidate.id))) {
      if (signal.aborted) return;
      sent.add(delivery.id);
      const body = JSON.stringify(delivery.payload);
      yield {
        deliveryId: delivery.id,
        eventId: delivery.eventId,
        eventType: delivery.eventType,
        headers: signWebhook(secret, { id: delivery.eventId, timestamp: ctx.now(), body }),
        body,
      };
    }
    // Forget what was reported meanwhile, so the set stays as small as what is still pending.
    const stillPending = new Set(pending.map((delivery) => delivery.id));
    for (const id of sent) if (!stillPending.has(id)) sent.delete(id);
    await pause(LISTENER_POLL_MS, signal);
  }
}
