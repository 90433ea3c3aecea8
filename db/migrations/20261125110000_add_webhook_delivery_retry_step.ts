import type { Knex } from 'knex';

/**
 * Where an attempt stands in the automatic retry schedule (1 for the first delivery of an
 * event, 2 for its first retry…), or null for a manual resend, which is one attempt and never
 * retried. Attempt numbers count every attempt of an event; the schedule counts only its own,
 * so a resend neither shortens nor ends the automatic retries.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('webhook_deliveries', (table) => {
    table.smallint('retry_step');
    table.check('retry_step is null or retry_step >= 1', [], 'webhook_deliveries_retry_step_check');
  });
  await knex('webhook_deliveries').update({ retry_step: knex.ref('attempt') });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('webhook_deliveries', (table) => {
    table.dropChecks(['webhook_deliveries_retry_step_check']);
    table.dropColumn('retry_step');
  });
}
