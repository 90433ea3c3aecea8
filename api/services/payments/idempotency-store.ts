import { createHash } from 'node:crypto';
import type { Knex } from 'knex';

/** JSON with object keys sorted at every level, so equal bodies hash equally whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function requestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method.toUpperCase()}\n${path}\n${canonicalJson(body)}`)
    .digest('hex');
}

export type Reservation =
  | { kind: 'reserved'; id: string }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'mismatch' }
  | { kind: 'in_progress' };

/**
 * Claims (owner, key) for this request. The in_progress row is inserted first, with ON CONFLICT,
 * so of two concurrent requests exactly one gets the key; the other sees the row. An expired
 * key (24 h) is removed first and may be reused for anything.
 */
export async function reserveKey(
  db: Knex,
  claim: { owner: string; key: string; method: string; path: string; hash: string },
): Promise<Reservation> {
  // The common case (a fresh key) costs one round trip; an expired key is cleared only when met.
  for (let tries = 0; tries < 2; tries += 1) {
    const [inserted] = (await db('idempotency_keys')
      .insert({
        owner: claim.owner,
        key: claim.key,
        method: claim.method,
        path: claim.path,
        request_hash: claim.hash,
      })
      .onConflict(['owner', 'key'])
      .ignore()
      .returning('id')) as { id: string }[];
    if (inserted) return { kind: 'reserved', id: inserted.id };
    const existing = (await db('idempotency_keys')
      .where({ owner: claim.owner, key: claim.key })
      .first('request_hash', 'state', 'response_status', 'response_body', db.raw('expires_at < now() as expired'))) as
      | {
          request_hash: string;
          state: string;
          response_status: number | null;
          response_body: unknown;
          expired: boolean;
        }
      | undefined;
    // Deleted between our insert and read (its request failed): the caller may simply try again.
    if (!existing) return { kind: 'in_progress' };
    if (existing.expired) {
      // Past its 24 hours the key may name a new request: forget the old one and claim it again.
      await db('idempotency_keys')
        .where({ owner: claim.owner, key: claim.key })
        .andWhere('expires_at', '<', db.fn.now())
        .delete();
      continue;
    }
    if (existing.request_hash !== claim.hash) return { kind: 'mismatch' };
    if (existing.state === 'completed' && existing.response_status !== null) {
      return { kind: 'replay', status: existing.response_status, body: existing.response_body };
    }
    return { kind: 'in_progress' };
  }
  return { kind: 'in_progress' };
}

/** Stores the response a replay will return (once: a completed key keeps its first response). */
export async function completeKey(
  db: Knex | Knex.Transaction,
  id: string,
  status: number,
  body: unknown,
): Promise<void> {
  await db('idempotency_keys')
    .where({ id, state: 'in_progress' })
    .update({ state: 'completed', response_status: status, response_body: JSON.stringify(body) });
}

/** Work a service runs inside its own transaction, after its writes (e.g. storing the idempotent response). */
export type InTransaction<T> = (trx: Knex.Transaction, result: T) => Promise<void>;

/** The request failed before anything committed: the key is free for the client's next try. */
export async function releaseKey(db: Knex, id: string): Promise<void> {
  await db('idempotency_keys').where({ id, state: 'in_progress' }).delete();
}
