import type { Knex } from 'knex';

/**
 * Job runners that say they are alive. graphile-worker leaves the jobs of a runner that died
 * (kill -9, a lost machine) locked for 4 hours, and its heartbeat is a paid feature, so each
 * runner (api/jobs/runner-heartbeat.ts) keeps one row here: the ids graphile-worker locks its
 * jobs with, refreshed every JOB_RUNNER_HEARTBEAT_MS on the database clock. A row silent for
 * JOB_RUNNER_DEAD_AFTER_MS is deleted by another runner, which releases those ids' jobs with
 * graphile-worker's public `force_unlock_workers`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('job_runner_heartbeats', (table) => {
    table.text('runner_id').primary();
    // The lock owners: the worker pool's id (what graphile-worker 0.18 writes to locked_by) and its workers' ids.
    table.specificType('worker_ids', 'text[]').notNullable().defaultTo('{}');
    table.text('host').notNullable();
    table.integer('pid').notNullable();
    table.timestamp('started_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('beat_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('job_runner_heartbeats');
}
