import type { Knex } from 'knex';

/** A row of an event outbox (`account_events`, `verification_events`): whom to tell, what, when. */
export interface OutboxRow {
  id: string;
  userId: string;
  type: string;
  payload: Record<string, unknown>;
  createdAt: Date;
}

/** Locks up to `limit` undispatched rows of an outbox no other dispatcher holds, oldest first. */
export async function claimOutboxRows(db: Knex | Knex.Transaction, table: string, limit: number): Promise<OutboxRow[]> {
  const rows: { id: string; user_id: string; type: string; payload: Record<string, unknown>; created_at: Date }[] =
    await db(table)
      .whereNull('dispatched_at')
      .orderBy([{ column: 'created_at' }, { column: 'id' }])
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .select('id', 'user_id', 'type', 'payload', 'created_at');
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    type: row.type,
    payload: row.payload,
    createdAt: row.created_at,
  }));
}

export async function markOutboxRowsDispatched(
  db: Knex | Knex.Transaction,
  table: string,
  ids: string[],
): Promise<void> {
  if (ids.length === 0) return;
  await db(table).whereIn('id', ids).update({ dispatched_at: db.fn.now() });
}
