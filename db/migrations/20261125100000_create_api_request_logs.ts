import type { Knex } from 'knex';

/**
 * One row per API-key call: the route pattern, never the
 * raw URL, body or Authorization header. Written in batches after the answers; kept 30 days
 * (a scheduled sweep deletes older rows).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('api_request_logs', (table) => {
    table.bigIncrements('id').primary();
    table.uuid('api_key_id').notNullable().references('api_keys.id').onDelete('cascade');
    // The key's owner, copied so a developer's logs are one indexed range.
    table.uuid('user_id').notNullable().references('users.id').onDelete('cascade');
    table.text('method').notNullable();
    table.text('endpoint').notNullable();
    table.smallint('status_code').notNullable();
    table.integer('response_time_ms').notNullable();
    table.text('request_id');
    table.text('ip');
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.check('status_code between 100 and 599', [], 'api_request_logs_status_check');
    table.check('response_time_ms >= 0', [], 'api_request_logs_response_time_check');
    table.index(['user_id', 'created_at']);
    table.index(['api_key_id', 'created_at']);
    table.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('api_request_logs');
}
