import type { Knex } from 'knex';

/**
 * Customer accounts (issue 5 item 1). Balances and the ledger come with the payments
 * engine; this table only says which accounts exist, whose they are and where they are held.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('accounts', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('user_id').notNullable().references('users.id').onDelete('restrict');
    // The bank or microfinance institution holding the account; null for platform accounts.
    table.uuid('institution_id').references('institutions.id').onDelete('set null');
    table.text('account_number').notNullable().unique();
    table.text('account_type').notNullable();
    table.text('currency').notNullable().defaultTo('XAF');
    table.text('status').notNullable().defaultTo('active');
    table.timestamps(true, true);

    table.check(`account_type in ('checking', 'savings', 'business')`, [], 'accounts_type_check');
    table.check(`currency = 'XAF'`, [], 'accounts_currency_check');
    table.check(`status in ('active', 'frozen', 'closed')`, [], 'accounts_status_check');
    // CEMAC RIB (23 digits) or an IBAN-like form (CM21…): letters and digits only.
    table.check(`account_number ~ '^[A-Z0-9]{8,34}$'`, [], 'accounts_number_format_check');
    table.index(['user_id']);
  });
  await knex.raw(
    'create trigger accounts_updated_at before update on accounts for each row execute function set_updated_at()',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('accounts');
}
