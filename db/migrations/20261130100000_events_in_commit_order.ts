import type { Knex } from 'knex';

/**
 * Events written by one transaction keep the order they were written in. `now()` is the
 * transaction's start, so a payment between accounts, created and completed in one
 * transaction, had two outbox rows with the same `created_at`, dispatched in random (uuid)
 * order; its deliveries, inserted by one dispatch transaction, then shared a `created_at` too.
 * `clock_timestamp()` is the moment of each insert: the dispatcher reads each outbox oldest
 * first, so `payment.created` now reaches a CLI listener (streamed oldest first) before
 * `payment.completed`. Endpoints reached over HTTP still get no ordering guarantee: their
 * deliveries are sent by concurrent jobs and retried on their own schedules.
 */
const TABLES = [
  'payment_events',
  'account_payment_events',
  'account_events',
  'verification_events',
  'webhook_deliveries',
];

export async function up(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    await knex.raw('alter table ?? alter column created_at set default clock_timestamp()', [table]);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    await knex.raw('alter table ?? alter column created_at set default now()', [table]);
  }
}
