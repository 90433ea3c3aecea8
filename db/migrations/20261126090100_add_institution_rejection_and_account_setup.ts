import type { Knex } from 'knex';

/**
 * The back office (issue 15):
 * - an institution can be rejected after review (`rejected_at`, `rejection_reason`); rejected
 *   means reviewed and refused, so it is never approved at the same time;
 * - staff-created users choose their own password and PIN through a one-time set-up link:
 *   only the token's SHA-256 is stored (the token has 256 random bits, so a slow hash adds
 *   nothing), valid 24 h, used once; a newer link replaces the older ones.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('institutions', (table) => {
    table.timestamp('rejected_at', { useTz: true });
    table.text('rejection_reason');
    table.check(`not (is_approved and rejected_at is not null)`, [], 'institutions_rejected_check');
  });

  await knex.schema.createTable('account_setup_tokens', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('user_id').notNullable().references('users.id').onDelete('cascade');
    table.text('token_hash').notNullable().unique();
    table.uuid('created_by');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('expires_at', { useTz: true }).notNullable();
    // Set when the link is used or replaced by a newer one: it never works again.
    table.timestamp('used_at', { useTz: true });
    table.check(`token_hash ~ '^[0-9a-f]{64}$'`, [], 'account_setup_tokens_hash_check');
    table.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('account_setup_tokens');
  await knex.schema.alterTable('institutions', (table) => {
    table.dropChecks(['institutions_rejected_check']);
    table.dropColumn('rejection_reason');
    table.dropColumn('rejected_at');
  });
}
