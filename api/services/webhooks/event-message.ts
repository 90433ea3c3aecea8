import { randomUUID } from 'node:crypto';
import type { WebhookEvent } from '../../../domain/enums.ts';

/**
 * The body of a delivery, as Standard Webhooks recommends: `{ type, timestamp, data }`. The
 * body is fixed when the event is dispatched, so every retry sends the same bytes.
 */
export function eventMessage(type: WebhookEvent, occurredAt: Date, data: Record<string, unknown>) {
  return { type, timestamp: occurredAt.toISOString(), data };
}

/**
 * `payment.*` events also stand for the transaction they create and complete: a payment is
 * the transaction the Transactions tab lists.
 */
export const TRANSACTION_EVENT_OF: Partial<Record<string, WebhookEvent>> = {
  'payment.created': 'transaction.created',
  'payment.completed': 'transaction.completed',
};

/**
 * The `webhook-id` of one event: derived from its outbox row (`payment_events` or
 * `account_events`, both random UUIDs), so dispatching the same row again can only ever
 * produce the same id.
 */
export function eventIdFor(outboxEventId: string, type: WebhookEvent): string {
  const suffix = type.startsWith('transaction.') ? '_txn' : '';
  return `evt_${outboxEventId.replaceAll('-', '')}${suffix}`;
}

export function testEventId(): string {
  return `evt_test_${randomUUID().replaceAll('-', '')}`;
}
