import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Runner } from 'graphile-worker';
import type { JobContext } from '../jobs/context.ts';
import { startPaymentsRunner } from '../jobs/runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the payment jobs run with (tests run jobs with it deterministically). */
    paymentJobs: JobContext;
  }
}

/**
 * With PAYMENTS_WORKER=inline the API process also runs the payments job queue: started once
 * the server listens, stopped before the database pool closes (running jobs finish first).
 * With `off`, jobs wait in PostgreSQL for `npm run worker`. Unset means inline, except under
 * NODE_ENV=test: test apps run jobs themselves (runOnce) unless they ask for a runner.
 */
async function paymentsWorker(app: FastifyInstance) {
  const ctx: JobContext = {
    db: app.db,
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
  let runner: Runner | null = null;
  // On listen, not on ready: an app that never serves (the OpenAPI export, inject-only tests)
  // has no business running jobs, and in sandbox mode the simulators need the socket anyway.
  app.addHook('onListen', async () => {
    try {
      runner = await startPaymentsRunner(ctx, {
        connectionString: app.config.databaseUrl,
        concurrency: app.config.PAYMENTS_WORKER_CONCURRENCY,
      });
    } catch (error) {
      app.log.error({ err: error }, 'payments worker did not start; payments stay pending until a worker runs');
    }
  });
  app.addHook('preClose', async () => {
    await runner?.stop();
    runner = null;
  });
}

export default fp(paymentsWorker, {
  name: 'payments-worker',
  fastify: '5.x',
  dependencies: ['db', 'providers', 'webhooks', 'institution-documents', 'reports'],
});
