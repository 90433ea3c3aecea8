import type { FastifyBaseLogger } from 'fastify';
import { Logger, type LogLevel, type Runner, run, runOnce } from 'graphile-worker';
import type { JobContext } from './context.ts';
import { paymentTaskList } from './task-list.ts';

/** graphile-worker's log lines, into the app's pino logger (debug chatter dropped). */
function workerLogger(log: FastifyBaseLogger): Logger {
  return new Logger((scope) => (level: LogLevel, message: string, meta?: unknown) => {
    const fields = { component: 'payments-worker', scope, ...(meta && typeof meta === 'object' ? { meta } : {}) };
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

/** Starts a graphile-worker runner for the payment jobs; `runner.stop()` finishes running jobs first. */
export function startPaymentsRunner(ctx: JobContext, options: RunnerOptions): Promise<Runner> {
  return run({
    connectionString: options.connectionString,
    concurrency: options.concurrency,
    maxPoolSize: options.concurrency + 2,
    pollInterval: options.pollInterval ?? 1000,
    noHandleSignals: true,
    logger: workerLogger(ctx.log),
    taskList: paymentTaskList(ctx),
  });
}

/** Runs every job due now, then returns: deterministic job processing for tests and scripts. */
export function runDuePaymentJobs(ctx: JobContext, connectionString: string): Promise<void> {
  return runOnce({
    connectionString,
    maxPoolSize: 2,
    noHandleSignals: true,
    logger: workerLogger(ctx.log),
    taskList: paymentTaskList(ctx),
  });
}
