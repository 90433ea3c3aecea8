import type { Knex } from 'knex';
import { migrationState } from '../../../db/migrate.ts';

export interface Readiness {
  ready: boolean;
  database: 'ok' | 'unreachable';
  pendingMigrations: string[];
  /** Applied by a newer build: this process still serves (expand-then-contract migrations). */
  unknownMigrations: string[];
}

/** Ready means: the database answers and every migration shipped with this build is applied. */
export async function checkReadiness(db: Knex): Promise<Readiness> {
  try {
    await db.raw('select 1');
  } catch {
    return { ready: false, database: 'unreachable', pendingMigrations: [], unknownMigrations: [] };
  }
  const { pending, unknown } = await migrationState(db);
  return { ready: pending.length === 0, database: 'ok', pendingMigrations: pending, unknownMigrations: unknown };
}
