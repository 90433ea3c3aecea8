import type { Knex } from 'knex';

/** graphile-worker task names (api/jobs/task-list.ts maps them to handlers). */
export const JOBS = {
  processAttempt: 'process_payment_attempt',
  pollAttempt: 'poll_payment_attempt',
} as const;

/** Tries of one initiate call before the engine stops calling and settles the attempt otherwise. */
export const PROCESS_MAX_ATTEMPTS = 5;

export interface AttemptJobPayload {
  attemptId: string;
  /** Polls so far (poll job only): drives the growing delay. */
  polls?: number;
}

/** graphile-worker's own SQL function; `jobBindings` gives its bindings in order. */
const ADD_JOB_SQL = `select graphile_worker.add_job(
       identifier => ?, payload => ?::json,
       run_at => now() + make_interval(secs => ?),
       max_attempts => ?, job_key => ?)`;

interface JobOptions {
  runAfterSeconds?: number;
  maxAttempts?: number;
  jobKey?: string;
}

function jobBindings(
  task: (typeof JOBS)[keyof typeof JOBS],
  payload: AttemptJobPayload,
  options: JobOptions,
): (string | number | null)[] {
  return [
    task,
    JSON.stringify(payload),
    options.runAfterSeconds ?? 0,
    options.maxAttempts ?? 25,
    options.jobKey ?? null,
  ];
}

/**
 * Adds a job in the caller's transaction with graphile-worker's own SQL function: the job
 * exists exactly when the payment change that needs it commits, so a crash can lose neither.
 * For keyed jobs (a later poll replaces a waiting one) and work done by the runner itself.
 */
export async function addJob(
  db: Knex | Knex.Transaction,
  task: (typeof JOBS)[keyof typeof JOBS],
  payload: AttemptJobPayload,
  options: JobOptions = {},
): Promise<void> {
  await db.raw(ADD_JOB_SQL, jobBindings(task, payload, options));
}

/**
 * The job that sends an attempt to its provider, as rows of an INSERT for a statement that
 * already selects the attempt: `insert into … select` + this + ` from <rows>` with the
 * bindings of `attemptJobBindings` (an `attempt_id` column must be in scope).
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

export function attemptJobBindings(): (string | number)[] {
  return [JOBS.processAttempt, PROCESS_MAX_ATTEMPTS];
}

/** Queues an attempt's processing job in the caller's transaction (retries; tests). */
export async function enqueueProcessAttempt(db: Knex | Knex.Transaction, attemptId: string): Promise<void> {
  await db.raw(`insert into ${ATTEMPT_JOB_INSERT} from (select ?::uuid as attempt_id) attempt`, [
    ...attemptJobBindings(),
    attemptId,
  ]);
}

/** Every task the payments engine runs: db/migrate.ts registers them so ATTEMPT_JOB_INSERT finds its id. */
/** Housekeeping the runner schedules itself (graphile-worker cron, see api/jobs/runner.ts). */
export const SCHEDULED_JOBS = {
  sweepIdempotencyKeys: 'sweep_idempotency_keys',
} as const;

export const TASK_IDENTIFIERS: readonly string[] = [...Object.values(JOBS), ...Object.values(SCHEDULED_JOBS)];

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

/** 1, 2, 3, 5, 8, 13, 21 then every 30 s: quick answers are seen quickly, slow ones cost little. */
const POLL_DELAYS_SECONDS = [1, 2, 3, 5, 8, 13, 21];

export function pollDelaySeconds(polls: number): number {
  return POLL_DELAYS_SECONDS[polls] ?? 30;
}

/** One scheduled poll per attempt (the job key replaces an earlier one still waiting). */
export function enqueuePollAttempt(db: Knex | Knex.Transaction, attemptId: string, polls: number): Promise<void> {
  return addJob(
    db,
    JOBS.pollAttempt,
    { attemptId, polls },
    { runAfterSeconds: pollDelaySeconds(polls), maxAttempts: 10, jobKey: `poll:${attemptId}` },
  );
}
