import { attemptJobBindings, JOBS } from '../../repositories/payment-jobs-repository.ts';
import type { Store } from '../../repositories/store.ts';

export interface AttemptJobPayload {
  attemptId: string;
  /** Polls so far (poll job only): drives the growing delay. */
  polls?: number;
}

interface JobOptions {
  runAfterSeconds?: number;
  maxAttempts?: number;
  jobKey?: string;
}

/**
 * Adds a job in the caller's transaction with graphile-worker's own SQL function: the job
 * exists exactly when the payment change that needs it commits, so a crash can lose neither.
 * For keyed jobs (a later poll replaces a waiting one) and work done by the runner itself.
 */
export function addJob(
  store: Store,
  task: (typeof JOBS)[keyof typeof JOBS],
  payload: AttemptJobPayload,
  options: JobOptions = {},
): Promise<void> {
  return store.paymentJobs.add({
    task,
    payload,
    runAfterSeconds: options.runAfterSeconds ?? 0,
    maxAttempts: options.maxAttempts ?? 25,
    jobKey: options.jobKey ?? null,
  });
}

/** Queues an attempt's processing job in the caller's transaction (retries; tests). */
export function enqueueProcessAttempt(store: Store, attemptId: string): Promise<void> {
  return store.paymentJobs.addAttemptJob(attemptId, attemptJobBindings());
}

/** Housekeeping the runner schedules itself (graphile-worker cron, see api/jobs/runner.ts). */
export const SCHEDULED_JOBS = {
  sweepIdempotencyKeys: 'sweep_idempotency_keys',
  sweepApiRequestLogs: 'sweep_api_request_logs',
  sweepWebhookDeliveries: 'sweep_webhook_deliveries',
  sweepSystemLogs: 'sweep_system_logs',
  settleUnresolvedPayments: 'settle_unresolved_payments',
} as const;

/** Every task the payments engine runs: db/migrate.ts registers them so ATTEMPT_JOB_INSERT finds its id. */
export const TASK_IDENTIFIERS: readonly string[] = [...Object.values(JOBS), ...Object.values(SCHEDULED_JOBS)];

/** 1, 2, 3, 5, 8, 13, 21 then every 30 s: quick answers are seen quickly, slow ones cost little. */
const POLL_DELAYS_SECONDS = [1, 2, 3, 5, 8, 13, 21];
/** An unresolved attempt (past the pending deadline) is still asked, every 5 minutes. */
const UNRESOLVED_POLL_SECONDS = 300;

export function pollDelaySeconds(polls: number, unresolved = false): number {
  return unresolved ? UNRESOLVED_POLL_SECONDS : (POLL_DELAYS_SECONDS[polls] ?? 30);
}

/** One scheduled poll per attempt (the job key replaces an earlier one still waiting). */
export function enqueuePollAttempt(store: Store, attemptId: string, polls: number, unresolved = false): Promise<void> {
  return addJob(
    store,
    JOBS.pollAttempt,
    { attemptId, polls },
    { runAfterSeconds: pollDelaySeconds(polls, unresolved), maxAttempts: 10, jobKey: `poll:${attemptId}` },
  );
}
