import type { FastifyInstance } from 'fastify';
import idempotency from '../plugins/idempotency.ts';
import paymentsWorker from '../plugins/payments-worker.ts';
import sandboxSimulators from '../providers/sandbox/plugin.ts';
import accountRoutes from './accounts/index.ts';
import authRoutes from './auth/index.ts';
import developerRoutes from './developer/index.ts';
import gimacRoutes from './gimac/index.ts';
import healthRoutes from './health/index.ts';
import mobileMoneyRoutes from './mobile-money/index.ts';
import paymentAnalyticsRoutes from './payment-analytics/index.ts';
import paymentProviderRoutes from './payment-providers/index.ts';
import paymentRoutes from './payments/index.ts';
import platformRoutes from './platform/index.ts';
import providerCallbackRoutes from './provider-callbacks/index.ts';
import reconciliationRoutes from './reconciliation/index.ts';
import transactionRoutes from './transactions/index.ts';

/** Every HTTP domain of the API, registered in one place so the OpenAPI document sees them all. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(sandboxSimulators);
  await app.register(platformRoutes);
  await app.register(accountRoutes);
  await app.register(developerRoutes);
  // The payments engine: idempotency keys, its job runner (PAYMENTS_WORKER) and its routes.
  await app.register(idempotency);
  await app.register(paymentsWorker);
  await app.register(mobileMoneyRoutes);
  await app.register(gimacRoutes);
  await app.register(paymentRoutes);
  await app.register(providerCallbackRoutes);
  // The staff read side: transactions, analytics, reconciliation, provider health.
  await app.register(transactionRoutes);
  await app.register(paymentAnalyticsRoutes);
  await app.register(reconciliationRoutes);
  await app.register(paymentProviderRoutes);
}
