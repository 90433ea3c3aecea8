import type { Knex } from 'knex';
import { pendingMigrations } from '../../../db/migrate.ts';

export interface Readiness {
  ready: boolean;
  database: 'ok' | 'unreachable';
  pendingMigrations: string[];
}

/** Ready means: the database answers and every migration shipped with this build is applied. */
export async function checkReadiness(db: Knex): Promise<Readiness> {
  try {
    await db.raw('select 1');
  } catch {
    return { ready: false, database: 'unreachable', pendingMigrations: [] };
  }
  const pending = await pendingMigrations(db);
  return { ready: pending.length === 0, database: 'ok', pendingMigrations: pending };
}
