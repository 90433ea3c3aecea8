import type { Knex } from 'knex';

/**
 * `consent.granted` and `consent.revoked` join the `account_events` outbox (issue 17: grants and
 * revocations emit webhook events): an app's developer hears when a customer connects the app
 * and when they disconnect it, so their integration stops calling for that customer at once.
 */
const BEFORE = `type in ('account.created', 'account.updated')`;
const AFTER = `type in ('account.created', 'account.updated', 'consent.granted', 'consent.revoked')`;

async function replaceCheck(knex: Knex, check: string): Promise<void> {
  await knex.schema.alterTable('account_events', (table) => {
    table.dropChecks(['account_events_type_check']);
    table.check(check, [], 'account_events_type_check');
  });
}

export async function up(knex: Knex): Promise<void> {
  await replaceCheck(knex, AFTER);
}

export async function down(knex: Knex): Promise<void> {
  await knex('account_events').whereIn('type', ['consent.granted', 'consent.revoked']).delete();
  await replaceCheck(knex, BEFORE);
}
