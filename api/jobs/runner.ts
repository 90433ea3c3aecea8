import type { FastifyBaseLogger } from 'fastify';
import { Logger, type LogLevel, parseCronItems, type Runner, run, runOnce } from 'graphile-worker';
import pg from 'pg';
import { DOCUMENT_JOBS } from '../services/institutions/document-jobs.ts';
import { SCHEDULED_JOBS } from '../services/payments/job-queue.ts';
import { REPORT_JOBS } from '../services/reports/report-jobs-names.ts';
import type { JobContext } from './context.ts';
import { startDispatchPoller } from './dispatch-poller.ts';
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

export interface RunnerOptions {
  connectionString: string;
  concurrency: number;
  /** How often to look for jobs when no LISTEN notification arrived (ms). */
  pollInterval?: number;
}

/**
 * The runner's own pool. Idle connections can be cut by the server (restart, failover, a
 * dropped test database); the listener logs that instead of letting it crash the process.
 */
function workerPool(ctx: JobContext, connectionString: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, application_name: 'cemac-open-banking-worker' });
  const lost = (error: Error) => ctx.log.warn({ err: error }, 'payments worker database connection lost');
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

/** Starts a graphile-worker runner for the payment jobs; `runner.stop()` finishes running jobs first. */
export async function startPaymentsRunner(ctx: JobContext, options: RunnerOptions): Promise<Runner> {
  const pool = workerPool(ctx, options.connectionString, options.concurrency + 2);
  try {
    const runner = await run({
      pgPool: pool,
      concurrency: options.concurrency,
      pollInterval: options.pollInterval ?? 1000,
      parsedCronItems: SCHEDULE,
      noHandleSignals: true,
      logger: workerLogger(ctx.log),
      taskList: paymentTaskList(ctx),
    });
    const stopDispatch = startDispatchPoller(ctx);
    const stop = runner.stop.bind(runner);
    runner.stop = async (reason?: string) => {
      try {
        await stopDispatch();
        await stop(reason);
      } finally {
        await pool.end();
      }
    };
    return runner;
  } catch (error) {
    await pool.end();
    throw error;
  }
}

/** Runs every job due now, then returns: deterministic job processing for tests and scripts. */
export async function runDuePaymentJobs(ctx: JobContext, connectionString: string): Promise<void> {
  const pool = workerPool(ctx, connectionString, 2);
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
