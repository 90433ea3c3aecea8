import Fastify from 'fastify';
import knex from 'knex';
import { knexConfig } from '../knexfile.ts';
import { loadConfigOrExit } from './config.ts';
import type { JobContext } from './jobs/context.ts';
import { startJobRunner } from './jobs/runner-supervisor.ts';
import { loggerOptions } from './logger.ts';
import { reportsDirectory } from './plugins/reports.ts';
import { providerAdaptersFor } from './providers/index.ts';
import { localOrigin } from './providers/settings.ts';
import { createStore } from './repositories/store.ts';
import { documentServices } from './services/institutions/document-jobs.ts';
import { localReportFiles } from './services/reports/report-files.ts';
import { featureFlagsOf } from './services/settings/feature-flags.ts';
import { createLiveSettings } from './services/settings/live-settings.ts';
import { createSystemLogSink } from './services/system-logs/log-sink.ts';
import { createWebhookContext } from './services/webhooks/context.ts';

/**
 * `npm run worker`: runs the payments job queue without an HTTP server, next to API processes
 * started with PAYMENTS_WORKER=off. It uses DATABASE_URL, or the embedded database `npm start`
 * runs. In sandbox mode the simulators are the API's, at HOST:PORT. It never exits on its own:
 * through a database outage the runner waits and starts again (runner-supervisor.ts). SIGTERM
 * or SIGINT stops it in order (running jobs get SHUTDOWN_DEADLINE_MS), a second signal at once.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const connectionString =
    config.DATABASE_URL ?? `postgres://postgres:postgres@127.0.0.1:${config.EMBEDDED_PG_PORT}/open_banking`;
  // The API's logger settings (levels, redaction, warn+ lines to System Logs), without an HTTP server.
  const systemLogs = createSystemLogSink();
  const log = Fastify({ logger: loggerOptions(config, undefined, systemLogs) }).log;
  // The last line of defence: a promise rejected with no handler (a library's unawaited query
  // while the database is down) must not end a process whose runner recovers by itself. Node's
  // default for these is to exit; log the error instead and keep running.
  process.on('unhandledRejection', (reason) => {
    log.error({ err: reason }, 'unhandled promise rejection; the worker keeps running');
  });
  const db = knex(knexConfig(connectionString, { min: 0, max: config.PAYMENTS_WORKER_CONCURRENCY + 2 }));
  const store = createStore(db);
  systemLogs.attach((batch) => store.systemLogs.insertBatch(batch));
  const selfOrigin = () => localOrigin(config.HOST, config.PORT);
  // The same flags as the API processes, heard through the same NOTIFY channel.
  const settings = createLiveSettings({ store, connectionString, log: log.child({ component: 'live-settings' }) });
  const flags = featureFlagsOf(settings);
  const held = async () => !(await flags.isOn('webhook_notifications'));
  const ctx: JobContext = {
    store,
    providers: providerAdaptersFor(config, selfOrigin),
    log: log.child({ component: 'payments-jobs' }),
    maxPendingSeconds: config.PAYMENTS_MAX_PENDING_SECONDS,
    webhooks: await createWebhookContext(config, store, log.child({ component: 'webhooks' }), held),
    documents: documentServices(config),
    reports: localReportFiles(reportsDirectory(config)),
  };
  const runner = startJobRunner(ctx, {
    connectionString,
    concurrency: config.PAYMENTS_WORKER_CONCURRENCY,
    heartbeatMs: config.JOB_RUNNER_HEARTBEAT_MS,
    deadAfterMs: config.JOB_RUNNER_DEAD_AFTER_MS,
  });
  log.info({ concurrency: config.PAYMENTS_WORKER_CONCURRENCY, runnerId: runner.runnerId }, 'payments worker started');
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      log.warn({ signal }, 'second stop signal: exiting without waiting');
      process.exit(1);
    }
    stopping = true;
    log.info({ signal, deadlineMs: config.SHUTDOWN_DEADLINE_MS }, 'payments worker stopping after its running jobs');
    await runner.stop(Date.now() + config.SHUTDOWN_DEADLINE_MS);
    await systemLogs.close();
    await settings.close();
    await db.destroy();
    log.info('payments worker stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    process.stderr.write(`Worker failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
