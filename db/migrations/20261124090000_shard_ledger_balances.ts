import type { Knex } from 'knex';

/**
 * Account balances in shards. Every MTN settlement posts to the one `provider:mtn` clearing
 * account, so a single balance row updated by each posting made every settlement wait for the
 * one before to commit (a row lock held through the commit's flush), and the row's stream of
 * dead versions made each update slower than the last: measured, the runner settled ~70
 * payments a second with the database at full CPU, mostly waiting on that row.
 *
 * Now each posting adds its amount to one of 16 shard rows of its account, chosen by the
 * database session, so concurrent settlements write different rows. The balance is the sum of
 * the shards (`ledger_account_balances`), still kept in the posting's own transaction and
 * always equal to the sum of the account's postings.
 */
const SHARDS = 16;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ledger_balance_shards', (table) => {
    table.uuid('ledger_account_id').notNullable().references('ledger_accounts.id').onDelete('restrict');
    table.smallint('shard').notNullable();
    table.bigInteger('balance').notNullable().defaultTo(0);
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['ledger_account_id', 'shard']);
    table.check(`shard between 0 and ${SHARDS - 1}`, [], 'ledger_balance_shards_shard_check');
  });
  await knex.raw(`
    insert into ledger_balance_shards (ledger_account_id, shard, balance)
      select id, 0, balance from ledger_accounts where balance <> 0;
    alter table ledger_accounts drop column balance;

    create view ledger_account_balances as
      select a.id as ledger_account_id, a.code, coalesce(sum(s.balance), 0)::bigint as balance
        from ledger_accounts a left join ledger_balance_shards s on s.ledger_account_id = a.id
       group by a.id, a.code;

    -- One shard per database session: the connections of a pool never wait on each other's row.
    create or replace function ledger_postings_apply_balance() returns trigger language plpgsql as $$
    begin
      insert into ledger_balance_shards (ledger_account_id, shard, balance)
        values (new.ledger_account_id, pg_backend_pid() % ${SHARDS}, new.amount)
        on conflict (ledger_account_id, shard)
        do update set balance = ledger_balance_shards.balance + excluded.balance, updated_at = now();
      return new;
    end $$;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table ledger_accounts add column balance bigint not null default 0;
    update ledger_accounts a set balance = b.balance from ledger_account_balances b where b.ledger_account_id = a.id;
    drop view ledger_account_balances;
    create or replace function ledger_postings_apply_balance() returns trigger language plpgsql as $$
    begin
      update ledger_accounts set balance = balance + new.amount, updated_at = now()
        where id = new.ledger_account_id;
      return new;
    end $$;
  `);
  await knex.schema.dropTable('ledger_balance_shards');
}
