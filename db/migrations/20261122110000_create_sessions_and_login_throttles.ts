import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // A session is a server-side row: the signed token only names it, so signing out or
  // deactivating a user takes effect at once, whatever copies of the token exist.
  await knex.schema.createTable('sessions', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('user_id').notNullable().references('users.id').onDelete('cascade');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('revoked_at', { useTz: true });
    table.specificType('ip_address', 'inet');
    table.text('user_agent');
    table.index(['user_id']);
    table.index(['expires_at']);
  });

  // Failed sign-in counters per account, per client address and per trusted device. They
  // live in the database so every API process sees the same counts.
  await knex.schema.createTable('login_throttles', (table) => {
    table.text('scope').notNullable();
    table.text('key').notNullable();
    table.integer('failures').notNullable().defaultTo(0);
    table.timestamp('last_failure_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('next_attempt_at', { useTz: true });
    table.timestamp('locked_until', { useTz: true });
    table.primary(['scope', 'key']);
    table.check(`scope in ('account', 'ip', 'device')`, [], 'login_throttles_scope_check');
    table.index(['last_failure_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('login_throttles');
  await knex.schema.dropTable('sessions');
}
