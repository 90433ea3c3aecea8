import type { Knex } from 'knex';

/**
 * The back office's audit log (issue 15): one row per staff action, append-only in the database
 * itself and chained by hashes so that a row changed behind the triggers' back is found.
 *
 * - UPDATE, DELETE and TRUNCATE are refused by triggers for every role, the table owner and
 *   superusers included (a superuser can still disable the triggers; `npm run audit:verify`
 *   then finds the altered row by its broken hash).
 * - The chain is computed **in the database**, by a BEFORE INSERT trigger, rather than in the
 *   service: every writer (services, seeds, a psql session) gets the same chaining with no way
 *   to forget it, and the lock that orders the chain is taken where the head is read. The
 *   trigger takes a transaction-level advisory lock, then gives the row the next `seq` (so seq
 *   order is chain order even when transactions drew their defaults in another order), reads
 *   the head's hash with a fresh snapshot (a volatile PL/pgSQL statement under READ COMMITTED
 *   sees rows committed while it waited) and stores `hash = sha256(prev_hash || '\n' ||
 *   canonical row)`. Audited transactions are thus serialised from their audit insert to
 *   their commit: staff actions are rare, and the chain must not fork.
 * - `audit_log_canonical(row)` is the one serialisation of a row, used by the trigger and by
 *   the verifier (which recomputes the sha256 itself, in Node).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('audit_logs', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    // Chain order; set by the insert trigger under the chain lock.
    table.bigInteger('seq').notNullable().unique();
    table.text('action').notNullable();
    table.text('resource').notNullable();
    table.text('resource_id');
    // No foreign key: a row must outlive whatever it names, and a cascade would be an UPDATE/DELETE.
    table.uuid('user_id');
    table.specificType('ip_address', 'inet');
    table.boolean('success').notNullable().defaultTo(true);
    table.jsonb('details').notNullable().defaultTo('{}');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.text('prev_hash');
    table.text('hash').notNullable();
    table.check(`hash ~ '^[0-9a-f]{64}$'`, [], 'audit_logs_hash_check');
    table.check(`jsonb_typeof(details) = 'object'`, [], 'audit_logs_details_check');
    table.index(['created_at']);
    table.index(['user_id', 'created_at']);
    table.index(['action', 'created_at']);
  });
  await knex.raw('create sequence audit_logs_seq_seq owned by audit_logs.seq');

  await knex.raw(`
    create function audit_log_canonical(a audit_logs) returns text
    language sql immutable as $$
      select concat_ws(E'\\n',
        a.seq::text,
        a.id::text,
        a.action,
        a.resource,
        coalesce(a.resource_id, ''),
        coalesce(a.user_id::text, ''),
        coalesce(host(a.ip_address), ''),
        case when a.success then 'true' else 'false' end,
        a.details::text,
        to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'))
    $$`);

  await knex.raw(`
    create function audit_logs_chain() returns trigger
    language plpgsql as $$
    declare
      head text;
    begin
      -- One chain, one writer at a time until commit (see the migration's comment).
      perform pg_advisory_xact_lock(hashtext('audit_logs_chain'));
      new.seq := nextval('audit_logs_seq_seq');
      select hash into head from audit_logs order by seq desc limit 1;
      new.prev_hash := head;
      new.hash := encode(sha256(convert_to(coalesce(head, '') || E'\\n' || audit_log_canonical(new), 'UTF8')), 'hex');
      return new;
    end
    $$`);
  await knex.raw(
    'create trigger audit_logs_chain before insert on audit_logs for each row execute function audit_logs_chain()',
  );

  await knex.raw(`
    create function audit_logs_refuse_change() returns trigger
    language plpgsql as $$
    begin
      raise exception 'audit_logs is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
    end
    $$`);
  await knex.raw(
    'create trigger audit_logs_no_update_delete before update or delete on audit_logs for each row execute function audit_logs_refuse_change()',
  );
  await knex.raw(
    'create trigger audit_logs_no_truncate before truncate on audit_logs for each statement execute function audit_logs_refuse_change()',
  );
}

export async function down(knex: Knex): Promise<void> {
  // Dropping the table is the one way out (triggers refuse row changes, not DROP).
  await knex.raw('drop table audit_logs cascade');
  await knex.raw('drop function if exists audit_log_canonical(audit_logs)');
  await knex.raw('drop function audit_logs_refuse_change()');
  await knex.raw('drop function audit_logs_chain()');
}
