import type { Knex } from 'knex';

/**
 * A provider is called at most once per reference, whatever process dies when.
 *
 * - `payment_attempts.sends` counts the engine's claims to send an attempt, each committed
 *   before the call it precedes. The first claim sends; any later one (a re-run after a crash,
 *   a stop, or a transient answer) asks the provider about the reference first and sends again
 *   only if the provider never saw it. MTN's X-Reference-Id is drawn in that first claim, so it
 *   is stored before MTN ever hears of it.
 * - `payment_attempts.unresolved_since`: the provider's status could not be read before the
 *   pending deadline. The attempt stays open (polled with backoff, settled by the provider's
 *   own answer or by its settlement statement) and staff see it in the unresolved list.
 * - `provider_callbacks`: a callback the engine cannot check yet (the provider's handle is not
 *   stored, the confirming call failed) is kept and applied by a job, never refused.
 * - `identity_verifications.provider_reference` may be null: the verification is stored (its id
 *   is the KYC reference) before the KYC provider is asked, and the check id arrives with the answer.
 * - `sandbox_provider_transactions.create_requests`: how many creation requests the simulator
 *   received for the transaction's reference, so tests can prove each was sent once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payment_attempts', (table) => {
    table.integer('sends').notNullable().defaultTo(0);
    table.timestamp('unresolved_since', { useTz: true });
    // Why: the provider still says pending, or its status could not be read at all.
    table.text('unresolved_reason');
    table.check(
      `unresolved_reason is null or unresolved_reason in ('provider_pending', 'status_unreadable')`,
      [],
      'payment_attempts_unresolved_reason_check',
    );
  });
  await knex.raw(`
    create index payment_attempts_unresolved_idx on payment_attempts (unresolved_since)
      where unresolved_since is not null and status in ('pending', 'processing')
  `);

  await knex.schema.createTable('provider_callbacks', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('attempt_id').notNullable().references('payment_attempts.id').onDelete('cascade');
    table.text('provider').notNullable();
    // The exact bytes (GIMAC signs them) and the headers an adapter checks.
    table.text('raw_body').notNullable();
    table.jsonb('headers').notNullable().defaultTo('{}');
    table.timestamp('received_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('applied_at', { useTz: true });
    table.text('result');
    table.index(['attempt_id']);
  });

  await knex.schema.alterTable('sandbox_provider_transactions', (table) => {
    table.integer('create_requests').notNullable().defaultTo(1);
  });
  await knex.schema.alterTable('identity_verifications', (table) => {
    table.text('provider_reference').nullable().alter();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex('identity_verifications').whereNull('provider_reference').delete();
  await knex.schema.alterTable('identity_verifications', (table) => {
    table.text('provider_reference').notNullable().alter();
  });
  await knex.schema.alterTable('sandbox_provider_transactions', (table) => {
    table.dropColumn('create_requests');
  });
  await knex.schema.dropTable('provider_callbacks');
  await knex.raw('drop index if exists payment_attempts_unresolved_idx');
  await knex.schema.alterTable('payment_attempts', (table) => {
    table.dropColumn('unresolved_reason');
    table.dropColumn('unresolved_since');
    table.dropColumn('sends');
  });
}
