import type { Knex } from 'knex';

/**
 * Requests per API key per clock hour and per Douala day: the counters behind each key's
 * `rate_limit_per_hour` / `rate_limit_per_day`, kept in PostgreSQL so every API process
 * behind the load balancer counts against the same limit.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('api_key_usage_windows', (table) => {
    table.uuid('api_key_id').notNullable().references('api_keys.id').onDelete('cascade');
    table.text('window_kind').notNullable();
    table.timestamp('window_start', { useTz: true }).notNullable();
    table.integer('request_count').notNullable().defaultTo(0);
    table.primary(['api_key_id', 'window_kind', 'window_start']);
    table.check(`window_kind in ('hour', 'day')`, [], 'api_key_usage_windows_kind_check');
    table.index(['window_start']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('api_key_usage_windows');
}
