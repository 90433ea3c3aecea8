import type { Knex } from 'knex';
import { migrationState } from '../../../db/migrate.ts';

export interface Readiness {
  ready: boolean;
  database: 'ok' | 'unreachable';
  pendingMigrations: string[];
  /** Applied by a newer build: this process still serves (expand-then-contract migrations). */
  unknownMigrations: string[];
}

/**
 * One `select 1` round trip, in milliseconds; null when the database did not answer within the
 * deadline (the pool may wait far longer for a connection than a health check should).
 */
export async function pingDatabase(db: Knex, deadlineMs = 2000): Promise<number | null> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), deadlineMs);
  });
  try {
    const answered = await Promise.race([db.raw('select 1').then(() => true), deadline]);
    return answered ? Math.round((performance.now() - started) * 10) / 10 : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** Ready means: the database answers and every migration shipped with this build is applied. */
export async function checkReadiness(db: Knex): Promise<Readiness> {
  if ((await pingDatabase(db)) === null) {
    return { ready: false, database: 'unreachable', pendingMigrations: [], unknownMigrations: [] };
  }
  const { pending, unknown } = await migrationState(db);
  return { ready: pending.length === 0, database: 'ok', pendingMigrations: pending, unknownMigrations: unknown };
}
