import type { Static } from 'typebox';
import { isCalendarDate } from '../../../domain/calendar-date.ts';
import { fill } from '../../../domain/messages/define.ts';
import { TRANSACTION_MESSAGES } from '../../../domain/messages/transactions.ts';
import { detail, validationError } from '../../errors.ts';
import { reasonCategory } from '../../providers/reasons.ts';
import type { ProviderCode } from '../../providers/types.ts';
import type { ListedPaymentRow } from '../../repositories/payment-reads-repository.ts';
import type { Viewer } from '../../repositories/payment-visibility.ts';
import type { Store } from '../../repositories/store.ts';
import type { TransactionListSchema, TransactionQuerySchema, TransactionSchema } from '../../schemas/transactions.ts';
import { mayActOnPayment } from '../payments/payment-access.ts';

/** The query's filters, the provider already lower-cased by the route ('GIMAC' arrives as 'gimac'). */
export type TransactionFilters = Omit<Static<typeof TransactionQuerySchema>, 'provider'> & {
  provider?: ProviderCode | undefined;
};

export type TransactionView = Static<typeof TransactionSchema>;

/** The list's answer (its `data` items are `Transaction`s, named in the schema by reference). */
export type TransactionPage = Omit<Static<typeof TransactionListSchema>, 'data'> & { data: TransactionView[] };

function checkDates(filters: TransactionFilters): void {
  const details = (['from', 'to'] as const)
    .filter((field) => filters[field] !== undefined && !isCalendarDate(filters[field] ?? ''))
    .map((field) => detail(field, fill(TRANSACTION_MESSAGES.dateInvalid, { field })));
  if (details.length > 0) throw validationError(details);
  if (filters.from && filters.to && filters.from > filters.to) {
    throw validationError([detail('from', TRANSACTION_MESSAGES.fromAfterTo)]);
  }
}

function toView(row: ListedPaymentRow, viewer: Viewer): TransactionView {
  return {
    reference: row.reference,
    livemode: row.livemode,
    customer: {
      name: row.customer_name,
      phone: row.customer_phone,
      ...(row.customer_email ? { email: row.customer_email } : {}),
    },
    amount: String(row.amount),
    currency: row.currency,
    type: row.type,
    provider: row.provider,
    status: row.status,
    created_at: row.created_at.toISOString(),
    completed_at: row.completed_at ? row.completed_at.toISOString() : null,
    narration: row.narration,
    failure_reason: row.failure_message,
    failure_category: reasonCategory(row.failure_code),
    attempts: row.attempt_count,
    // Only failed payments may be retried, by their owner or ops/admin; never by auditors.
    can_retry: row.status === 'failed' && mayActOnPayment(viewer, row.user_id),
  };
}

/** One page of the payments the viewer may see, newest first, with the total for the pager. */
export async function listTransactions(
  store: Store,
  viewer: Viewer,
  filters: TransactionFilters,
): Promise<TransactionPage> {
  checkDates(filters);
  const { rows, total } = await store.paymentReads.page(viewer, filters);
  return {
    data: rows.map((row) => toView(row, viewer)),
    pagination: {
      page: filters.page,
      limit: filters.limit,
      total,
      totalPages: Math.ceil(total / filters.limit),
    },
  };
}
