import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { AppError, defineMessages } from '../../errors.ts';

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

export const IDEMPOTENCY_MESSAGES = defineMessages({
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 255 characters',
  idempotencyKeyReused: 'This Idempotency-Key was used with a different request',
  idempotencyKeyInProgress: 'A request with this Idempotency-Key is still in progress',
});

/**
 * Advisory locks taken with this class id belong to idempotency keys (the two-integer lock
 * space, apart from graphile-worker's). A request holds its key's lock until its transaction
 * ends, so a concurrent duplicate is told 409 at once instead of queueing behind it.
 */
export const IDEMPOTENCY_LOCK_SPACE = 720_451;

/** `locked`: this transaction holds the key's lock (a SQL boolean over the key's owner and key). */
const tryLockSql = (owner: string, key: string) =>
  `pg_try_advisory_xact_lock(${IDEMPOTENCY_LOCK_SPACE}, hashtext(${owner} || chr(10) || ${key}))`;

/**
 * Inserts completed keys with their answers, selected by `rows` (columns in the order owner,
 * key, method, path, request_hash, response_status, response_body, state). A row already there keeps
 * its place unless its 24 hours are over, in which case the key names this new request.
 * Returns owner and key of each key stored.
 */
function storeKeysSql(rows: string): string {
  return `insert into idempotency_keys
         (owner, key, method, path, request_hash, response_status, response_body, state)
       ${rows}
       on conflict (owner, key) do update set
         method = excluded.method, path = excluded.path, request_hash = excluded.request_hash,
         state = excluded.state, response_status = excluded.response_status,
         response_body = excluded.response_body, created_at = now(), expires_at = now() + interval '24 hours'
       where idempotency_keys.expires_at < now()
       returning owner, key`;
}

/** One key with its answer, as `storeKeysSql` rows; bindings: `storeKeyBindings`. */
const STORE_KEY_SQL = storeKeysSql(`select ?, ?, ?, ?, ?, ?, ?::jsonb, 'completed'`);

function storeKeyBindings(claim: IdempotencyClaim, status: number, body: unknown): (string | number)[] {
  return [claim.owner, claim.key, claim.method, claim.path, claim.hash, status, JSON.stringify(body)];
}

/** The fields a statement creating rows for many requests needs of each one's key (see `CLAIM_KEYS_CTES`). */
export interface KeyFields {
  key_owner: string | null;
  key: string | null;
  key_method: string | null;
  key_path: string | null;
  key_hash: string | null;
  answer_status: number | null;
  answer_body: unknown;
}

export const NO_KEY: KeyFields = {
  key_owner: null,
  key: null,
  key_method: null,
  key_path: null,
  key_hash: null,
  answer_status: null,
  answer_body: null,
};

export function keyFields(claim: IdempotencyClaim, status: number, body: unknown): KeyFields {
  return {
    key_owner: claim.owner,
    key: claim.key,
    key_method: claim.method,
    key_path: claim.path,
    key_hash: claim.hash,
    answer_status: status,
    answer_body: body,
  };
}

/** The column list of `KeyFields` for `jsonb_to_recordset`. */
export const KEY_FIELD_COLUMNS = `key_owner text, key text, key_method text, key_path text, key_hash text,
         answer_status int, answer_body jsonb`;

/**
 * For a statement that creates rows for many requests at once, from a CTE `requests` with the
 * columns of `KeyFields` (key null: a request without one): CTEs `guard` (each key's lock) and
 * `claim` (owner and key of each request that now owns its key, with the answer stored). The
 * statement creates a request's rows only when it has no key or its key is in `claim`, so
 * key, rows and answer commit together or not at all, in one round trip. Two requests of one
 * statement must not carry the same key (ON CONFLICT cannot touch a row twice).
 */
export const CLAIM_KEYS_CTES = `guard as (
         select requests.*, case when requests.key is null then false
                                 else ${tryLockSql('requests.key_owner', 'requests.key')} end as locked
           from requests),
       claim as (${storeKeysSql(`select key_owner, key, key_method, key_path, key_hash, answer_status, answer_body,
                'completed' from guard where guard.locked`)})`;

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
    return new AppError('idempotency_in_progress', IDEMPOTENCY_MESSAGES.idempotencyKeyInProgress, {
      headers: { 'Retry-After': '1' },
    });
  }
  if (existing.request_hash !== claim.hash)
    return new AppError('idempotency_mismatch', IDEMPOTENCY_MESSAGES.idempotencyKeyReused);
  return new StoredAnswer(existing.response_status, existing.response_body);
}

/**
 * First statement of a transaction that moves money under a key: takes the key's lock, or
 * throws what the request must answer instead (replay, 409, 422). The answer is stored by
 * `storeAnswer` before the transaction commits.
 */
export async function takeKey(trx: Knex.Transaction, claim: IdempotencyClaim): Promise<void> {
  const result = (await trx.raw(
    `select ${tryLockSql('?', '?')} as locked,
            exists (select 1 from idempotency_keys where owner = ? and key = ? and expires_at >= now()) as answered`,
    [claim.owner, claim.key, claim.owner, claim.key],
  )) as { rows: { locked: boolean; answered: boolean }[] };
  const row = result.rows[0];
  if (!row?.locked || row.answered) throw await keyRefusal(trx, claim);
}

/** Last statement of that transaction: the key's answer commits with the work it answers for. */
export async function storeAnswer<T>(trx: Knex.Transaction, answer: IdempotentAnswer<T>, result: T): Promise<void> {
  const stored = (await trx.raw(STORE_KEY_SQL, storeKeyBindings(answer.claim, answer.status, answer.body(result)))) as {
    rows: unknown[];
  };
  // Unreachable while every writer holds the key's lock; refusing is the safe answer if not.
  if (stored.rows.length === 0) throw await keyRefusal(trx, answer.claim);
}

/** Expired keys deleted per statement: short transactions that never hold many row locks. */
const SWEEP_CHUNK = 5000;

/**
 * Deletes keys whose 24 hours are over (an expired key already counts as absent: the next
 * request with it takes its place), a chunk at a time through the `expires_at` index.
 * Run hourly by the job runner (api/jobs/runner.ts). Returns how many were deleted.
 */
export async function sweepExpiredKeys(db: Knex, chunk = SWEEP_CHUNK): Promise<number> {
  let deleted = 0;
  for (;;) {
    const count = await db('idempotency_keys')
      .whereIn('id', db('idempotency_keys').select('id').where('expires_at', '<', db.fn.now()).limit(chunk))
      .delete();
    deleted += count;
    if (count < chunk) return deleted;
  }
}
