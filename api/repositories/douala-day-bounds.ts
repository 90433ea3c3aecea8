import type { Knex } from 'knex';
import { PLATFORM_TIME_ZONE } from '../../domain/douala-time.ts';

/**
 * SQL for "the first instant of Douala day `?`" (bind a YYYY-MM-DD), and of the day after it.
 * Comparing the stored timestamp against these bounds keeps indexes on `created_at` usable.
 */
export function doualaDayStart(db: Knex | Knex.Transaction, date: string): Knex.Raw {
  return db.raw(`(?::date)::timestamp at time zone '${PLATFORM_TIME_ZONE}'`, [date]);
}

export function doualaDayEnd(db: Knex | Knex.Transaction, date: string): Knex.Raw {
  return db.raw(`(?::date + 1)::timestamp at time zone '${PLATFORM_TIME_ZONE}'`, [date]);
}
