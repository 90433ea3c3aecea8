import { PAYMENT_TYPES, type PaymentStatus } from '../../../domain/enums.ts';

/** The Transactions tab's filters and the query string they make. */

// Statuses in the order the select shows them (outcomes first: all, success, pending, processing,
// failed), which is not the lifecycle order of PAYMENT_STATUSES; the check below fails to compile
// if a status is missing.
export const STATUS_FILTERS = ['all', 'success', 'pending', 'processing', 'failed'] as const satisfies readonly (
  | 'all'
  | PaymentStatus
)[];
type MissingStatus = Exclude<PaymentStatus, (typeof STATUS_FILTERS)[number]>;
const everyStatusListed: [MissingStatus] extends [never] ? true : MissingStatus = true;
void everyStatusListed;
export const TYPE_FILTERS = ['all', ...PAYMENT_TYPES] as const;
export const PROVIDER_FILTERS = ['all', 'mtn', 'orange', 'GIMAC'] as const;

export interface TransactionFilters {
  search: string;
  status: (typeof STATUS_FILTERS)[number];
  type: (typeof TYPE_FILTERS)[number];
  provider: (typeof PROVIDER_FILTERS)[number];
  page: number;
}

export const DEFAULT_FILTERS: TransactionFilters = { search: '', status: 'all', type: 'all', provider: 'all', page: 1 };

/** The transactions list shows 50 rows. */
export const TRANSACTIONS_PAGE_SIZE = 50;

/** "all" and a blank search are left out; the rest go to GET /api/v1/transactions. */
export function transactionsPath(filters: TransactionFilters): string {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('search', search);
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.type !== 'all') params.set('type', filters.type);
  if (filters.provider !== 'all') params.set('provider', filters.provider);
  params.set('page', String(Math.max(1, Math.trunc(filters.page))));
  params.set('limit', String(TRANSACTIONS_PAGE_SIZE));
  return `/api/v1/transactions?${params.toString()}`;
}
