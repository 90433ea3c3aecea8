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
  await db('idempotency_keys')
    .where({ owner: claim.owner, key: claim.key })
    .andWhere('expires_at', '<', db.fn.now())
    .delete();
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
  const existing = (await db('idempotency_keys').where({ owner: claim.owner, key: claim.key }).first()) as
    | { request_hash: string; state: string; response_status: number | null; response_body: unknown }
    | undefined;
  // Deleted between our insert and read (its request failed): the caller may simply try again.
  if (!existing) return { kind: 'in_progress' };
  if (existing.request_hash !== claim.hash) return { kind: 'mismatch' };
  if (existing.state === 'completed' && existing.response_status !== null) {
    return { kind: 'replay', status: existing.response_status, body: existing.response_body };
  }
  return { kind: 'in_progress' };
}

/** Stores the response a replay will return. */
export async function completeKey(db: Knex, id: string, status: number, body: unknown): Promise<void> {
  await db('idempotency_keys')
    .where({ id })
    .update({ state: 'completed', response_status: status, response_body: JSON.stringify(body) });
}

/** The request failed before anything committed: the key is free for the client's next try. */
export async function releaseKey(db: Knex, id: string): Promise<void> {
  await db('idempotency_keys').where({ id, state: 'in_progress' }).delete();
}
