import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { gimacCallback, gimacSimulator } from '../gimac/simulator.ts';
import { kycSimulator } from '../kyc/simulator.ts';
import { mtnCallback, mtnMomoSimulator } from '../mtn-momo/simulator.ts';
import { orangeMoneySimulator, orangeNotification } from '../orange-money/simulator.ts';
import { KYC_SANDBOX_PREFIX, providerCredentials, SANDBOX_CREDENTIALS, SANDBOX_PREFIXES } from '../settings.ts';
import { CallbackDispatcher } from './callbacks.ts';
import { callbackHostPolicy, type SandboxContext } from './http.ts';

/**
 * Serves the MTN MoMo, Orange Money and GIMAC simulators under /sandbox/<provider>, and
 * delivers their callbacks. Their state is in PostgreSQL, so any number of processes serve
 * them consistently. A live server serves them too, for test payments (`ob_test_` keys and
 * sandbox apps, services/payments/livemode.ts), with the public sandbox credentials only: its
 * live credentials are never accepted there.
 */
export default async function sandboxSimulators(app: FastifyInstance): Promise<void> {
  const latency = app.config.SANDBOX_LATENCY_MS;
  if (latency > 0) {
    // A provider's round trip: the answer leaves `latency` ms after the request arrived.
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/sandbox/')) await sleep(latency);
    });
  }
  // Test-mode verifications (ob_test_ keys, sandbox apps) reach the KYC simulator whatever the mode.
  await app.register(
    kycSimulator({
      db: app.db,
      apiKey: SANDBOX_CREDENTIALS.kyc.apiKey,
      reviewSeconds: app.config.KYC_SANDBOX_REVIEW_SECONDS,
    }),
    { prefix: KYC_SANDBOX_PREFIX },
  );
  const credentials = app.config.PAYMENTS_MODE === 'live' ? SANDBOX_CREDENTIALS : providerCredentials(app.config);
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
