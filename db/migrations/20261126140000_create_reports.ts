import type { Knex } from 'knex';

/**
 * Generated reports (issue 16, Reports) and the schedules that generate them. A report row is
 * written with its graphile-worker job in one transaction; the job renders the file under
 * DATA_DIR/reports and moves the row queued → running → ready | failed. Schedules run at a
 * Douala wall-clock time; `next_run_at` is the next due instant (UTC), which the scheduler
 * moves past now after each run, so a long downtime catches up once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('report_schedules', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.text('name').notNullable().unique();
    table.text('name_fr').notNullable();
    table.text('report_type').notNullable();
    table.jsonb('parameters').notNullable();
    table.text('frequency').notNullable();
    /** Douala wall-clock time, minutes after midnight. */
    table.smallint('time_of_day').notNullable();
    /** ISO weekday (1 = Monday) for weekly schedules; day of month for monthly ones. */
    table.smallint('day').nullable();
    table.boolean('paused').notNullable().defaultTo(false);
    table.timestamp('next_run_at', { useTz: true }).notNullable();
    table.timestamp('last_run_at', { useTz: true });
    table.timestamps(true, true);
    table.check(`frequency in ('daily', 'weekly', 'monthly')`, [], 'report_schedules_frequency_check');
    table.check('time_of_day between 0 and 1439', [], 'report_schedules_time_check');
    table.check(
      `(frequency = 'daily' and day is null) or (frequency = 'weekly' and day between 1 and 7)
       or (frequency = 'monthly' and day between 1 and 28)`,
      [],
      'report_schedules_day_check',
    );
  });
  await knex.schema.createTable('reports', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.text('type').notNullable();
    table.jsonb('parameters').notNullable();
    table.text('status').notNullable().defaultTo('queued');
    table.uuid('requested_by').references('users.id').onDelete('set null');
    table.uuid('schedule_id').references('report_schedules.id').onDelete('set null');
    table.timestamp('period_start', { useTz: true }).notNullable();
    table.timestamp('period_end', { useTz: true }).notNullable();
    table.text('file_name');
    table.integer('file_size');
    table.text('error');
    table.timestamp('completed_at', { useTz: true });
    table.timestamps(true, true);
    table.check(`status in ('queued', 'running', 'ready', 'failed')`, [], 'reports_status_check');
    table.check(`jsonb_typeof(parameters) = 'object'`, [], 'reports_parameters_check');
    table.check('period_end > period_start', [], 'reports_period_check');
    table.index(['created_at']);
  });
  for (const name of ['reports', 'report_schedules']) {
    await knex.raw(
      `create trigger ${name}_set_updated_at before update on ${name} for each row execute function set_updated_at()`,
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('reports');
  await knex.schema.dropTable('report_schedules');
}
