import type { Knex } from 'knex';

/**
 * Payouts of the public API (`POST /api/v1/payments` with `destinationType` `mobile_wallet` or
 * `gimac_bank`, issue 17 item 3) and the webhook events of every public-API payment:
 * - `account_payments` also holds payouts: the receiving wallet's number or bank account number
 *   (`destination_address`) at a GIMAC participant (`destination_participant`), the engine
 *   payment that sends it through GIMAC (`payment_id`), the statuses a payout goes through
 *   (`pending` while GIMAC works, then `success` or `failed` with the provider's reason). The
 *   source is debited when the payout is accepted (`ledger_transaction_id`), so every status but
 *   `pending_authorization` has it.
 * - `account_payment_events`: the outbox of `payment.*` events under the API's payment id, one
 *   set per payment whether it moves between accounts or goes out through the engine.
 * - the GIMAC simulator learns bank-to-bank transfers (`BANK_TO_BANK`);
 * - a bank payout has no phone number: its engine payment's `customer_phone` is empty.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table account_payments
      drop constraint account_payments_status_check,
      drop constraint account_payments_destination_type_check,
      drop constraint account_payments_completed_check,
      alter column destination_account_id drop not null,
      add column destination_address text,
      add column destination_participant text,
      add column payment_id uuid references payments(id) on delete restrict,
      add column failure_code text,
      add column failure_message text;
    alter table account_payments
      add constraint account_payments_status_check
        check (status in ('pending_authorization', 'pending', 'success', 'failed')),
      add constraint account_payments_destination_type_check
        check (destination_type in ('account', 'mobile_wallet', 'gimac_bank')),
      add constraint account_payments_destination_check check (
        case when destination_type = 'account'
          then destination_account_id is not null and destination_address is null and destination_participant is null
               and payment_id is null and status in ('pending_authorization', 'success')
          else destination_account_id is null and destination_address is not null and destination_participant is not null
               and (payment_id is null) = (status = 'pending_authorization')
        end),
      add constraint account_payments_moved_check
        check ((status = 'pending_authorization') = (ledger_transaction_id is null)),
      add constraint account_payments_completed_check
        check ((status in ('success', 'failed')) = (completed_at is not null)),
      add constraint account_payments_failure_check
        check ((status = 'failed') = (failure_code is not null));
    create unique index account_payments_payment_id_unique on account_payments (payment_id);
  `);

  await knex.schema.createTable('account_payment_events', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('account_payment_id').notNullable().references('account_payments.id').onDelete('cascade');
    table.uuid('user_id').notNullable().references('users.id').onDelete('cascade');
    table.text('type').notNullable();
    table.jsonb('payload').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('dispatched_at', { useTz: true });
    table.check(
      `type in ('payment.created', 'payment.authorized', 'payment.completed', 'payment.failed')`,
      [],
      'account_payment_events_type_check',
    );
    table.check(`jsonb_typeof(payload) = 'object'`, [], 'account_payment_events_payload_check');
    // One event of each type per payment: a re-run can never tell a customer twice.
    table.unique(['account_payment_id', 'type']);
    table.index(['dispatched_at', 'created_at']);
  });

  await knex.raw(`
    alter table sandbox_provider_transactions drop constraint sandbox_transactions_kind_check;
    alter table sandbox_provider_transactions add constraint sandbox_transactions_kind_check
      check (kind in ('request_to_pay', 'web_payment', 'bank_to_wallet', 'wallet_to_wallet', 'bank_to_bank'));
    alter table payments drop constraint payments_phone_check;
    alter table payments add constraint payments_phone_check
      check (customer_phone ~ '^237[0-9]{9}$' or customer_phone ~ '^(241|242|235|236|240)[0-9]{7,9}$'
             or (customer_phone = '' and details->>'kind' = 'account_payout' and details->>'receiverBank' is not null));
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table payments drop constraint payments_phone_check;
    alter table payments add constraint payments_phone_check
      check (customer_phone ~ '^237[0-9]{9}$' or customer_phone ~ '^(241|242|235|236|240)[0-9]{7,9}$');
    alter table sandbox_provider_transactions drop constraint sandbox_transactions_kind_check;
    alter table sandbox_provider_transactions add constraint sandbox_transactions_kind_check
      check (kind in ('request_to_pay', 'web_payment', 'bank_to_wallet', 'wallet_to_wallet'));
  `);
  await knex.schema.dropTable('account_payment_events');
  await knex.raw(`
    drop index account_payments_payment_id_unique;
    alter table account_payments
      drop constraint account_payments_status_check,
      drop constraint account_payments_destination_type_check,
      drop constraint account_payments_destination_check,
      drop constraint account_payments_moved_check,
      drop constraint account_payments_completed_check,
      drop constraint account_payments_failure_check,
      drop column destination_address,
      drop column destination_participant,
      drop column payment_id,
      drop column failure_code,
      drop column failure_message,
      alter column destination_account_id set not null;
    alter table account_payments
      add constraint account_payments_status_check check (status in ('pending_authorization', 'success')),
      add constraint account_payments_destination_type_check check (destination_type in ('account')),
      add constraint account_payments_completed_check
        check ((status = 'success') = (ledger_transaction_id is not null and completed_at is not null));
  `);
}
