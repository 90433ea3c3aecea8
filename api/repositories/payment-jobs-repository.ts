import type { Knex } from 'knex';

/** A job for graphile-worker's own SQL function (services/payments/job-queue.ts names the tasks). */
export interface NewJob {
  task: string;
  payload: unknown;
  runAfterSeconds: number;
  maxAttempts: number;
  /** A later job with the same key replaces one still waiting. */
  jobKey: string | null;
}

const ADD_JOB_SQL = `select graphile_worker.add_job(
       identifier => ?, payload => ?::json,
       run_at => now() + make_interval(secs => ?),
       max_attempts => ?, job_key => ?)`;

/**
 * The job that sends an attempt to its provider, as rows of an INSERT for a statement that
 * already selects the attempt: `insert into … select` + this + ` from <rows>` with the
 * bindings of `attemptJobBindings` (job-queue.ts; an `attempt_id` column must be in scope).
 *
 * graphile-worker's `add_job` is a PL/pgSQL function that also handles job keys and queues
 * (neither used here) and NOTIFYs: measured at ~0.5 ms of database time per call, more than
 * everything else a charge writes together, and its NOTIFY takes a database-wide lock from
 * commit until the commit is flushed, so every payment commit would wait for the one
 * before. This is the one row it would insert (columns left to their defaults: run now, no
 * queue, no key, priority 0); runners are woken by `nudgeJobRunners` after the commit instead.
 * The task id comes from a scalar subquery: an unknown task gives a NULL task_id and the whole
 * statement fails, never a payment without its job. db/migrate.ts registers the tasks, and
 * tests/integration/payments/job-queue.test.ts holds this row equal to add_job's.
 */
export const ATTEMPT_JOB_INSERT = `graphile_worker._private_jobs (task_id, payload, max_attempts)
       select (select id from graphile_worker._private_tasks where identifier = ?),
              json_build_object('attemptId', attempt_id), ?`;

/** graphile-worker's LISTEN channel; its payload's `count` is how many idle workers to wake. */
const JOBS_INSERTED_CHANNEL = 'jobs:insert';
/** New jobs within this window share one wake-up. */
const NUDGE_WINDOW_MS = 10;

const nudgers = new WeakMap<Knex, () => void>();

/**
 * Wakes idle job runners after jobs committed (best effort: a runner that misses it finds the
 * job on its next poll, every second). Calls within a few milliseconds share one NOTIFY, sent
 * outside any payment transaction, so payment commits never queue behind it.
 */
export function nudgeJobRunners(db: Knex): void {
  let nudge = nudgers.get(db);
  if (!nudge) {
    let waiting = 0;
    let timer: NodeJS.Timeout | null = null;
    const send = () => {
      timer = null;
      const jobs = waiting;
      waiting = 0;
      db.raw('select pg_notify(?, ?)', [JOBS_INSERTED_CHANNEL, JSON.stringify({ count: jobs })]).catch(() => {
        // Only a wake-up: the runners' polling finds the jobs anyway.
      });
    };
    nudge = () => {
      waiting += 1;
      if (!timer) timer = setTimeout(send, NUDGE_WINDOW_MS).unref();
    };
    nudgers.set(db, nudge);
  }
  nudge();
}

/**
 * The payment jobs in graphile-worker's queue (its own `graphile_worker` schema, migrated by
 * db/migrate.ts). Jobs are added on the handle of the change that needs them, so they commit
 * with it: use the transaction's store (`tx.paymentJobs`).
 */
export function createPaymentJobsRepository(db: Knex) {
  return {
    /** `nudgeJobRunners` on this store's pool: call it on the pool's store, once the jobs committed. */
    nudgeRunners(): void {
      nudgeJobRunners(db);
    },

    async add(job: NewJob): Promise<void> {
      await db.raw(ADD_JOB_SQL, [
        job.task,
        JSON.stringify(job.payload),
        job.runAfterSeconds,
        job.maxAttempts,
        job.jobKey,
      ]);
    },

    /**
     * How many attempts wait for their first send (their job never ran), counting no further than
     * `cap`: the runners' backlog, read once a second by the payment gate, so the count stays cheap
     * however long the queue grows.
     */
    async countWaitingAttempts(task: string, cap: number): Promise<number> {
      const result = await db.raw<{ rows: { waiting: number }[] }>(
        `select count(*)::int as waiting from (
           select 1 from graphile_worker._private_jobs
            where task_id = (select id from graphile_worker._private_tasks where identifier = ?) and attempts = 0
            limit ?) waiting`,
        [task, cap],
      );
      return result.rows[0]?.waiting ?? 0;
    },

    /** The attempt job as `ATTEMPT_JOB_INSERT` writes it inside the creation statement, for one attempt. */
    async addAttemptJob(attemptId: string, bindings: readonly (string | number)[]): Promise<void> {
      await db.raw(`insert into ${ATTEMPT_JOB_INSERT} from (select ?::uuid as attempt_id) attempt`, [
        ...bindings,
        attemptId,
      ]);
    },
  };
}

export type PaymentJobsRepository = ReturnType<typeof createPaymentJobsRepository>;

/** graphile-worker task names (api/jobs/task-list.ts maps them to handlers). */
export const JOBS = {
  processAttempt: 'process_payment_attempt',
  pollAttempt: 'poll_payment_attempt',
} as const;

/** Tries of one initiate call before the engine stops calling and settles the attempt otherwise. */
export const PROCESS_MAX_ATTEMPTS = 5;

/** Bindings of the repository's ATTEMPT_JOB_INSERT: the attempt job's task and its tries. */
export function attemptJobBindings(): (string | number)[] {
  return [JOBS.processAttempt, PROCESS_MAX_ATTEMPTS];
}
