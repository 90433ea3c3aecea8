import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { Logger, type LogLevel, parseCronItems, type Runner, run, runOnce, type WorkerEvents } from 'graphile-worker';
import pg from 'pg';
import { DOCUMENT_JOBS } from '../services/institutions/document-jobs.ts';
import { SCHEDULED_JOBS } from '../services/payments/job-queue.ts';
import { REPORT_JOBS } from '../services/reports/report-jobs-names.ts';
import type { JobContext } from './context.ts';
import { followPool } from './pool-lifecycle.ts';
import { paymentTaskList } from './task-list.ts';
import { WEBHOOK_JOBS } from './webhook-tasks.ts';

/** graphile-worker's log lines, into the app's pino logger (debug chatter dropped). */
function workerLogger(log: FastifyBaseLogger): Logger {
  return new Logger((scope) => (level: LogLevel, message: string, meta?: unknown) => {
    const fields = {
      source: 'graphile-worker',
      ...(Object.keys(scope).length > 0 ? { scope } : {}),
      ...(meta && typeof meta === 'object' && Object.keys(meta).length > 0 ? { meta } : {}),
    };
    if (level === 'error') log.error(fields, message);
    else if (level === 'warning') log.warn(fields, message);
    else if (level === 'info') log.info(fields, message);
  });
}

/**
 * A runner's pool. Idle connections can be cut by the server (restart, failover, a dropped
 * test database); the listener logs that instead of letting it crash the process. A connection
 * attempt gives up after 10 s, so a database that stopped answering is an error, not a hang.
 */
export function workerPool(log: FastifyBaseLogger, connectionString: string, max: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: 10_000,
    application_name: 'cemac-open-banking-worker',
  });
  const lost = (error: Error) => log.warn({ err: error }, 'payments worker database connection lost');
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  return pool;
}

/**
 * Housekeeping on a schedule, in code rather than a ./crontab file. Every runner process
 * declares it; graphile-worker's known_crontabs makes sure each hour's run is queued once.
 * Missed hours are not backfilled: the next sweep deletes what they would have.
 */
export const SCHEDULE = parseCronItems([
  { task: SCHEDULED_JOBS.sweepIdempotencyKeys, match: '17 * * * *', identifier: SCHEDULED_JOBS.sweepIdempotencyKeys },
  { task: SCHEDULED_JOBS.sweepApiRequestLogs, match: '43 * * * *', identifier: SCHEDULED_JOBS.sweepApiRequestLogs },
  // Registration uploads never attached to a submitted registration go after 24 h.
  { task: DOCUMENT_JOBS.sweepUploads, match: '29 * * * *', identifier: DOCUMENT_JOBS.sweepUploads },
  {
    task: SCHEDULED_JOBS.sweepWebhookDeliveries,
    match: '51 * * * *',
    identifier: SCHEDULED_JOBS.sweepWebhookDeliveries,
  },
  // Payments the providers' status calls left unresolved are settled by their statements.
  {
    task: SCHEDULED_JOBS.settleUnresolvedPayments,
    match: '11 * * * *',
    identifier: SCHEDULED_JOBS.settleUnresolvedPayments,
  },
  // The server's warnings and errors (System Logs) go after 30 days.
  { task: SCHEDULED_JOBS.sweepSystemLogs, match: '37 * * * *', identifier: SCHEDULED_JOBS.sweepSystemLogs },
  // Scheduled reports: every minute the due ones (Douala wall-clock times, see
  // services/reports/schedule-clock.ts) are queued; a UTC cron line per schedule would have to
  // be rewritten whenever staff pause or resume one. Generated files go after 30 days.
  { task: REPORT_JOBS.enqueueDue, match: '* * * * *', identifier: REPORT_JOBS.enqueueDue },
  { task: REPORT_JOBS.sweep, match: '23 * * * *', identifier: REPORT_JOBS.sweep },
  // The backstop of the 2 s dispatch poll (dispatch-poller.ts): events left by a stopped poller.
  { task: WEBHOOK_JOBS.dispatchEvents, match: '* * * * *', identifier: WEBHOOK_JOBS.dispatchEvents },
]);

export interface PoolRunOptions {
  /** The pool graphile-worker queries with; it outlives the run (the supervisor's). */
  pgPool: pg.Pool;
  concurrency: number;
  pollInterval?: number;
  /**
   * Called before each worker takes its first job with every id graphile-worker may lock jobs
   * with so far, and awaited: the ids are on record before any job is locked under them.
   * `ended` aborts once the pool is shutting down (the wait is then pointless).
   */
  recordLockOwners(ids: string[], ended: AbortSignal): Promise<void>;
}

/** One graphile-worker runner (a worker pool and its cron), as the supervisor sees it. */
export interface PoolRun {
  runner: Runner;
  /** The ids its jobs can be locked by (pool-lifecycle.ts). */
  lockOwners(): string[];
  /** Resolves once the pool has stopped, asked or not, and every task it started has returned. */
  finished: Promise<void>;
}

/**
 * Starts a graphile-worker runner for the payment jobs on `pgPool`. Completions and failures are
 * batched (`completeJobBatchDelay`/`failJobBatchDelay` 0, one event-loop turn): unbatched,
 * graphile-worker 0.18 does not await them, so a database outage while a job finished was an
 * unhandled rejection that ended the process. Batched, their errors go to graphile-worker's
 * handler, which shuts the pool down gracefully, and the supervisor (runner-supervisor.ts)
 * starts another.
 */
export async function startPaymentsRunner(ctx: JobContext, options: PoolRunOptions): Promise<PoolRun> {
  const events = new EventEmitter() as WorkerEvents;
  const lifecycle = followPool(events);
  const recordLockOwnersPlugin: GraphileConfig.Plugin = {
    name: 'RecordLockOwnersPlugin',
    version: '1.0.0',
    worker: {
      hooks: {
        // Awaited before the worker's first getJob (graphile-worker's startWorker hook).
        startWorker: () => options.recordLockOwners(lifecycle.lockOwners(), lifecycle.ending),
      },
    },
  };
  const runner = await run({
    pgPool: options.pgPool,
    concurrency: options.concurrency,
    pollInterval: options.pollInterval ?? 1000,
    parsedCronItems: SCHEDULE,
    noHandleSignals: true,
    logger: workerLogger(ctx.log),
    taskList: paymentTaskList(ctx),
    events,
    preset: {
      plugins: [recordLockOwnersPlugin],
      worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 },
    },
  });
  const finished = lifecycle.stopped.then(() => {
    // The pool is over; stop the cron too, should the pool's own end never come (pool-lifecycle.ts).
    void runner.stop().catch(() => {});
  });
  return {
    runner,
    lockOwners: lifecycle.lockOwners,
    finished,
  };
}

/** Runs every job due now, then returns: deterministic job processing for tests and scripts. */
export async function runDuePaymentJobs(ctx: JobContext, connectionString: string): Promise<void> {
  const pool = workerPool(ctx.log, connectionString, 2);
  try {
    await runOnce({
      pgPool: pool,
      noHandleSignals: true,
      logger: workerLogger(ctx.log),
      taskList: paymentTaskList(ctx),
    });
  } finally {
    await pool.end();
  }
}
