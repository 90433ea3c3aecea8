import type { Knex } from 'knex';
import { migrationState } from '../../db/migrate.ts';

/** What health checks ask the database itself: does it answer, and which migrations it holds. */
export function createDatabaseHealthRepository(db: Knex) {
  return {
    /** One `select 1` round trip. */
    async ping(): Promise<void> {
      await db.raw('select 1');
    },

    /** The migrations this build ships that are not applied, and those applied by a newer build. */
    migrationState: () => migrationState(db),
  };
}
