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
export const ADD_JOB_SQL = `select graphile_worker.add_job(
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
 */
export async function addJob(
  db: Knex | Knex.Transaction,
  task: (typeof JOBS)[keyof typeof JOBS],
  payload: AttemptJobPayload,
  options: JobOptions = {},
): Promise<void> {
  await db.raw(ADD_JOB_SQL, jobBindings(task, payload, options));
}

/** ADD_JOB_SQL's bindings for an attempt's processing job (statements that embed the call use them). */
export function processAttemptJob(attemptId: string): (string | number | null)[] {
  return jobBindings(JOBS.processAttempt, { attemptId }, { maxAttempts: PROCESS_MAX_ATTEMPTS });
}

export async function enqueueProcessAttempt(db: Knex | Knex.Transaction, attemptId: string): Promise<void> {
  await db.raw(ADD_JOB_SQL, processAttemptJob(attemptId));
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
