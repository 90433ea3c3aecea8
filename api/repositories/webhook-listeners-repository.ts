import type { Knex } from 'knex';
import type { WebhookEvent } from '../../domain/enums.ts';
import { LISTENER_IDLE, type WebhookDeliveryRow, type WebhookEndpointRow } from './webhooks-repository.ts';

/** A CLI listener: a `webhook_endpoints` row of kind `cli` (see the migration 20261130090000). */
export interface WebhookListener {
  id: string;
  userId: string;
  events: WebhookEvent[];
  secretSealed: string;
  createdAt: Date;
}

/** A delivery waiting for its listener's CLI to forward it. */
export interface PendingListenerDelivery {
  id: string;
  eventId: string;
  eventType: string;
  payload: Record<string, unknown>;
}

/** What stands in for a URL on a listener row (the column is required; nothing is ever sent to it). */
const LISTENER_URL = 'cli:listen';

function toListener(row: WebhookEndpointRow): WebhookListener {
  return {
    id: row.id,
    userId: row.user_id,
    events: row.events,
    secretSealed: row.secret_sealed,
    createdAt: row.created_at,
  };
}

/** CLI listeners and the deliveries they stream. */
export function createWebhookListenersRepository(db: Knex) {
  const listeners = () => db<WebhookEndpointRow>('webhook_endpoints').where({ kind: 'cli' });

  return {
    async create(listener: { userId: string; events: WebhookEvent[]; secretSealed: string }): Promise<WebhookListener> {
      const [row] = (await db<WebhookEndpointRow>('webhook_endpoints')
        .insert({
          kind: 'cli',
          user_id: listener.userId,
          url: LISTENER_URL,
          description: 'cemac listen',
          events: listener.events,
          secret_sealed: listener.secretSealed,
          last_seen_at: db.fn.now() as unknown as Date,
        })
        .returning('*')) as WebhookEndpointRow[];
      if (!row) throw new Error('webhook listener was not created');
      return toListener(row);
    },

    async findOfUser(userId: string, id: string): Promise<WebhookListener | null> {
      const row = (await listeners().where({ id, user_id: userId }).first()) as WebhookEndpointRow | undefined;
      return row ? toListener(row) : null;
    },

    /** The user's listeners streamed lately (the cap counts only these). */
    async countFreshOfUser(userId: string): Promise<number> {
      const [row] = await listeners()
        .where({ user_id: userId })
        .andWhere('last_seen_at', '>', db.raw('now() - ?::interval', [LISTENER_IDLE]))
        .count({ count: '*' });
      return Number(row?.count ?? 0);
    },

    /** A stream is open: the listener keeps receiving events. False when it is gone. */
    async touch(id: string): Promise<boolean> {
      return (
        (await listeners()
          .where({ id })
          .update({ last_seen_at: db.fn.now() as unknown as Date })) > 0
      );
    },

    async exists(id: string): Promise<boolean> {
      return (await listeners().where({ id }).first('id')) !== undefined;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      return (await listeners().where({ id, user_id: userId }).delete()) > 0;
    },

    /** Deletes listeners not streamed for `idle` (their deliveries go with them). */
    async removeIdle(idle: string): Promise<number> {
      return listeners()
        .where((stale) =>
          stale.whereNull('last_seen_at').orWhere('last_seen_at', '<', db.raw('now() - ?::interval', [idle])),
        )
        .delete();
    },

    /** Deliveries not yet forwarded, oldest first. */
    async pendingDeliveries(listenerId: string, limit: number): Promise<PendingListenerDelivery[]> {
      const rows = (await db<WebhookDeliveryRow>('webhook_deliveries')
        .where({ endpoint_id: listenerId, status: 'pending' })
        .orderBy([{ column: 'created_at' }, { column: 'id' }])
        .limit(limit)
        .select('id', 'event_id', 'event_type', 'payload')) as Pick<
        WebhookDeliveryRow,
        'id' | 'event_id' | 'event_type' | 'payload'
      >[];
      return rows.map((row) => ({
        id: row.id,
        eventId: row.event_id,
        eventType: row.event_type,
        payload: row.payload,
      }));
    },
  };
}
