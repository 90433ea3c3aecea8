import type { Knex } from 'knex';

/** Who sent which key for which request (method, path and the hash of its canonical body). */
export interface IdempotencyClaim {
  owner: string;
  key: string;
  method: string;
  path: string;
  hash: string;
}

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

/** A live key as stored: `responseStatus` is null while its request is still running. */
export interface StoredKey {
  requestHash: string;
  responseStatus: number | null;
  responseBody: unknown;
}

/** Expired keys deleted per statement: short transactions that never hold many row locks. */
const SWEEP_CHUNK = 5000;

/**
 * Idempotency keys with the answers they gave (24 hours). Claiming a key is an advisory lock
 * plus, for charges, CTEs inside the group-committed creation statement (`CLAIM_KEYS_CTES`),
 * so the key, the money movement and the answer commit together.
 */
export function createIdempotencyKeysRepository(db: Knex) {
  return {
    /** The key while its 24 hours last, or null. */
    async findLive(claim: IdempotencyClaim): Promise<StoredKey | null> {
      const row = (await db('idempotency_keys')
        .where({ owner: claim.owner, key: claim.key })
        .andWhere('expires_at', '>=', db.fn.now())
        .first('request_hash', 'response_status', 'response_body')) as
        | { request_hash: string; response_status: number | null; response_body: unknown }
        | undefined;
      return row
        ? { requestHash: row.request_hash, responseStatus: row.response_status, responseBody: row.response_body }
        : null;
    },

    /** Takes the key's lock for this transaction, and tells whether a live answer is already stored. */
    async tryLock(claim: IdempotencyClaim): Promise<{ locked: boolean; answered: boolean }> {
      const result = (await db.raw(
        `select ${tryLockSql('?', '?')} as locked,
            exists (select 1 from idempotency_keys where owner = ? and key = ? and expires_at >= now()) as answered`,
        [claim.owner, claim.key, claim.owner, claim.key],
      )) as { rows: { locked: boolean; answered: boolean }[] };
      const row = result.rows[0];
      return { locked: row?.locked ?? false, answered: row?.answered ?? false };
    },

    /** Stores the key's answer; false when another request's live answer holds the key. */
    async storeAnswer(claim: IdempotencyClaim, status: number, body: unknown): Promise<boolean> {
      const stored = (await db.raw(STORE_KEY_SQL, storeKeyBindings(claim, status, body))) as { rows: unknown[] };
      return stored.rows.length > 0;
    },

    /**
     * Deletes keys whose 24 hours are over (an expired key already counts as absent: the next
     * request with it takes its place), a chunk at a time through the `expires_at` index.
     * Returns how many were deleted.
     */
    async sweepExpired(chunk = SWEEP_CHUNK): Promise<number> {
      let deleted = 0;
      for (;;) {
        const count = await db('idempotency_keys')
          .whereIn('id', db('idempotency_keys').select('id').where('expires_at', '<', db.fn.now()).limit(chunk))
          .delete();
        deleted += count;
        if (count < chunk) return deleted;
      }
    },
  };
}

export type IdempotencyKeysRepository = ReturnType<typeof createIdempotencyKeysRepository>;
