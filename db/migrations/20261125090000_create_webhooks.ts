import type { Knex } from 'knex';

/**
 * Developers' webhook endpoints and every delivery attempt made to them
 * (Standard Webhooks 1.0). The signing secret must be usable to sign, so it cannot be hashed:
 * it is stored sealed with AES-256-GCM (`api/services/webhooks/secret-box.ts`, key from
 * WEBHOOK_SECRETS_KEY or the session secret), never in clear.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('webhook_endpoints', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('user_id').notNullable().references('users.id').onDelete('cascade');
    table.text('url').notNullable();
    table.text('description').notNullable().defaultTo('');
    table.specificType('events', 'text[]').notNullable().defaultTo('{}');
    // Extra headers sent with every delivery (a JSON object of string values).
    table.jsonb('headers').notNullable().defaultTo('{}');
    // "v1.<iv>.<tag>.<ciphertext>" (base64url) of the whsec_ secret.
    table.text('secret_sealed').notNullable();
    table.boolean('is_active').notNullable().defaultTo(true);
    // Why the platform turned the endpoint off (gone: answered 410; failing: 5 days of failures).
    table.text('disabled_reason');
    table.integer('success_count').notNullable().defaultTo(0);
    table.integer('failure_count').notNullable().defaultTo(0);
    table.timestamp('last_triggered_at', { useTz: true });
    // First failure since the last success; 5 days later the endpoint is disabled.
    table.timestamp('failing_since', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.check(`length(url) between 1 and 2048`, [], 'webhook_endpoints_url_check');
    table.check(`secret_sealed like 'v1.%'`, [], 'webhook_endpoints_secret_sealed_check');
    table.check(
      `disabled_reason is null or disabled_reason in ('gone', 'failing')`,
      [],
      'webhook_endpoints_disabled_reason_check',
    );
    table.check(`jsonb_typeof(headers) = 'object'`, [], 'webhook_endpoints_headers_check');
    table.index(['user_id']);
  });

  await knex.schema.createTable('webhook_deliveries', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('endpoint_id').notNullable().references('webhook_endpoints.id').onDelete('cascade');
    // The Standard Webhooks `webhook-id`: the same for every attempt of one event to one endpoint.
    table.text('event_id').notNullable();
    table.text('event_type').notNullable();
    table.jsonb('payload').notNullable();
    table.integer('attempt').notNullable();
    table.text('status').notNullable().defaultTo('pending');
    table.integer('status_code');
    table.integer('duration_ms');
    // The first 1 KB of the receiver's answer.
    table.text('response_body');
    table.text('error');
    table.timestamp('next_retry_at', { useTz: true });
    table.timestamp('attempted_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // One row per attempt: a redelivered job finds its row and never makes a second event.
    table.unique(['endpoint_id', 'event_id', 'attempt']);
    table.check(`status in ('pending', 'succeeded', 'failed')`, [], 'webhook_deliveries_status_check');
    table.check(`attempt >= 1`, [], 'webhook_deliveries_attempt_check');
    table.index(['endpoint_id', 'created_at']);
  });

  for (const name of ['webhook_endpoints', 'webhook_deliveries']) {
    await knex.raw(
      `create trigger ${name}_updated_at before update on ${name} for each row execute function set_updated_at()`,
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('webhook_deliveries');
  await knex.schema.dropTable('webhook_endpoints');
}
