import type { Knex } from 'knex';

/**
 * Developer API keys. Only a SHA-256 of the full key is
 * stored: keys are 32 random base62 characters (190 bits), so a fast hash cannot be
 * brute-forced and lets every request find its key with one indexed lookup.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('api_keys', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('user_id').notNullable().references('users.id').onDelete('cascade');
    table.text('name').notNullable();
    table.text('environment').notNullable().defaultTo('sandbox');
    // The first characters of the key ("ob_test_Ab3d"), shown in lists followed by an ellipsis.
    table.text('key_prefix').notNullable();
    table.text('key_hash').notNullable().unique();
    table.specificType('scopes', 'text[]').notNullable().defaultTo('{}');
    table.integer('rate_limit_per_hour').notNullable().defaultTo(1000);
    table.integer('rate_limit_per_day').notNullable().defaultTo(10000);
    // IPs or CIDR blocks allowed to use the key; null allows every address.
    table.specificType('ip_whitelist', 'text[]');
    table.bigInteger('usage_count').notNullable().defaultTo(0);
    table.timestamp('last_used_at', { useTz: true });
    table.boolean('is_active').notNullable().defaultTo(true);
    // Set when the key is rotated: the old key keeps working until then (7-day grace).
    table.timestamp('expires_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());

    table.check(`environment in ('sandbox', 'production')`, [], 'api_keys_environment_check');
    table.check(
      `(environment = 'sandbox' and key_prefix like 'ob\\_test\\_%') or (environment = 'production' and key_prefix like 'ob\\_live\\_%')`,
      [],
      'api_keys_prefix_matches_environment_check',
    );
    table.check(`key_hash ~ '^[0-9a-f]{64}$'`, [], 'api_keys_hash_format_check');
    table.check(`length(btrim(name)) between 1 and 100`, [], 'api_keys_name_check');
    table.check(`rate_limit_per_hour >= 1 and rate_limit_per_day >= 1`, [], 'api_keys_rate_limits_check');
    table.check(`usage_count >= 0`, [], 'api_keys_usage_count_check');
    table.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('api_keys');
}
