import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { AppError } from '../../errors.ts';

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

/** Who sent which key for which request (method, path and the hash of its canonical body). */
export interface IdempotencyClaim {
  owner: string;
  key: string;
  method: string;
  path: string;
  hash: string;
}

/**
 * A request's Idempotency-Key with the answer it will give: the service stores that answer in
 * its own transaction, so the key, the money movement and the response commit together.
 */
export interface IdempotentAnswer<T> {
  claim: IdempotencyClaim;
  status: number;
  body(result: T): unknown;
}

/** An earlier request with this key succeeded: answer what it answered (not an error, but it ends the work). */
export class StoredAnswer extends Error {
  override name = 'StoredAnswer';
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown) {
    super('Idempotent replay');
    this.status = status;
    this.body = body;
  }
}

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'Idempotency-Key must be 1 to 255 characters',
  mismatch: 'This Idempotency-Key was used with a different request',
  inProgress: 'A request with this Idempotency-Key is still in progress',
};

/**
 * Advisory locks taken with this class id belong to idempotency keys (the two-integer lock
 * space, apart from graphile-worker's). A request holds its key's lock until its transaction
 * ends, so a concurrent duplicate is told 409 at once instead of queueing behind it.
 */
export const IDEMPOTENCY_LOCK_SPACE = 720_451;

/** `locked`: this transaction holds the key's lock (a SQL boolean; bindings: owner, key). */
const TRY_LOCK_SQL = `pg_try_advisory_xact_lock(${IDEMPOTENCY_LOCK_SPACE}, hashtext(? || chr(10) || ?))`;

/**
 * Inserts the completed key with its answer, from the rows of `from` (empty: always one row).
 * A row already there keeps its place unless its 24 hours are over, in which case the key
 * names this new request. Returns the id when stored. Bindings: `storeKeyBindings`.
 */
function storeKeySql(from = ''): string {
  return `insert into idempotency_keys
         (owner, key, method, path, request_hash, state, response_status, response_body)
       select ?, ?, ?, ?, ?, 'completed', ?, ?::jsonb ${from}
       on conflict (owner, key) do update set
         method = excluded.method, path = excluded.path, request_hash = excluded.request_hash,
         state = excluded.state, response_status = excluded.response_status,
         response_body = excluded.response_body, created_at = now(), expires_at = now() + interval '24 hours'
       where idempotency_keys.expires_at < now()
       returning id`;
}

function storeKeyBindings(claim: IdempotencyClaim, status: number, body: unknown): (string | number)[] {
  return [claim.owner, claim.key, claim.method, claim.path, claim.hash, status, JSON.stringify(body)];
}

/**
 * For a statement that creates its rows only when the key is its own: CTEs `guard` (the key's
 * lock) and `claim` (the stored answer), where `claim` has one row exactly when this request
 * owns the key. The statement's inserts select `from claim`, so key, rows and answer commit
 * together or not at all, in one round trip. Bindings: `claimKeyBindings`.
 */
export const CLAIM_KEY_CTES = `guard as (select ${TRY_LOCK_SQL} as locked),
       claim as (${storeKeySql('from guard where guard.locked')})`;

export function claimKeyBindings(claim: IdempotencyClaim, status: number, body: unknown): (string | number)[] {
  return [claim.owner, claim.key, ...storeKeyBindings(claim, status, body)];
}

/**
 * Why a request did not get its key: an earlier request answered (replay, or 422 when it was
 * another request), or one is still running (409, try again shortly).
 */
export async function keyRefusal(db: Knex | Knex.Transaction, claim: IdempotencyClaim): Promise<Error> {
  const existing = (await db('idempotency_keys')
    .where({ owner: claim.owner, key: claim.key })
    .andWhere('expires_at', '>=', db.fn.now())
    .first('request_hash', 'response_status', 'response_body')) as
    | { request_hash: string; response_status: number | null; response_body: unknown }
    | undefined;
  if (!existing || existing.response_status === null) {
    return new AppError('idempotency_in_progress', IDEMPOTENCY_MESSAGES.inProgress, {
      headers: { 'Retry-After': '1' },
    });
  }
  if (existing.request_hash !== claim.hash) return new AppError('idempotency_mismatch', IDEMPOTENCY_MESSAGES.mismatch);
  return new StoredAnswer(existing.response_status, existing.response_body);
}

/**
 * First statement of a transaction that moves money under a key: takes the key's lock, or
 * throws what the request must answer instead (replay, 409, 422). The answer is stored by
 * `storeAnswer` before the transaction commits.
 */
export async function takeKey(trx: Knex.Transaction, claim: IdempotencyClaim): Promise<void> {
  const result = (await trx.raw(
    `select ${TRY_LOCK_SQL} as locked,
            exists (select 1 from idempotency_keys where owner = ? and key = ? and expires_at >= now()) as answered`,
    [claim.owner, claim.key, claim.owner, claim.key],
  )) as { rows: { locked: boolean; answered: boolean }[] };
  const row = result.rows[0];
  if (!row?.locked || row.answered) throw await keyRefusal(trx, claim);
}

/** Last statement of that transaction: the key's answer commits with the work it answers for. */
export async function storeAnswer<T>(trx: Knex.Transaction, answer: IdempotentAnswer<T>, result: T): Promise<void> {
  const stored = (await trx.raw(storeKeySql(), storeKeyBindings(answer.claim, answer.status, answer.body(result)))) as {
    rows: unknown[];
  };
  // Unreachable while every writer holds the key's lock; refusing is the safe answer if not.
  if (stored.rows.length === 0) throw await keyRefusal(trx, answer.claim);
}
