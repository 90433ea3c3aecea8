import { createWebhooksRepository } from '../../repositories/webhooks-repository.ts';
import { WEBHOOK_EVENTS, type WebhookEvent } from '../../schemas/enums.ts';
import type { WebhookContext } from './context.ts';
import { eventIdFor, eventMessage, TRANSACTION_EVENT_OF } from './event-message.ts';

const BATCH = 200;

function isWebhookEvent(type: string): type is WebhookEvent {
  return (WEBHOOK_EVENTS as readonly string[]).includes(type);
}

/**
 * Turns recorded `payment_events` (the outbox the payments engine writes in the same
 * transaction as each state change) into one delivery per subscribed endpoint, with its job,
 * and marks them dispatched, all in one transaction: an event is dispatched exactly once, and
 * concurrent dispatchers skip each other's rows. Returns how many events it handled.
 */
export async function dispatchPaymentEvents(ctx: WebhookContext): Promise<number> {
  // Held (webhook_notifications off): the events wait undispatched, and go out once it is on.
  if (await ctx.held?.()) return 0;
  let handled = 0;
  for (;;) {
    const count = await ctx.db.transaction(async (trx) => {
      const webhooks = createWebhooksRepository(trx);
      const events = await webhooks.claimUndispatchedEvents(BATCH);
      for (const event of events) {
        if (!isWebhookEvent(event.type)) continue;
        const types = [event.type, TRANSACTION_EVENT_OF[event.type]].filter(
          (type): type is WebhookEvent => type !== undefined,
        );
        const endpoints = await webhooks.subscribers(event.userId, types);
        for (const endpoint of endpoints) {
          for (const type of types.filter((candidate) => endpoint.events.includes(candidate))) {
            await webhooks.addDelivery(
              {
                endpointId: endpoint.id,
                eventId: eventIdFor(event.id, type),
                eventType: type,
                payload: eventMessage(type, event.createdAt, { paymentId: event.paymentId, ...event.payload }),
                attempt: 1,
                retryStep: 1,
              },
              null,
            );
          }
        }
      }
      await webhooks.markDispatched(events.map((event) => event.id));
      return events.length;
    });
    handled += count;
    if (count < BATCH) return handled;
  }
}
