import type { Knex } from 'knex';

/**
 * Payments of the public API (`POST /api/v1/payments`, issue 17): one row per payment between
 * accounts of the platform. The money moves as one balanced ledger transaction
 * (`ledger_transaction_id`), in the transaction that writes the row, or, for a business account
 * above the authorization threshold, in the one that authorizes it (`pending_authorization`
 * until then, nothing moved).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('account_payments', (table) => {
    table.uuid('id').primary();
    table.text('reference').notNullable().unique();
    table.uuid('user_id').notNullable().references('users.id').onDelete('cascade');
    table.uuid('source_account_id').notNullable().references('accounts.id').onDelete('restrict');
    table.text('destination_type').notNullable();
    table.uuid('destination_account_id').notNullable().references('accounts.id').onDelete('restrict');
    table.bigInteger('amount').notNullable();
    table.text('currency').notNullable().defaultTo('XAF');
    table.text('description').notNullable();
    table.text('status').notNullable();
    table.boolean('livemode').notNullable();
    /** Who asked: `key:<id>`, `oauth:<client id>` or `session:<user id>`. */
    table.text('initiated_by').notNullable();
    table.text('authorized_by');
    table.uuid('ledger_transaction_id').references('ledger_transactions.id').onDelete('restrict');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('authorized_at', { useTz: true });
    table.timestamp('completed_at', { useTz: true });
    table.check(`status in ('pending_authorization', 'success')`, [], 'account_payments_status_check');
    table.check(`destination_type in ('account')`, [], 'account_payments_destination_type_check');
    table.check(`currency = 'XAF'`, [], 'account_payments_currency_check');
    table.check('amount > 0', [], 'account_payments_amount_check');
    table.check(
      `(status = 'success') = (ledger_transaction_id is not null and completed_at is not null)`,
      [],
      'account_payments_completed_check',
    );
    table.index(['user_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('account_payments');
}
