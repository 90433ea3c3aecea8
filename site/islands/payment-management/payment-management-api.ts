import { createQuery } from '../../lib/api/index.ts';
import { refreshQueries } from '../../lib/api/query.ts';
import type { ApiAnswer, ApiSchema } from '../../lib/api/schema.ts';

/** One row of GET /api/v1/transactions (payments contract). */
export type Transaction = ApiSchema<'Transaction'>;
export type TransactionsResponse = ApiAnswer<'/api/v1/transactions'>;
export type PaymentAnalytics = ApiAnswer<'/api/v1/analytics/payments'>['data'];
export type ReconciliationReport = ApiAnswer<'/api/v1/reconciliation/generate', 'post'>['data'];
export type ProviderHealth = ApiAnswer<'/api/v1/payment-providers/health'>['data'][number];

/** The summary cards cover the last 30 days. */
export const ANALYTICS_DAYS = 30;

export const $paymentAnalytics = createQuery<ApiAnswer<'/api/v1/analytics/payments'>>([
  `/api/v1/analytics/payments?days=${ANALYTICS_DAYS}`,
]);

export const $providerHealth = createQuery<ApiAnswer<'/api/v1/payment-providers/health'>>([
  '/api/v1/payment-providers/health',
]);

/** Payments past the pending deadline without their provider's final word (staff). */
export const $unresolvedPayments = createQuery<ApiAnswer<'/api/v1/payments/unresolved'>>([
  '/api/v1/payments/unresolved',
]);

/** The transactions query for one set of filters: its path is its cache key. */
export function transactionsQuery(path: string) {
  return createQuery<TransactionsResponse>([path]);
}

/**
 * After a payment is made or retried: every cached transactions page and the analytics are
 * dropped, and the ones on screen load again.
 */
export function refreshPaymentData(): void {
  refreshQueries((key) => key.startsWith('/api/v1/transactions') || key.startsWith('/api/v1/analytics/'));
}
