import type { Knex } from 'knex';

/**
 * One row per minute in which at least one API process was serving and could write to the
 * database. Uptime over 30 days is the share of observed minutes that have a row.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('uptime_heartbeats', (table) => {
    table.timestamp('minute', { useTz: true }).primary();
    table.check(`minute = date_trunc('minute', minute)`, [], 'uptime_heartbeats_whole_minute_check');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('uptime_heartbeats');
}
