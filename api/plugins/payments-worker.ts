import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobContext } from '../jobs/context.ts';
import { type JobRunner, startJobRunner } from '../jobs/runner-supervisor.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the payment jobs run with (tests run jobs with it deterministically). */
    paymentJobs: JobContext;
  }
}

/**
 * With PAYMENTS_WORKER=inline the API process also runs the payments job queue: started once
 * the server listens, kept running through database outages (runner-supervisor.ts), stopped
 * before the database pool closes (running jobs finish, or are released at the shutdown
 * deadline). Readiness reports it as `jobRunner`. With `off`, jobs wait in PostgreSQL for
 * `npm run worker` and readiness reads `off`. Unset means inline, except under NODE_ENV=test:
 * test apps run jobs themselves (runOnce) unless they ask for a runner.
 */
async function paymentsWorker(app: FastifyInstance) {
  const ctx: JobContext = {
    store: app.store,
    providers: app.providers,
    log: app.log.child({ component: 'payments-jobs' }),
    maxPendingSeconds: app.config.PAYMENTS_MAX_PENDING_SECONDS,
    webhooks: app.webhooks,
    documents: app.institutionDocuments,
    reports: app.reports.files,
  };
  app.decorate('paymentJobs', ctx);
  const mode = app.config.PAYMENTS_WORKER ?? (app.config.NODE_ENV === 'test' ? 'off' : 'inline');
  if (mode !== 'inline') return;
  let runner: JobRunner | null = null;
  app.readiness.register('jobRunner', () => runner?.status() ?? 'down');
  // On listen, not on ready: an app that never serves (the OpenAPI export, inject-only tests)
  // has no business running jobs, and in sandbox mode the simulators need the socket anyway.
  app.addHook('onListen', async () => {
    // Never throws: until the database answers it keeps trying, and readiness says `down`.
    runner = startJobRunner(ctx, {
      connectionString: app.config.databaseUrl,
      concurrency: app.config.PAYMENTS_WORKER_CONCURRENCY,
      heartbeatMs: app.config.JOB_RUNNER_HEARTBEAT_MS,
      deadAfterMs: app.config.JOB_RUNNER_DEAD_AFTER_MS,
    });
  });
  app.addHook('preClose', async () => {
    // The shutdown's deadline (graceful-shutdown.ts), shared with the requests draining meanwhile.
    await runner?.stop(app.shutdown.begin());
    runner = null;
  });
}

export default fp(paymentsWorker, {
  name: 'payments-worker',
  fastify: '5.x',
  dependencies: ['store', 'readiness', 'providers', 'webhooks', 'institution-documents', 'reports'],
});
