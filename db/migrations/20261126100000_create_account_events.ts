import type { Knex } from 'knex';

/**
 * The outbox of `account.*` webhook events (issue 15: an institution approved, rejected,
 * suspended or moved to another tier is news for its members' integrations), written in the
 * transaction of the change, one row per member who should hear it, and dispatched to their
 * endpoints exactly as `payment_events` are.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('account_events', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('user_id').notNullable().references('users.id').onDelete('cascade');
    table.text('type').notNullable();
    table.jsonb('payload').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('dispatched_at', { useTz: true });
    table.check(`type in ('account.created', 'account.updated')`, [], 'account_events_type_check');
    table.check(`jsonb_typeof(payload) = 'object'`, [], 'account_events_payload_check');
    table.index(['dispatched_at', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('account_events');
}
