import type { Knex } from 'knex';

/**
 * Identity verification (KYC, issue 17): one row per `POST /api/v1/verify`, its outbox of
 * `verification.completed` / `kyc.approved` / `kyc.rejected` webhook events, and the KYC
 * sandbox simulator's own state (it stands in for an outside provider, as the payment
 * simulators' tables do).
 *
 * Data minimisation: the name, date of birth and phone are sent to the provider and never
 * stored; of the document number only its last four characters (to show) and a keyed HMAC
 * (to recognise the same document again without being able to read it back) are kept.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('identity_verifications', (table) => {
    table.uuid('id').primary();
    table.uuid('user_id').notNullable().references('users.id').onDelete('cascade');
    /** The key that asked (null for an OAuth token or a session, or once the key is deleted). */
    table.uuid('api_key_id').references('api_keys.id').onDelete('set null');
    /** The OAuth app that asked, when an access token did. */
    table.text('oauth_client_id');
    /** True only for an ob_live_ key on a server running PAYMENTS_MODE=live: a real check. */
    table.boolean('livemode').notNullable();
    table.text('status').notNullable();
    table.text('result').notNullable();
    table.text('document_type').notNullable();
    table.text('document_last4').notNullable();
    table.text('document_fingerprint').notNullable();
    table.text('provider_reference').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('completed_at', { useTz: true });
    table.check(`status in ('pending', 'approved', 'rejected')`, [], 'identity_verifications_status_check');
    table.check(
      `result in ('match', 'mismatch', 'document_expired', 'pending_review')`,
      [],
      'identity_verifications_result_check',
    );
    table.check(`document_type in ('cni', 'passport')`, [], 'identity_verifications_document_type_check');
    table.check(`(status = 'pending') = (completed_at is null)`, [], 'identity_verifications_completed_check');
    table.index(['user_id', 'created_at']);
  });

  await knex.schema.createTable('verification_events', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('user_id').notNullable().references('users.id').onDelete('cascade');
    table.text('type').notNullable();
    table.jsonb('payload').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('dispatched_at', { useTz: true });
    table.check(
      `type in ('verification.completed', 'kyc.approved', 'kyc.rejected')`,
      [],
      'verification_events_type_check',
    );
    table.check(`jsonb_typeof(payload) = 'object'`, [], 'verification_events_payload_check');
    table.index(['dispatched_at', 'created_at']);
  });

  await knex.schema.createTable('sandbox_kyc_checks', (table) => {
    table.text('id').primary();
    table.text('reference').notNullable().unique();
    /** The outcome the test identity plans; shown once `completes_at` has passed. */
    table.text('outcome').notNullable();
    table.timestamp('completes_at', { useTz: true }).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sandbox_kyc_checks');
  await knex.schema.dropTable('verification_events');
  await knex.schema.dropTable('identity_verifications');
}
