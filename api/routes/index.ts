import type { FastifyInstance } from 'fastify';
import idempotency from '../plugins/idempotency.ts';
import paymentsWorker from '../plugins/payments-worker.ts';
import sandboxSimulators from '../providers/sandbox/plugin.ts';
import accountRoutes from './accounts/index.ts';
import accountOpeningRoutes from './accounts/opening.ts';
import accountPaymentRoutes from './accounts/payments.ts';
import adminRoutes from './admin/index.ts';
import analyticsRoutes from './analytics/index.ts';
import logStreamRoutes from './analytics/log-stream.ts';
import apiKeyRoutes from './api-keys/index.ts';
import contactRoutes from './contact/index.ts';
import gimacRoutes from './gimac/index.ts';
import healthRoutes from './health/index.ts';
import identityRoutes from './identity/index.ts';
import identityVerificationRoutes from './identity-verification/index.ts';
import institutionRoutes from './institutions/index.ts';
import mobileMoneyRoutes from './mobile-money/index.ts';
import oauthRoutes from './oauth/index.ts';
import paymentAnalyticsRoutes from './payment-analytics/index.ts';
import paymentRoutes from './payments/index.ts';
import providerCallbackRoutes from './provider-callbacks/index.ts';
import providerHealthRoutes from './provider-health/index.ts';
import reconciliationRoutes from './reconciliation/index.ts';
import featureRoutes from './settings/index.ts';
import statsRoutes from './stats/index.ts';
import transactionRoutes from './transactions/index.ts';
import webhookRoutes from './webhooks/index.ts';
import webhookListenerRoutes from './webhooks/listeners.ts';
import webhookTriggerRoutes from './webhooks/trigger.ts';

/**
 * Every HTTP domain of the API, registered in one place so the OpenAPI document sees them all.
 * Each folder is named after the `api/services/` folder it calls.
 */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(identityRoutes);
  await app.register(sandboxSimulators);
  await app.register(statsRoutes);
  await app.register(featureRoutes);
  await app.register(contactRoutes);
  await app.register(accountRoutes);
  await app.register(apiKeyRoutes);
  await app.register(oauthRoutes);
  await app.register(analyticsRoutes);
  await app.register(logStreamRoutes);
  // The payments engine: idempotency keys, its job runner (PAYMENTS_WORKER) and its routes.
  await app.register(idempotency);
  await app.register(paymentsWorker);
  await app.register(mobileMoneyRoutes);
  await app.register(gimacRoutes);
  await app.register(paymentRoutes);
  // The public API's payments between accounts (services/accounts/account-payments.ts) and account opening.
  await app.register(accountPaymentRoutes);
  await app.register(accountOpeningRoutes);
  await app.register(providerCallbackRoutes);
  // The staff read side: transactions, analytics, reconciliation, provider health.
  await app.register(transactionRoutes);
  await app.register(paymentAnalyticsRoutes);
  await app.register(reconciliationRoutes);
  await app.register(providerHealthRoutes);
  // Developers' webhook endpoints and their delivery logs.
  await app.register(webhookRoutes);
  await app.register(webhookListenerRoutes);
  await app.register(webhookTriggerRoutes);
  await app.register(identityVerificationRoutes);
  // Institution onboarding: document uploads, registration, status lookup.
  await app.register(institutionRoutes);
  // The back office: staff sign-in, reviews, users, credentials, the audit log; account set-up links.
  await app.register(adminRoutes);
}
