import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // Rows carry their own modification time, kept by the database rather than by each writer.
  await knex.raw(`
    create or replace function set_updated_at() returns trigger language plpgsql as $$
    begin
      new.updated_at = now();
      return new;
    end $$;
  `);

  await knex.schema.createTable('users', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.text('first_name').notNullable();
    table.text('last_name').notNullable();
    table.text('email');
    table.text('phone');
    table.text('role').notNullable().defaultTo('customer');
    table.text('account_type');
    table.text('password_hash').notNullable();
    table.text('pin_hash');
    table.text('secret_word_hash');
    table.boolean('is_active').notNullable().defaultTo(true);
    table.boolean('is_verified').notNullable().defaultTo(false);
    table.timestamp('last_login_at', { useTz: true });
    table.timestamps(true, true);
    table.check(`role in ('customer', 'ops', 'auditor', 'admin')`, [], 'users_role_check');
    table.check(`email is not null or phone is not null`, [], 'users_contact_check');
    table.check(`phone is null or phone ~ '^237[0-9]{9}$'`, [], 'users_phone_format_check');
    table.check(
      `account_type is null or account_type in ('checking', 'savings', 'business')`,
      [],
      'users_account_type_check',
    );
  });
  // Addresses are unique whatever their case: Amina@x.cm and amina@x.cm are one person.
  await knex.raw('create unique index users_email_key on users (lower(email)) where email is not null');
  await knex.raw('create unique index users_phone_key on users (phone) where phone is not null');
  await knex.raw(
    'create trigger users_updated_at before update on users for each row execute function set_updated_at()',
  );

  await knex.schema.createTable('settings', (table) => {
    table.text('category').notNullable();
    table.text('key').notNullable();
    table.jsonb('value').notNullable();
    table.text('description');
    table.uuid('updated_by').references('users.id').onDelete('set null');
    table.timestamps(true, true);
    table.primary(['category', 'key']);
  });
  await knex.raw(
    'create trigger settings_updated_at before update on settings for each row execute function set_updated_at()',
  );

  await knex.schema.createTable('contact_messages', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.text('first_name').notNullable();
    table.text('last_name').notNullable();
    table.text('email').notNullable();
    table.text('company');
    table.text('message').notNullable();
    table.specificType('ip_address', 'inet');
    table.text('user_agent');
    table.timestamp('handled_at', { useTz: true });
    table.uuid('handled_by').references('users.id').onDelete('set null');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('contact_messages');
  await knex.schema.dropTable('settings');
  await knex.schema.dropTable('users');
  await knex.raw('drop function if exists set_updated_at()');
}
