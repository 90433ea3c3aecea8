import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect } from 'vitest';
import { JOBS, PROCESS_MAX_ATTEMPTS } from '../../../api/repositories/payment-jobs-repository.ts';
import { createStore } from '../../../api/repositories/store.ts';
import { enqueueProcessAttempt } from '../../../api/services/payments/job-queue.ts';
import { it } from './payment-harness.ts';

const JOB_COLUMNS = `task_id, job_queue_id, payload::text as payload, priority, attempts, max_attempts, key,
  locked_at, locked_by, revision, flags, last_error, is_available, run_at <= now() as due`;

describe('the payments job queue', () => {
  it('inserts attempt jobs exactly as graphile-worker add_job would (guards a graphile-worker upgrade)', async ({
    listening: harness,
  }) => {
    const db = harness.app.db;
    const attemptId = randomUUID();
    // One transaction, rolled back: nothing of this test stays in the queue.
    const trx = await db.transaction();
    const jobs = async () =>
      (
        await trx.raw(
          `select ${JOB_COLUMNS} from graphile_worker._private_jobs where payload->>'attemptId' = ? order by id`,
          [attemptId],
        )
      ).rows;
    let rows: { payload: string }[] = [];
    try {
      await enqueueProcessAttempt(createStore(trx), attemptId);
      await trx.raw('select graphile_worker.add_job(?, ?::json, max_attempts => ?)', [
        JOBS.processAttempt,
        JSON.stringify({ attemptId }),
        PROCESS_MAX_ATTEMPTS,
      ]);
      rows = await jobs();
    } finally {
      await trx.rollback();
    }
    const [ours, theirs] = rows;
    if (!ours || !theirs) throw new Error(`expected two jobs, found ${rows.length}`);
    expect({ ...ours, payload: JSON.parse(ours.payload) }).toEqual({ ...theirs, payload: JSON.parse(theirs.payload) });
  });

  it('fails, and writes nothing, when the task is unknown (never a payment without its job)', async ({
    listening: harness,
  }) => {
    const db = harness.app.db;
    const trx = await db.transaction();
    try {
      await trx('graphile_worker._private_tasks')
        .where({ identifier: JOBS.processAttempt })
        .update({ identifier: 'renamed_for_this_test' });
      await expect(enqueueProcessAttempt(createStore(trx), randomUUID())).rejects.toThrow(/task_id/);
    } finally {
      await trx.rollback();
    }
    expect(await db('graphile_worker._private_tasks').where({ identifier: JOBS.processAttempt })).toHaveLength(1);
  });

  it('keeps add_job off a full scan of the queue on a connection that planned it while the queue was empty', async ({
    listening: harness,
  }) => {
    const client = new pg.Client({ connectionString: harness.databaseUrl });
    await client.connect();
    const seqScans = async () => {
      await client.query('select pg_stat_force_next_flush()');
      const { rows } = await client.query<{ seq_scan: string }>(
        `select seq_scan from pg_stat_all_tables where schemaname = 'graphile_worker' and relname = '_private_jobs'`,
      );
      return Number(rows[0]?.seq_scan);
    };
    const addKeyed = (key: string) =>
      client.query(
        `select graphile_worker.add_job('noop_test', '{}', run_at => now() + interval '1 hour', job_key => $1)`,
        [key],
      );
    try {
      // PL/pgSQL switches to a cached generic plan after five calls: make them while the queue is small.
      for (let call = 0; call < 8; call += 1) await addKeyed(`early-${call}`);
      await client.query(
        `select graphile_worker.add_jobs((select array_agg(('noop_test', '{}'::json, null, now() + interval '1 hour', null, null, null, null)::graphile_worker.job_spec) from generate_series(1, 5000)))`,
      );
      const before = await seqScans();
      for (let call = 0; call < 10; call += 1) await addKeyed(`late-${call}`);
      expect(await seqScans()).toBe(before);
    } finally {
      await client.query(
        `delete from graphile_worker._private_jobs where task_id = (select id from graphile_worker._private_tasks where identifier = 'noop_test')`,
      );
      await client.end();
    }
  });
});
