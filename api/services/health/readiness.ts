import type { Store } from '../../repositories/store.ts';

export interface Readiness {
  ready: boolean;
  database: 'ok' | 'unreachable';
  pendingMigrations: string[];
  /** Applied by a newer build: this process still serves (expand-then-contract migrations). */
  unknownMigrations: string[];
}

/** The promise's value, or null when it has not settled within the deadline (or failed). */
async function withinDeadline<T>(work: Promise<T>, deadlineMs: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), deadlineMs);
  });
  try {
    return await Promise.race([work, deadline]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One `select 1` round trip, in milliseconds; null when the database did not answer within the
 * deadline (the pool may wait far longer for a connection than a health check should).
 */
export async function pingDatabase(store: Pick<Store, 'databaseHealth'>, deadlineMs = 2000): Promise<number | null> {
  const started = performance.now();
  const answered = await withinDeadline(store.databaseHealth.ping(), deadlineMs);
  return answered === null ? null : Math.round((performance.now() - started) * 10) / 10;
}

/**
 * Ready means: the database answers and every migration shipped with this build is applied.
 * The migrations query is the database check (one round trip, under the ping's deadline).
 */
export async function checkReadiness(store: Pick<Store, 'databaseHealth'>, deadlineMs = 2000): Promise<Readiness> {
  const state = await withinDeadline(store.databaseHealth.migrationState(), deadlineMs);
  if (!state) return { ready: false, database: 'unreachable', pendingMigrations: [], unknownMigrations: [] };
  const { pending, unknown } = state;
  return { ready: pending.length === 0, database: 'ok', pendingMigrations: pending, unknownMigrations: unknown };
}
