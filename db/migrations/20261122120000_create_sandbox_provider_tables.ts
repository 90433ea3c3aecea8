import type { Knex } from 'knex';

/**
 * State of the sandbox simulators of MTN MoMo, Orange Money and GIMAC. It lives in PostgreSQL
 * so that several API processes behind a load balancer play the same provider: a token issued
 * by one is accepted by another, a status read anywhere is the same, and exactly one process
 * delivers each callback.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sandbox_provider_transactions', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.text('provider').notNullable();
    // MTN X-Reference-Id, Orange pay_token, GIMAC transfer_id.
    table.text('provider_reference').notNullable();
    // MTN externalId, Orange order_id, GIMAC external_reference.
    table.text('merchant_reference').notNullable();
    table.text('kind').notNullable();
    table.bigInteger('amount').notNullable();
    table.text('currency').notNullable().defaultTo('XAF');
    // The number whose last two digits chose the outcome; null while Orange waits for the payer.
    table.text('msisdn');
    table.text('scenario').notNullable();
    // Where the transaction ends, decided at creation, and when it gets there.
    table.text('outcome').notNullable();
    table.text('reason');
    table.boolean('awaiting_payer').notNullable().defaultTo(false);
    table.timestamp('settles_at', { useTz: true }).notNullable();
    table.text('provider_transaction_id').notNullable();
    // Protocol fields echoed back in status answers (payerMessage, return_url, sender…).
    table.jsonb('request').notNullable().defaultTo('{}');
    table.text('callback_url');
    table.integer('callback_attempts').notNullable().defaultTo(0);
    table.integer('callback_max_attempts').notNullable().defaultTo(1);
    table.timestamp('callback_next_at', { useTz: true });
    table.timestamp('callback_delivered_at', { useTz: true });
    table.text('callback_last_error');
    table.timestamps(true, true);
    table.unique(['provider', 'provider_reference']);
    table.check(`provider in ('mtn', 'orange', 'gimac')`, [], 'sandbox_transactions_provider_check');
    table.check(
      `kind in ('request_to_pay', 'web_payment', 'bank_to_wallet', 'wallet_to_wallet')`,
      [],
      'sandbox_transactions_kind_check',
    );
    table.check('amount > 0', [], 'sandbox_transactions_amount_check');
    table.check(
      `(outcome = 'success' and reason is null) or (outcome = 'failed' and reason is not null)`,
      [],
      'sandbox_transactions_outcome_check',
    );
  });
  // Orange's order_id and GIMAC's external_reference identify one attempt; MTN's externalId need not.
  await knex.raw(`
    create unique index sandbox_transactions_merchant_reference_key
      on sandbox_provider_transactions (provider, merchant_reference)
      where provider in ('orange', 'gimac')
  `);
  await knex.raw(`
    create index sandbox_transactions_callback_due_idx
      on sandbox_provider_transactions (callback_next_at)
      where callback_next_at is not null
  `);
  await knex.raw(`
    create index sandbox_transactions_settled_idx
      on sandbox_provider_transactions (provider, settles_at)
      where outcome = 'success'
  `);
  await knex.raw(
    'create trigger sandbox_provider_transactions_updated_at before update on sandbox_provider_transactions for each row execute function set_updated_at()',
  );

  await knex.schema.createTable('sandbox_access_tokens', (table) => {
    // Only a hash: the table never holds a usable token.
    table.text('token_hash').primary();
    table.text('provider').notNullable();
    table.text('client_id').notNullable();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['expires_at']);
    table.check(`provider in ('mtn', 'orange', 'gimac')`, [], 'sandbox_access_tokens_provider_check');
  });

  // Test numbers ending in 05 fail once per merchant reference with HTTP 500: the first try
  // leaves its mark here, the retry finds it and goes through.
  await knex.schema.createTable('sandbox_one_time_faults', (table) => {
    table.text('provider').notNullable();
    table.text('fault_key').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['provider', 'fault_key']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sandbox_one_time_faults');
  await knex.schema.dropTable('sandbox_access_tokens');
  await knex.schema.dropTable('sandbox_provider_transactions');
}
