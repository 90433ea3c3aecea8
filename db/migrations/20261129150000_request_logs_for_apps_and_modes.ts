import type { Knex } from 'knex';

/**
 * Request logs for OAuth apps and for each mode (issue 17: every public API call, by key or by
 * OAuth token, has the request log of the developer platform; lists and analytics never mix
 * test and live). A row is a call made with an API key or with an app's access token, exactly
 * one of the two; `user_id` stays the developer who owns the key or the app (never the
 * customer a token acts for), so a developer's logs remain one indexed range.
 *
 * Rows written before this migration were key calls in the mode the server ran in, except
 * sandbox keys, which are always test mode.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('api_request_logs', (table) => {
    table.setNullable('api_key_id');
    table.uuid('oauth_app_id').references('oauth_apps.id').onDelete('cascade');
    table.boolean('livemode').notNullable().defaultTo(false);
    table.check('(api_key_id is null) <> (oauth_app_id is null)', [], 'api_request_logs_one_caller_check');
    table.index(['oauth_app_id', 'created_at']);
  });
  if (process.env.PAYMENTS_MODE === 'live') {
    await knex.raw(
      `update api_request_logs l set livemode = true
         from api_keys k where k.id = l.api_key_id and k.environment = 'production'`,
    );
  }
  // Figures read one mode of one developer over a window.
  await knex.schema.alterTable('api_request_logs', (table) => {
    table.dropIndex(['user_id', 'created_at']);
    table.index(['user_id', 'livemode', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex('api_request_logs').whereNull('api_key_id').delete();
  await knex.schema.alterTable('api_request_logs', (table) => {
    table.dropIndex(['user_id', 'livemode', 'created_at']);
    table.index(['user_id', 'created_at']);
    table.dropChecks('api_request_logs_one_caller_check');
    table.dropIndex(['oauth_app_id', 'created_at']);
    table.dropColumn('oauth_app_id');
    table.dropColumn('livemode');
    table.dropNullable('api_key_id');
  });
}
