import type { Knex } from 'knex';

/**
 * OAuth 2.0 (issue 17): the third-party apps developers register, and the authorization
 * server's own records (tokens, grants, interactions…), which oidc-provider stores through its
 * adapter interface as JSON payloads keyed by model name and id.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('oauth_apps', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    /** The public client identifier (`oba_` + random), what apps send as client_id. */
    table.text('client_id').notNullable().unique();
    table.uuid('user_id').notNullable().references('users.id').onDelete('cascade');
    table.text('name').notNullable();
    table.specificType('redirect_uris', 'text[]').notNullable();
    table.specificType('scopes', 'text[]').notNullable();
    /** SHA-256 of the client secret (hex): 32 random bytes need no slow hash. The secret is shown once. */
    table.text('client_secret_hash').notNullable();
    table.timestamp('secret_rotated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamps(true, true);
    table.check('cardinality(scopes) > 0', [], 'oauth_apps_scopes_check');
    table.index(['user_id']);
  });
  await knex.raw(
    'create trigger oauth_apps_updated_at before update on oauth_apps for each row execute function set_updated_at()',
  );

  // What a customer agreed to on the consent screen: the grant's scopes and the accounts shared.
  await knex.schema.createTable('oauth_consents', (table) => {
    table.text('grant_id').primary();
    table.uuid('user_id').notNullable().references('users.id').onDelete('cascade');
    table.uuid('app_id').notNullable().references('oauth_apps.id').onDelete('cascade');
    table.specificType('scopes', 'text[]').notNullable();
    table.specificType('account_ids', 'uuid[]').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('revoked_at', { useTz: true });
    table.index(['user_id']);
  });

  await knex.schema.createTable('oauth_records', (table) => {
    /** oidc-provider's model name: AccessToken, ClientCredentials, Grant, Interaction, Session… */
    table.text('model').notNullable();
    table.text('id').notNullable();
    table.jsonb('payload').notNullable();
    table.text('grant_id');
    table.text('uid');
    table.text('user_code');
    table.timestamp('expires_at', { useTz: true });
    table.timestamp('consumed_at', { useTz: true });
    table.primary(['model', 'id']);
    table.index(['grant_id']);
    table.index(['uid']);
    table.index(['expires_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('oauth_records');
  await knex.schema.dropTable('oauth_consents');
  await knex.schema.dropTable('oauth_apps');
}
