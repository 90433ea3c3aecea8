import type { Knex } from 'knex';
import type { WebhookEvent } from '../../domain/enums.ts';
import { claimOutboxRows, markOutboxRowsDispatched } from './outbox-rows.ts';

/** A `webhook_endpoints` row as PostgreSQL returns it. */
export interface WebhookEndpointRow {
  id: string;
  user_id: string;
  url: string;
  description: string;
  events: WebhookEvent[];
  headers: Record<string, string>;
  secret_sealed: string;
  is_active: boolean;
  disabled_reason: 'gone' | 'failing' | null;
  success_count: number;
  failure_count: number;
  last_triggered_at: Date | null;
  failing_since: Date | null;
  kind: WebhookEndpointKind;
  last_seen_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** `http`: a developer's URL, POSTed to; `cli`: a `cemac listen` session, streamed to (listeners.ts). */
export type WebhookEndpointKind = 'http' | 'cli';

/**
 * A CLI listener not streamed for this long gets no new events (its CLI is gone without saying
 * so); the stream refreshes `last_seen_at` far more often than this.
 */
export const LISTENER_IDLE = '2 minutes';

/** A `webhook_deliveries` row (one attempt). */
export interface WebhookDeliveryRow {
  id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  payload: Record<string, unknown>;
  attempt: number;
  retry_step: number | null;
  status: 'pending' | 'succeeded' | 'failed';
  status_code: number | null;
  duration_ms: number | null;
  response_body: string | null;
  error: string | null;
  next_retry_at: Date | null;
  attempted_at: Date | null;
  created_at: Date;
}

export interface WebhookEndpoint {
  id: string;
  userId: string;
  url: string;
  description: string;
  events: WebhookEvent[];
  headers: Record<string, string>;
  /** Sealed (AES-GCM); `services/webhooks/secret-box.ts` opens it. */
  secretSealed: string;
  isActive: boolean;
  disabledReason: 'gone' | 'failing' | null;
  successCount: number;
  failureCount: number;
  lastTriggeredAt: Date | null;
  failingSince: Date | null;
  kind: WebhookEndpointKind;
  createdAt: Date;
}

export interface WebhookDelivery {
  id: string;
  endpointId: string;
  eventId: string;
  eventType: string;
  payload: Record<string, unknown>;
  attempt: number;
  /** Its place in the automatic retry schedule; null for a manual resend (never retried). */
  retryStep: number | null;
  status: 'pending' | 'succeeded' | 'failed';
  statusCode: number | null;
  durationMs: number | null;
  responseBody: string | null;
  error: string | null;
  nextRetryAt: Date | null;
  attemptedAt: Date | null;
  createdAt: Date;
}

export interface NewWebhookEndpoint {
  userId: string;
  url: string;
  description: string;
  events: WebhookEvent[];
  headers: Record<string, string>;
  secretSealed: string;
}

export interface NewDelivery {
  endpointId: string;
  eventId: string;
  eventType: string;
  payload: Record<string, unknown>;
  attempt: number;
  retryStep: number | null;
}

export interface AttemptOutcome {
  status: 'succeeded' | 'failed';
  statusCode: number | null;
  durationMs: number;
  responseBody: string;
  error: string | null;
  attemptedAt: Date;
  nextRetryAt: Date | null;
}

/** An `account.*` event not yet turned into deliveries, for the user it is addressed to. */
export interface UndispatchedAccountEvent {
  id: string;
  userId: string;
  type: string;
  payload: Record<string, unknown>;
  createdAt: Date;
}

/** A payment event not yet turned into deliveries, with the payment's owner. */
export interface UndispatchedEvent {
  id: string;
  paymentId: string;
  userId: string;
  type: string;
  payload: Record<string, unknown>;
  createdAt: Date;
}

/** The graphile-worker task that sends one delivery attempt. */
export const DELIVER_WEBHOOK_TASK = 'deliver_webhook';

function toEndpoint(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    userId: row.user_id,
    url: row.url,
    description: row.description,
    events: row.events,
    headers: row.headers,
    secretSealed: row.secret_sealed,
    isActive: row.is_active,
    disabledReason: row.disabled_reason,
    successCount: row.success_count,
    failureCount: row.failure_count,
    lastTriggeredAt: row.last_triggered_at,
    failingSince: row.failing_since,
    kind: row.kind,
    createdAt: row.created_at,
  };
}

function toDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpoint_id,
    eventId: row.event_id,
    eventType: row.event_type,
    payload: row.payload,
    attempt: row.attempt,
    retryStep: row.retry_step,
    status: row.status,
    statusCode: row.status_code,
    durationMs: row.duration_ms,
    responseBody: row.response_body,
    error: row.error,
    nextRetryAt: row.next_retry_at,
    attemptedAt: row.attempted_at,
    createdAt: row.created_at,
  };
}

/** Webhook endpoints, their delivery attempts, and the outbox reads that feed them. */
/** What the `account_events` outbox carries (its check constraint lists the same). */
export type AccountOutboxEventType = 'account.created' | 'account.updated' | 'consent.granted' | 'consent.revoked';

export function createWebhooksRepository(db: Knex) {
  const endpoints = () => db<WebhookEndpointRow>('webhook_endpoints');
  /** The endpoints developers manage through `/api/v1/webhooks`; CLI listeners have their own routes. */
  const urlEndpoints = () => endpoints().where({ kind: 'http' });
  const deliveries = () => db<WebhookDeliveryRow>('webhook_deliveries');

  return {
    /** Newest first. */
    async listOfUser(userId: string): Promise<WebhookEndpoint[]> {
      const rows = (await urlEndpoints()
        .where({ user_id: userId })
        .orderBy('created_at', 'desc')) as WebhookEndpointRow[];
      return rows.map(toEndpoint);
    },

    /** The endpoint when `userId` owns it (another user's is as absent as a missing one). */
    async findOfUser(userId: string, id: string): Promise<WebhookEndpoint | null> {
      const row = (await urlEndpoints().where({ id, user_id: userId }).first()) as WebhookEndpointRow | undefined;
      return row ? toEndpoint(row) : null;
    },

    async findById(id: string): Promise<WebhookEndpoint | null> {
      const row = (await endpoints().where({ id }).first()) as WebhookEndpointRow | undefined;
      return row ? toEndpoint(row) : null;
    },

    /** Until the transaction ends, no other transaction adds endpoints for this user. */
    async lockOwner(userId: string): Promise<void> {
      await db.raw('select pg_advisory_xact_lock(hashtext(?))', [`webhooks:${userId}`]);
    },

    async countOfUser(userId: string): Promise<number> {
      const [row] = await urlEndpoints().where({ user_id: userId }).count({ count: '*' });
      return Number(row?.count ?? 0);
    },

    async create(endpoint: NewWebhookEndpoint): Promise<WebhookEndpoint> {
      const [row] = (await endpoints()
        .insert({
          user_id: endpoint.userId,
          url: endpoint.url,
          description: endpoint.description,
          events: endpoint.events,
          headers: JSON.stringify(endpoint.headers) as unknown as Record<string, string>,
          secret_sealed: endpoint.secretSealed,
        })
        .returning('*')) as WebhookEndpointRow[];
      if (!row) throw new Error('webhook endpoint was not created');
      return toEndpoint(row);
    },

    /** Enabling clears the failure streak and the reason it was turned off. */
    async update(
      userId: string,
      id: string,
      changes: { url?: string; events?: WebhookEvent[]; isActive?: boolean; description?: string },
    ): Promise<WebhookEndpoint | null> {
      const patch: Record<string, unknown> = {};
      if (changes.url !== undefined) patch.url = changes.url;
      if (changes.events !== undefined) patch.events = changes.events;
      if (changes.description !== undefined) patch.description = changes.description;
      if (changes.isActive !== undefined) {
        patch.is_active = changes.isActive;
        if (changes.isActive) Object.assign(patch, { disabled_reason: null, failing_since: null });
      }
      const query = urlEndpoints().where({ id, user_id: userId });
      const [row] = (
        Object.keys(patch).length === 0 ? await query.select('*') : await query.update(patch).returning('*')
      ) as WebhookEndpointRow[];
      return row ? toEndpoint(row) : null;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      return (await urlEndpoints().where({ id, user_id: userId }).delete()) > 0;
    },

    async replaceSecret(userId: string, id: string, secretSealed: string): Promise<WebhookEndpoint | null> {
      const [row] = (await urlEndpoints()
        .where({ id, user_id: userId })
        .update({ secret_sealed: secretSealed })
        .returning('*')) as WebhookEndpointRow[];
      return row ? toEndpoint(row) : null;
    },

    /** The endpoint's attempts, newest first. */
    async listDeliveries(endpointId: string, limit: number): Promise<WebhookDelivery[]> {
      const rows = (await deliveries()
        .where({ endpoint_id: endpointId })
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'attempt', order: 'desc' },
        ])
        .limit(limit)) as WebhookDeliveryRow[];
      return rows.map(toDelivery);
    },

    async findDelivery(id: string, endpointId?: string): Promise<WebhookDelivery | null> {
      const query = deliveries().where({ id });
      if (endpointId) query.andWhere({ endpoint_id: endpointId });
      const row = (await query.first()) as WebhookDeliveryRow | undefined;
      return row ? toDelivery(row) : null;
    },

    /** Finished attempts (delivered or failed) created longer ago than `retention`. */
    async deleteFinishedOlderThan(retention: string): Promise<number> {
      return deliveries()
        .whereIn('status', ['succeeded', 'failed'])
        .where('created_at', '<', db.raw('now() - ?::interval', [retention]))
        .delete();
    },

    /** Until the transaction ends, no other attempt of this event is numbered. */
    async lockEvent(endpointId: string, eventId: string): Promise<void> {
      await db.raw('select pg_advisory_xact_lock(hashtext(?))', [`webhook-event:${endpointId}:${eventId}`]);
    },

    async lastAttemptNumber(endpointId: string, eventId: string): Promise<number> {
      const row = await deliveries()
        .where({ endpoint_id: endpointId, event_id: eventId })
        .max<{ max: number | null }>('attempt as max')
        .first();
      return row?.max ?? 0;
    },

    /**
     * Adds an attempt and its job in the caller's transaction. An attempt that already exists
     * (the same event dispatched twice) is left alone: null, and no second job.
     */
    async addDelivery(delivery: NewDelivery, runAt: Date | null): Promise<string | null> {
      const [row] = (await deliveries()
        .insert({
          endpoint_id: delivery.endpointId,
          event_id: delivery.eventId,
          event_type: delivery.eventType,
          payload: JSON.stringify(delivery.payload) as unknown as Record<string, unknown>,
          attempt: delivery.attempt,
          retry_step: delivery.retryStep,
          next_retry_at: runAt,
        })
        .onConflict(['endpoint_id', 'event_id', 'attempt'])
        .ignore()
        .returning('id')) as { id: string }[];
      if (!row) return null;
      await db.raw(
        `select graphile_worker.add_job(?, json_build_object('deliveryId', ?::text), run_at => coalesce(?::timestamptz, now()),
                max_attempts => 3, job_key => ?)`,
        [DELIVER_WEBHOOK_TASK, row.id, runAt, `webhook-delivery:${row.id}`],
      );
      return row.id;
    },

    /** Runs a pending delivery's job again at `runAt` (a held delivery: webhook notifications off). */
    async requeueDelivery(id: string, runAt: Date): Promise<void> {
      await db.raw(
        `select graphile_worker.add_job(?, json_build_object('deliveryId', ?::text), run_at => ?::timestamptz,
                max_attempts => 3, job_key => ?)`,
        [DELIVER_WEBHOOK_TASK, id, runAt, `webhook-delivery:${id}`],
      );
    },

    /**
     * Writes an attempt's outcome once: a second run of the same job (a worker killed after
     * sending) finds it no longer pending and changes nothing. Returns whether it wrote.
     */
    async recordAttempt(id: string, outcome: AttemptOutcome): Promise<boolean> {
      const updated = await deliveries().where({ id, status: 'pending' }).update({
        status: outcome.status,
        status_code: outcome.statusCode,
        duration_ms: outcome.durationMs,
        response_body: outcome.responseBody,
        error: outcome.error,
        attempted_at: outcome.attemptedAt,
        next_retry_at: outcome.nextRetryAt,
      });
      return updated > 0;
    },

    async countSuccess(endpointId: string, at: Date): Promise<void> {
      await endpoints()
        .where({ id: endpointId })
        .update({ success_count: db.raw('success_count + 1'), last_triggered_at: at, failing_since: null });
    },

    /** Counts a failure and returns since when the endpoint has been failing. */
    async countFailure(endpointId: string, at: Date): Promise<Date> {
      const [row] = (await endpoints()
        .where({ id: endpointId })
        .update({
          failure_count: db.raw('failure_count + 1'),
          last_triggered_at: at,
          failing_since: db.raw('coalesce(failing_since, ?)', [at]),
        })
        .returning('failing_since')) as { failing_since: Date }[];
      return row?.failing_since ?? at;
    },

    async disable(endpointId: string, reason: 'gone' | 'failing'): Promise<void> {
      await endpoints().where({ id: endpointId }).update({ is_active: false, disabled_reason: reason });
    },

    /** Locks up to `limit` events no other dispatcher holds, oldest first. */
    async claimUndispatchedEvents(limit: number): Promise<UndispatchedEvent[]> {
      const result = await db.raw<{
        rows: {
          id: string;
          payment_id: string;
          user_id: string;
          type: string;
          payload: Record<string, unknown>;
          created_at: Date;
        }[];
      }>(
        `select e.id, e.payment_id, p.user_id, e.type, e.payload, e.created_at
           from payment_events e join payments p on p.id = e.payment_id
          where e.dispatched_at is null
          order by e.created_at, e.id
          limit ? for update of e skip locked`,
        [limit],
      );
      return result.rows.map((row) => ({
        id: row.id,
        paymentId: row.payment_id,
        userId: row.user_id,
        type: row.type,
        payload: row.payload,
        createdAt: row.created_at,
      }));
    },

    async markDispatched(eventIds: string[]): Promise<void> {
      if (eventIds.length === 0) return;
      await db('payment_events').whereIn('id', eventIds).update({ dispatched_at: db.fn.now() });
    },

    /** Locks up to `limit` `account_events` no other dispatcher holds, oldest first. */
    claimUndispatchedAccountEvents: (limit: number): Promise<UndispatchedAccountEvent[]> =>
      claimOutboxRows(db, 'account_events', limit),

    markAccountEventsDispatched: (eventIds: string[]) => markOutboxRowsDispatched(db, 'account_events', eventIds),

    /** Adds `account.*` and `consent.*` events to the outbox, in the caller's transaction. */
    async recordAccountEvents(
      events: { userId: string; type: AccountOutboxEventType; payload: Record<string, unknown> }[],
    ): Promise<void> {
      if (events.length === 0) return;
      await db('account_events').insert(
        events.map((event) => ({ user_id: event.userId, type: event.type, payload: JSON.stringify(event.payload) })),
      );
    },

    /** The user's active endpoints, and CLI listeners streamed lately, subscribed to any of `events`. */
    async subscribers(userId: string, events: string[]): Promise<WebhookEndpoint[]> {
      const rows = (await endpoints()
        .where({ user_id: userId, is_active: true })
        .andWhereRaw('events && ?::text[]', [events])
        .andWhere((fresh) =>
          fresh.where({ kind: 'http' }).orWhere('last_seen_at', '>', db.raw('now() - ?::interval', [LISTENER_IDLE])),
        )) as WebhookEndpointRow[];
      return rows.map(toEndpoint);
    },
  };
}

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
