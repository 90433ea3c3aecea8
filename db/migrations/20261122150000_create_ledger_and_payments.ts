import type { Knex } from 'knex';

/**
 * The payments engine's tables (issue 5): a double-entry ledger whose balance the database
 * itself enforces, payments with their attempts, status history, the event outbox for
 * webhooks, and stored idempotent responses.
 *
 * Chart of accounts (ledger_accounts.code):
 *   customer:<user id>        what the platform owes a customer (liability)
 *   platform:collections      money collected by staff-initiated payments
 *   provider:mtn              what MTN MoMo owes us for collections (clearing, asset)
 *   provider:orange           same for Orange Money
 *   gimac:<participant code>  GIMAC clearing per participant bank or mobile operator
 * Postings are signed whole XAF: positive debits, negative credits; every ledger
 * transaction sums to zero (checked at commit by a deferred constraint trigger).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ledger_accounts', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.text('code').notNullable().unique();
    table.text('kind').notNullable();
    table.text('name').notNullable();
    table.uuid('user_id').references('users.id').onDelete('restrict');
    table.text('currency').notNullable().defaultTo('XAF');
    // Kept by the posting trigger in the same transaction; always the sum of the account's postings.
    table.bigInteger('balance').notNullable().defaultTo(0);
    table.timestamps(true, true);
    table.check(
      `kind in ('customer', 'platform', 'provider_clearing', 'gimac_clearing')`,
      [],
      'ledger_accounts_kind_check',
    );
    table.check(`currency = 'XAF'`, [], 'ledger_accounts_currency_check');
    table.check(`(kind = 'customer') = (user_id is not null)`, [], 'ledger_accounts_customer_user_check');
    table.index(['user_id']);
  });

  await knex.schema.createTable('payments', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.text('reference').notNullable().unique();
    // Who created it: the customer for their own payments, the staff member for New Payment.
    table.uuid('user_id').notNullable().references('users.id').onDelete('restrict');
    table.text('type').notNullable();
    table.text('provider').notNullable();
    table.bigInteger('amount').notNullable();
    table.text('currency').notNullable().defaultTo('XAF');
    table.text('status').notNullable().defaultTo('pending');
    table.text('customer_name').notNullable();
    table.text('customer_phone').notNullable();
    table.text('customer_email');
    table.text('narration');
    // Type-specific fields: bankAccount, bankCode, mobileProvider, senderOperator, receiverOperator…
    table.jsonb('details').notNullable().defaultTo('{}');
    table.integer('attempt_count').notNullable().defaultTo(0);
    table.text('failure_code');
    table.text('failure_message');
    table.timestamp('completed_at', { useTz: true });
    table.timestamps(true, true);
    table.check(`type in ('mobile_money', 'interbank', 'bank_transfer')`, [], 'payments_type_check');
    table.check(`provider in ('mtn', 'orange', 'gimac')`, [], 'payments_provider_check');
    table.check(`amount > 0`, [], 'payments_amount_check');
    table.check(`currency = 'XAF'`, [], 'payments_currency_check');
    table.check(`status in ('pending', 'processing', 'success', 'failed')`, [], 'payments_status_check');
    table.check(`customer_phone ~ '^237[0-9]{9}$'`, [], 'payments_phone_check');
    table.index(['user_id', 'created_at']);
    table.index(['status', 'created_at']);
    table.index(['created_at']);
  });

  await knex.schema.createTable('payment_attempts', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('payment_id').notNullable().references('payments.id').onDelete('cascade');
    table.integer('attempt_number').notNullable();
    // The reference sent to the provider for this attempt (retries get a suffix: -R1, -R2…).
    table.text('provider_request_reference').notNullable().unique();
    table.text('provider_reference');
    table.text('provider_transaction_id');
    // Adapter data later calls need (Orange notif token…); never returned by the API.
    table.jsonb('provider_data').notNullable().defaultTo('{}');
    table.text('status').notNullable().defaultTo('pending');
    table.text('failure_code');
    table.text('failure_message');
    table.timestamp('completed_at', { useTz: true });
    table.timestamps(true, true);
    table.unique(['payment_id', 'attempt_number']);
    table.check(`status in ('pending', 'processing', 'success', 'failed')`, [], 'payment_attempts_status_check');
    table.index(['provider_reference']);
  });

  await knex.schema.createTable('payment_status_history', (table) => {
    table.bigIncrements('id');
    table.uuid('payment_id').notNullable().references('payments.id').onDelete('cascade');
    table.uuid('attempt_id').references('payment_attempts.id').onDelete('cascade');
    table.text('from_status');
    table.text('to_status').notNullable();
    table.text('reason');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['payment_id', 'id']);
  });

  await knex.schema.createTable('ledger_transactions', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('payment_id').references('payments.id').onDelete('restrict');
    table.uuid('attempt_id').references('payment_attempts.id').onDelete('restrict');
    table.text('description').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // One posting set per successful attempt: a second post of the same attempt is refused.
    table.unique(['attempt_id']);
    table.index(['payment_id']);
    table.index(['created_at']);
  });

  await knex.schema.createTable('ledger_postings', (table) => {
    table.bigIncrements('id');
    table.uuid('transaction_id').notNullable().references('ledger_transactions.id').onDelete('restrict');
    table.uuid('ledger_account_id').notNullable().references('ledger_accounts.id').onDelete('restrict');
    table.bigInteger('amount').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.check(`amount <> 0`, [], 'ledger_postings_nonzero_check');
    table.index(['transaction_id']);
    table.index(['ledger_account_id']);
  });

  // Postings are history: they are never changed or removed, only added.
  await knex.raw(`
    create function ledger_postings_immutable() returns trigger language plpgsql as $$
    begin
      raise exception 'ledger postings are append-only' using errcode = 'P0001';
    end $$;
    create trigger ledger_postings_no_update before update or delete on ledger_postings
      for each row execute function ledger_postings_immutable();
  `);

  // Balances move with their postings, in the same transaction.
  await knex.raw(`
    create function ledger_postings_apply_balance() returns trigger language plpgsql as $$
    begin
      update ledger_accounts set balance = balance + new.amount, updated_at = now()
        where id = new.ledger_account_id;
      return new;
    end $$;
    create trigger ledger_postings_balance after insert on ledger_postings
      for each row execute function ledger_postings_apply_balance();
  `);

  // Checked at commit, so a transaction's postings can be inserted one by one: an unbalanced
  // set (or a lone posting) aborts the whole database transaction.
  await knex.raw(`
    create function ledger_transaction_must_balance() returns trigger language plpgsql as $$
    declare
      total numeric;
      lines integer;
    begin
      select coalesce(sum(amount), 0), count(*) into total, lines
        from ledger_postings where transaction_id = new.transaction_id;
      if total <> 0 or lines < 2 then
        raise exception 'ledger transaction % is unbalanced (sum %, % postings)', new.transaction_id, total, lines
          using errcode = '23514';
      end if;
      return null;
    end $$;
    create constraint trigger ledger_postings_balanced after insert on ledger_postings
      deferrable initially deferred for each row execute function ledger_transaction_must_balance();
  `);

  await knex.schema.createTable('payment_events', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('payment_id').notNullable().references('payments.id').onDelete('cascade');
    table.text('type').notNullable();
    table.jsonb('payload').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // Set by the webhook delivery issue once every subscriber has been sent the event.
    table.timestamp('dispatched_at', { useTz: true });
    table.check(
      `type in ('payment.created', 'payment.authorized', 'payment.completed', 'payment.failed')`,
      [],
      'payment_events_type_check',
    );
    table.index(['dispatched_at', 'created_at']);
  });

  await knex.schema.createTable('idempotency_keys', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    // Whose key: "user:<id>" or "api_key:<id>"; two callers may use the same key string.
    table.text('owner').notNullable();
    table.text('key').notNullable();
    table.text('method').notNullable();
    table.text('path').notNullable();
    table.text('request_hash').notNullable();
    table.text('state').notNullable().defaultTo('in_progress');
    table.integer('response_status');
    table.jsonb('response_body');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // Stripe's retention: a key may be reused for something else after 24 hours.
    table.timestamp('expires_at', { useTz: true }).notNullable().defaultTo(knex.raw(`now() + interval '24 hours'`));
    table.unique(['owner', 'key']);
    table.check(`state in ('in_progress', 'completed')`, [], 'idempotency_keys_state_check');
    table.check(`length(key) between 1 and 255`, [], 'idempotency_keys_key_length_check');
    table.index(['expires_at']);
  });

  for (const name of ['ledger_accounts', 'payments', 'payment_attempts']) {
    await knex.raw(
      `create trigger ${name}_updated_at before update on ${name} for each row execute function set_updated_at()`,
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('idempotency_keys');
  await knex.schema.dropTable('payment_events');
  await knex.schema.dropTable('ledger_postings');
  await knex.schema.dropTable('ledger_transactions');
  await knex.schema.dropTable('payment_status_history');
  await knex.schema.dropTable('payment_attempts');
  await knex.schema.dropTable('payments');
  await knex.schema.dropTable('ledger_accounts');
  await knex.raw('drop function if exists ledger_transaction_must_balance()');
  await knex.raw('drop function if exists ledger_postings_apply_balance()');
  await knex.raw('drop function if exists ledger_postings_immutable()');
}
