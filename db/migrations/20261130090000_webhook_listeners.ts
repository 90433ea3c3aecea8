import type { Knex } from 'knex';

/**
 * CLI listeners (issue 18 item 4): `cemac listen` opens a temporary webhook endpoint whose
 * deliveries are streamed to the CLI over server-sent events instead of POSTed to a URL. They
 * live in `webhook_endpoints` (kind `cli`) so the dispatcher, the delivery log and the signing
 * secret work as for any endpoint; `last_seen_at` is refreshed while a stream is open, and a
 * listener nobody has streamed for a while stops receiving events and is swept.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('webhook_endpoints', (table) => {
    table.text('kind').notNullable().defaultTo('http');
    table.timestamp('last_seen_at', { useTz: true });
    table.check(`kind in ('http', 'cli')`, [], 'webhook_endpoints_kind_check');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex('webhook_endpoints').where({ kind: 'cli' }).delete();
  await knex.schema.alterTable('webhook_endpoints', (table) => {
    table.dropChecks(['webhook_endpoints_kind_check']);
    table.dropColumn('last_seen_at');
    table.dropColumn('kind');
  });
}
