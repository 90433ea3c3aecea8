import type { FastifyInstance } from 'fastify';
import sandboxSimulators from '../providers/sandbox/plugin.ts';
import accountRoutes from './accounts/index.ts';
import authRoutes from './auth/index.ts';
import developerRoutes from './developer/index.ts';
import healthRoutes from './health/index.ts';
import paymentAnalyticsRoutes from './payment-analytics/index.ts';
import paymentProviderRoutes from './payment-providers/index.ts';
import platformRoutes from './platform/index.ts';
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
  await app.register(transactionRoutes);
  await app.register(paymentAnalyticsRoutes);
  await app.register(reconciliationRoutes);
  await app.register(paymentProviderRoutes);
}
