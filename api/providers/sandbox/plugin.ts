import type { FastifyInstance, FastifyRequest } from 'fastify';
import { gimacCallback, gimacSimulator } from '../gimac/simulator.ts';
import { mtnCallback, mtnMomoSimulator } from '../mtn-momo/simulator.ts';
import { orangeMoneySimulator, orangeNotification } from '../orange-money/simulator.ts';
import { providerCredentials, SANDBOX_PREFIXES } from '../settings.ts';
import { CallbackDispatcher } from './callbacks.ts';
import { callbackHostPolicy, type SandboxContext } from './http.ts';

/**
 * Serves the MTN MoMo, Orange Money and GIMAC simulators under /sandbox/<provider> when
 * PAYMENTS_MODE=sandbox (nothing in live mode), and delivers their callbacks. Their state is
 * in PostgreSQL, so any number of processes serve them consistently.
 */
export default async function sandboxSimulators(app: FastifyInstance): Promise<void> {
  if (app.config.PAYMENTS_MODE !== 'sandbox') return;
  const credentials = providerCredentials(app.config);
  const callbacks = new CallbackDispatcher(app.db, app.log.child({ component: 'sandbox-callbacks' }), {
    mtn: mtnCallback,
    orange: orangeNotification,
    gimac: gimacCallback(credentials.gimac.clientSecret),
  });
  const context: SandboxContext = {
    db: app.db,
    credentials,
    timeoutSeconds: app.config.SANDBOX_TIMEOUT_SECONDS,
    publicOrigin: (request: FastifyRequest) =>
      (app.config.PUBLIC_BASE_URL ?? `${request.protocol}://${request.host}`).replace(/\/+$/, ''),
    callbacks,
    callbackAllowed: callbackHostPolicy(app.config.PUBLIC_BASE_URL),
  };
  await app.register(mtnMomoSimulator(context), { prefix: SANDBOX_PREFIXES.mtn });
  await app.register(orangeMoneySimulator(context), { prefix: SANDBOX_PREFIXES.orange });
  await app.register(gimacSimulator(context), { prefix: SANDBOX_PREFIXES.gimac });
  app.addHook('onReady', async () => callbacks.start());
  // Before the pool drains: a delivery in flight finishes its bookkeeping first.
  app.addHook('preClose', async () => callbacks.stop());
}
