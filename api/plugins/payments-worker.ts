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
 * the app is ready, stopped before the database pool closes (running jobs finish first).
 * With `off`, jobs wait in PostgreSQL for `npm run worker`. Unset means inline, except under
 * NODE_ENV=test: test apps run jobs themselves (runOnce) unless they ask for a runner.
 */
async function paymentsWorker(app: FastifyInstance) {
  const ctx: JobContext = {
    db: app.db,
    providers: app.providers,
    log: app.log.child({ component: 'payments-jobs' }),
    maxPendingSeconds: app.config.PAYMENTS_MAX_PENDING_SECONDS,
  };
  app.decorate('paymentJobs', ctx);
  const mode = app.config.PAYMENTS_WORKER ?? (app.config.NODE_ENV === 'test' ? 'off' : 'inline');
  if (mode !== 'inline') return;
  let runner: Runner | null = null;
  app.addHook('onReady', async () => {
    runner = await startPaymentsRunner(ctx, {
      connectionString: app.config.databaseUrl,
      concurrency: app.config.PAYMENTS_WORKER_CONCURRENCY,
    });
  });
  app.addHook('preClose', async () => {
    await runner?.stop();
    runner = null;
  });
}

export default fp(paymentsWorker, { name: 'payments-worker', fastify: '5.x', dependencies: ['db', 'providers'] });
