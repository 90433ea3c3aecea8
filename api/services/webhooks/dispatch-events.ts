import { WEBHOOK_EVENTS, type WebhookEvent } from '../../../domain/enums.ts';
import type { Store } from '../../repositories/store.ts';
import type { WebhooksRepository } from '../../repositories/webhooks-repository.ts';
import type { WebhookContext } from './context.ts';
import { eventIdFor, eventMessage, TRANSACTION_EVENT_OF } from './event-message.ts';

const BATCH = 200;

function isWebhookEvent(type: string): type is WebhookEvent {
  return (WEBHOOK_EVENTS as readonly string[]).includes(type);
}

/** A `payment.*` event, with the `transaction.*` event it also stands for. */
function withTransactionEvent(type: string): WebhookEvent[] {
  return isWebhookEvent(type)
    ? [type, TRANSACTION_EVENT_OF[type]].filter((event): event is WebhookEvent => event !== undefined)
    : [];
}

/** One outbox row as the dispatcher sends it: to whom, under which event types, with what data. */
interface OutboxEvent {
  id: string;
  userId: string;
  types: WebhookEvent[];
  occurredAt: Date;
  data: Record<string, unknown>;
}

/** An outbox table: claim rows no other dispatcher holds, then mark them dispatched. */
interface Outbox {
  claim(webhooks: WebhooksRepository, limit: number, tx: Store, ctx: WebhookContext): Promise<OutboxEvent[]>;
  markDispatched(webhooks: WebhooksRepository, ids: string[], tx: Store): Promise<void>;
}

/** `payment_events`, written by the payments engine; `payment.*` also stand for their transaction. */
const PAYMENT_OUTBOX: Outbox = {
  async claim(webhooks, limit) {
    const events = await webhooks.claimUndispatchedEvents(limit);
    return events.map((event) => ({
      id: event.id,
      userId: event.userId,
      types: withTransactionEvent(event.type),
      occurredAt: event.createdAt,
      data: { paymentId: event.paymentId, ...event.payload },
    }));
  },
  markDispatched: (webhooks, ids) => webhooks.markDispatched(ids),
};

/**
 * `account_payment_events`: the payments of the public API (`POST /api/v1/payments`), between
 * accounts or paid out through the engine, under the `paymentId` the API answered; their payload
 * is the payment as GET shows it, `livemode` included.
 */
const ACCOUNT_PAYMENT_OUTBOX: Outbox = {
  async claim(_webhooks, limit, tx) {
    const events = await tx.accountPayments.claimUndispatchedEvents(limit);
    return events.map((event) => ({
      id: event.id,
      userId: event.userId,
      types: withTransactionEvent(event.type),
      occurredAt: event.createdAt,
      data: event.payload,
    }));
  },
  markDispatched: (_webhooks, ids, tx) => tx.accountPayments.markEventsDispatched(ids),
};

/**
 * `account_events`, one row per user to tell (institution reviews, for now). They carry the
 * server's own mode as `livemode`, unless the event says its own (a test-mode verification).
 */
const ACCOUNT_OUTBOX: Outbox = {
  async claim(webhooks, limit, _trx, ctx) {
    const events = await webhooks.claimUndispatchedAccountEvents(limit);
    return events.map((event) => ({
      id: event.id,
      userId: event.userId,
      types: isWebhookEvent(event.type) ? [event.type] : [],
      occurredAt: event.createdAt,
      data: { livemode: ctx.livemode, ...event.payload },
    }));
  },
  markDispatched: (webhooks, ids) => webhooks.markAccountEventsDispatched(ids),
};

/** `verification_events`: identity verifications decided (`verification.completed`, `kyc.*`). */
const VERIFICATION_OUTBOX: Outbox = {
  async claim(_webhooks, limit, tx) {
    const events = await tx.verifications.claimUndispatchedEvents(limit);
    return events.map((event) => ({
      id: event.id,
      userId: event.userId,
      types: isWebhookEvent(event.type) ? [event.type] : [],
      occurredAt: event.createdAt,
      data: event.payload,
    }));
  },
  markDispatched: (_webhooks, ids, tx) => tx.verifications.markEventsDispatched(ids),
};

/** One batch of one outbox; returns how many rows it handled. */
async function dispatchBatch(ctx: WebhookContext, outbox: Outbox): Promise<number> {
  return ctx.store.transaction(async (tx) => {
    const webhooks = tx.webhooks;
    const events = await outbox.claim(webhooks, BATCH, tx, ctx);
    for (const event of events) {
      const endpoints = await webhooks.subscribers(event.userId, event.types);
      for (const endpoint of endpoints) {
        for (const type of event.types.filter((candidate) => endpoint.events.includes(candidate))) {
          await webhooks.addDelivery(
            {
              endpointId: endpoint.id,
              eventId: eventIdFor(event.id, type),
              eventType: type,
              payload: eventMessage(type, event.occurredAt, event.data),
              attempt: 1,
              retryStep: 1,
            },
            null,
          );
        }
      }
    }
    await outbox.markDispatched(
      webhooks,
      events.map((event) => event.id),
      tx,
    );
    return events.length;
  });
}

/**
 * Turns recorded outbox rows (`payment_events`, `account_payment_events`, `account_events` and
 * `verification_events`, each written in the same
 * transaction as the change it reports) into one delivery per subscribed endpoint, with its
 * job, and marks them dispatched, all in one transaction per batch: an event is dispatched
 * exactly once, and concurrent dispatchers skip each other's rows. Returns how many events it
 * handled.
 */
export async function dispatchWebhookEvents(ctx: WebhookContext): Promise<number> {
  // Held (webhook_notifications off): the events wait undispatched, and go out once it is on.
  if (await ctx.held?.()) return 0;
  let handled = 0;
  for (const outbox of [PAYMENT_OUTBOX, ACCOUNT_PAYMENT_OUTBOX, ACCOUNT_OUTBOX, VERIFICATION_OUTBOX]) {
    for (;;) {
      const count = await dispatchBatch(ctx, outbox);
      handled += count;
      if (count < BATCH) break;
    }
  }
  return handled;
}
