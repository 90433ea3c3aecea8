import { createHash } from 'node:crypto';
import { IDEMPOTENCY_MESSAGES } from '../../../domain/messages/idempotency.ts';
import { AppError } from '../../errors.ts';
import type { IdempotencyClaim } from '../../repositories/idempotency-keys-repository.ts';
import type { Store } from '../../repositories/store.ts';

export { IDEMPOTENCY_LOCK_SPACE } from '../../repositories/idempotency-keys-repository.ts';

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

/**
 * Why a request did not get its key: an earlier request answered (replay, or 422 when it was
 * another request), or one is still running (409, try again shortly).
 */
export async function keyRefusal(store: Store, claim: IdempotencyClaim): Promise<Error> {
  const existing = await store.idempotencyKeys.findLive(claim);
  if (!existing || existing.responseStatus === null) {
    return new AppError('idempotency_in_progress', IDEMPOTENCY_MESSAGES.idempotencyKeyInProgress, {
      headers: { 'Retry-After': '1' },
    });
  }
  if (existing.requestHash !== claim.hash)
    return new AppError('idempotency_mismatch', IDEMPOTENCY_MESSAGES.idempotencyKeyReused);
  return new StoredAnswer(existing.responseStatus, existing.responseBody);
}

/**
 * First statement of a transaction that moves money under a key: takes the key's lock, or
 * throws what the request must answer instead (replay, 409, 422). The answer is stored by
 * `storeAnswer` before the transaction commits.
 */
export async function takeKey(tx: Store, claim: IdempotencyClaim): Promise<void> {
  const { locked, answered } = await tx.idempotencyKeys.tryLock(claim);
  if (!locked || answered) throw await keyRefusal(tx, claim);
}

/** Last statement of that transaction: the key's answer commits with the work it answers for. */
export async function storeAnswer<T>(tx: Store, answer: IdempotentAnswer<T>, result: T): Promise<void> {
  const stored = await tx.idempotencyKeys.storeAnswer(answer.claim, answer.status, answer.body(result));
  // Unreachable while every writer holds the key's lock; refusing is the safe answer if not.
  if (!stored) throw await keyRefusal(tx, answer.claim);
}

/** Expired keys go, hourly (api/jobs/runner.ts schedules it). Returns how many were deleted. */
export function sweepExpiredKeys(store: Store, chunk?: number): Promise<number> {
  return store.idempotencyKeys.sweepExpired(chunk);
}
