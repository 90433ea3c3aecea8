import { createQuery } from '../../lib/api/index.ts';
import { queryCache } from '../../lib/api/query.ts';

/** One row of GET /api/v1/transactions (payments contract; spec 001 §3 Transaction). */
export interface Transaction {
  reference: string;
  customer: { name: string; phone: string; email?: string | null };
  amount: string;
  currency: string;
  type: string;
  provider?: string | null;
  status: string;
  created_at: string;
  completed_at?: string | null;
  narration?: string | null;
  failure_reason?: string | null;
  failure_category?: string | null;
  attempts?: number;
  can_retry?: boolean;
}

export interface TransactionsResponse {
  data: Transaction[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

export interface PaymentAnalytics {
  overview: { totalTransactions: number; totalVolume: number; successRate: string; averageAmount: number };
  providers: { code?: string; name: string; transactions: number; volume: number; successRate: string }[];
  trends: { dailyVolume: { date: string; volume: number; count: number }[] };
}

export type ReconciliationItemStatus =
  | 'matched'
  | 'missing_at_provider'
  | 'missing_in_platform'
  | 'amount_mismatch'
  | 'not_posted';

export interface ReconciliationReport {
  date: string;
  generated_at: string;
  summary: {
    matched: number;
    missing: number;
    mismatched: number;
    total_payments: number;
    total_ledger_amount: number;
    total_provider_amount: number;
  };
  providers: { provider: string; matched: number; missing: number; mismatched: number }[];
  items: {
    reference: string;
    provider: string;
    status: ReconciliationItemStatus | string;
    platform_amount: number | null;
    provider_amount: number | null;
    detail: string;
  }[];
  download_url: string;
}

export interface ProviderHealth {
  provider: string;
  name: string;
  status: 'up' | 'degraded' | 'down' | string;
  environment: string;
  message: string;
  services: string[];
  latency_ms: number | null;
  checked_at: string;
}

/** Spec 001 §2.5: the summary cards cover the last 30 days. */
export const ANALYTICS_DAYS = 30;

export const $paymentAnalytics = createQuery<{ data: PaymentAnalytics }>([
  `/api/v1/analytics/payments?days=${ANALYTICS_DAYS}`,
]);

export const $providerHealth = createQuery<{ data: ProviderHealth[] }>(['/api/v1/payment-providers/health']);

/** The transactions query for one set of filters: its path is its cache key. */
export function transactionsQuery(path: string) {
  return createQuery<TransactionsResponse>([path]);
}

/**
 * After a payment is made or retried: every cached transactions page and the analytics are
 * dropped, and the ones on screen load again.
 */
export function refreshPaymentData(): void {
  queryCache.invalidateKeys((key) => key.startsWith('/api/v1/transactions') || key.startsWith('/api/v1/analytics/'));
}
