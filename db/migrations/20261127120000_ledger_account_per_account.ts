import type { Knex } from 'knex';

/**
 * One ledger account per customer account (issue 17 item 3). Until now every movement of a
 * customer posted to one `customer:<user id>` ledger account, so no account row had a balance
 * of its own. Now each `accounts` row gets `account:<account id>` (kind customer, `user_id` and
 * `account_id` set) when money first reaches it.
 *
 * Existing money moves without rewriting a posting: a user's `customer:<user>` ledger account
 * *becomes* the ledger account of their main (oldest) account (its code, name and `account_id`
 * change, its id does not), so every posting, every balance shard and the ledger's balance stay
 * exactly as they were. A user with customer postings but no account row keeps
 * `customer:<user>` (the settlement still credits it while they have no account; see
 * `services/ledger/customer-ledger-account.ts`).
 *
 * Down folds each user's account ledger accounts back into one `customer:<user>`: the main one is
 * renamed back, the others' postings are moved onto it (the append-only trigger is paused for
 * that one statement) and the balance shards of the accounts touched are rebuilt from their
 * postings.
 */
const MAIN_ACCOUNT = `
  select distinct on (user_id) id, user_id
    from accounts
   order by user_id, created_at, account_number
`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('ledger_accounts', (table) => {
    table.uuid('account_id').unique().references('accounts.id').onDelete('restrict');
    table.check(`account_id is null or kind = 'customer'`, [], 'ledger_accounts_account_kind_check');
  });
  await knex.raw(`
    update ledger_accounts la
       set code = 'account:' || main.id, name = 'Account balance', account_id = main.id
      from (${MAIN_ACCOUNT}) main
     where la.code = 'customer:' || main.user_id
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.transaction(async (trx) => {
    // Each user's surviving ledger account: their main account's if it has one, else their oldest one.
    await trx.raw(`
      create temporary table ledger_fold on commit drop as
        select la.id, la.user_id,
               first_value(la.id) over (
                 partition by la.user_id
                 order by (la.account_id = main.id) desc nulls last, a.created_at, a.account_number
               ) as keep_id
          from ledger_accounts la
          join accounts a on a.id = la.account_id
          left join (${MAIN_ACCOUNT}) main on main.user_id = la.user_id
    `);
    // A user who also kept a customer:<user> account (postings before their first account row) folds into it.
    await trx.raw(`
      update ledger_fold f set keep_id = legacy.id
        from ledger_accounts legacy
       where legacy.code = 'customer:' || f.user_id
    `);
    await trx.raw('alter table ledger_postings disable trigger ledger_postings_no_update');
    await trx.raw(`
      update ledger_postings p set ledger_account_id = f.keep_id
        from ledger_fold f
       where p.ledger_account_id = f.id and f.id <> f.keep_id
    `);
    await trx.raw('alter table ledger_postings enable trigger ledger_postings_no_update');
    await trx.raw(`
      delete from ledger_balance_shards s using ledger_fold f
       where s.ledger_account_id = f.id or s.ledger_account_id = f.keep_id;
      insert into ledger_balance_shards (ledger_account_id, shard, balance)
        select p.ledger_account_id, 0, sum(p.amount)
          from ledger_postings p
         where p.ledger_account_id in (select keep_id from ledger_fold)
         group by p.ledger_account_id
        having sum(p.amount) <> 0;
      delete from ledger_accounts la using ledger_fold f where la.id = f.id and f.id <> f.keep_id;
      update ledger_accounts la
         set code = 'customer:' || la.user_id, name = 'Customer balance', account_id = null
        from ledger_fold f
       where la.id = f.keep_id and la.account_id is not null;
    `);
  });
  await knex.schema.alterTable('ledger_accounts', (table) => {
    table.dropChecks(['ledger_accounts_account_kind_check']);
    table.dropColumn('account_id');
  });
}
