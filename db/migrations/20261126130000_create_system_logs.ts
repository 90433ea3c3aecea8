import type { Knex } from 'knex';

/**
 * The server's warnings and errors (issue 16, System Logs): one row per warn, error or fatal
 * line the logger wrote, already censored by the logger's redaction. Written in batches off
 * the request path; kept 30 days (a scheduled sweep deletes older rows).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('system_logs', (table) => {
    table.bigIncrements('id').primary();
    table.text('level').notNullable();
    table.text('message').notNullable();
    table.text('request_id');
    table.text('route');
    table.smallint('status_code');
    table.jsonb('context').notNullable().defaultTo('{}');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.check(`level in ('warn', 'error', 'fatal')`, [], 'system_logs_level_check');
    table.check('status_code between 100 and 599', [], 'system_logs_status_check');
    table.check(`jsonb_typeof(context) = 'object'`, [], 'system_logs_context_check');
    table.index(['created_at']);
    table.index(['level', 'created_at']);
    table.index(['request_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('system_logs');
}
