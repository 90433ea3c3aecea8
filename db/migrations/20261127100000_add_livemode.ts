import type { Knex } from 'knex';

/**
 * Test and live modes side by side (issue 17 item 4). Every payment records whether it is
 * live (`payments.livemode`): made with a production key, a production app or a signed-in
 * session on a server running PAYMENTS_MODE=live. Everything else is test data, which reaches
 * only the simulators and is never listed beside live data.
 *
 * Payments written before this migration were made in the mode the server ran in, so a server
 * migrated with PAYMENTS_MODE=live marks them live.
 *
 * OAuth apps get the environment API keys already have: 'sandbox' by default, 'production'
 * only for a developer whose institution is approved (as for production keys).
 */
export async function up(knex: Knex): Promise<void> {
  const live = process.env.PAYMENTS_MODE === 'live';
  await knex.schema.alterTable('payments', (table) => {
    table.boolean('livemode').notNullable().defaultTo(false);
  });
  if (live) await knex('payments').update({ livemode: true });
  // A customer's list is one mode's payments, newest first.
  await knex.schema.alterTable('payments', (table) => {
    table.dropIndex(['user_id', 'created_at']);
    table.index(['user_id', 'livemode', 'created_at']);
  });
  await knex.schema.alterTable('oauth_apps', (table) => {
    table.text('environment').notNullable().defaultTo('sandbox');
    table.check(`environment in ('sandbox', 'production')`, [], 'oauth_apps_environment_check');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('oauth_apps', (table) => {
    table.dropChecks('oauth_apps_environment_check');
    table.dropColumn('environment');
  });
  await knex.schema.alterTable('payments', (table) => {
    table.dropIndex(['user_id', 'livemode', 'created_at']);
    table.index(['user_id', 'created_at']);
    table.dropColumn('livemode');
  });
}
