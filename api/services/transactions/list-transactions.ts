import type { Knex } from 'knex';
import { defineMessages, detail, fill, validationError } from '../../errors.ts';
import { reasonCategory } from '../../providers/reasons.ts';
import type { ProviderCode, ReasonCategory } from '../../providers/types.ts';
import { mayActOnPayment, type Viewer, visibleTo } from '../payments/payment-access.ts';
import { doualaDayEnd, doualaDayStart, isCalendarDate } from './douala-days.ts';

export const TRANSACTION_MESSAGES = defineMessages({
  dateInvalid: '{field} must be a calendar date (YYYY-MM-DD)',
  fromAfterTo: 'from must be on or before to',
});

export const PAYMENT_STATUSES = ['pending', 'processing', 'success', 'failed'] as const;
export const PAYMENT_TYPES = ['mobile_money', 'interbank', 'bank_transfer'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export interface TransactionFilters {
  search?: string | undefined;
  status?: PaymentStatus | undefined;
  type?: PaymentType | undefined;
  /** Already lower-cased by the caller ('GIMAC' from the UI arrives as 'gimac'). */
  provider?: ProviderCode | undefined;
  /** Douala calendar days, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  limit: number;
}

export interface TransactionView {
  reference: string;
  customer: { name: string; phone: string; email?: string };
  /** A numeric string (spec 001 §3), whole XAF. */
  amount: string;
  currency: string;
  type: PaymentType;
  provider: ProviderCode;
  status: PaymentStatus;
  created_at: string;
  completed_at: string | null;
  narration: string | null;
  failure_reason: string | null;
  failure_category: ReasonCategory | null;
  attempts: number;
  can_retry: boolean;
}

export interface TransactionPage {
  data: TransactionView[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

interface PaymentRow {
  reference: string;
  user_id: string;
  type: PaymentType;
  provider: ProviderCode;
  amount: string;
  currency: string;
  status: PaymentStatus;
  customer_name: string;
  customer_phone: string;
  customer_email: string | null;
  narration: string | null;
  failure_code: string | null;
  failure_message: string | null;
  attempt_count: number;
  created_at: Date;
  completed_at: Date | null;
}

/** `%` and `_` typed in the search box are letters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function checkDates(filters: TransactionFilters): void {
  const details = (['from', 'to'] as const)
    .filter((field) => filters[field] !== undefined && !isCalendarDate(filters[field] ?? ''))
    .map((field) => detail(field, fill(TRANSACTION_MESSAGES.dateInvalid, { field })));
  if (details.length > 0) throw validationError(details);
  if (filters.from && filters.to && filters.from > filters.to) {
    throw validationError([detail('from', TRANSACTION_MESSAGES.fromAfterTo)]);
  }
}

function applyFilters(db: Knex, query: Knex.QueryBuilder, filters: TransactionFilters): void {
  const search = filters.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    // Phones are stored as 237XXXXXXXXX: "+237 677 12 34 56" or "677-123-456" should still find them.
    const digits = search.replace(/[\s+().-]/g, '');
    query.where((where) => {
      where
        .whereRaw(`payments.reference ilike ? escape '\\'`, [pattern])
        .orWhereRaw(`payments.customer_name ilike ? escape '\\'`, [pattern])
        .orWhereRaw(`payments.customer_phone like ? escape '\\'`, [likePattern(digits || search)]);
    });
  }
  if (filters.status) query.where('payments.status', filters.status);
  if (filters.type) query.where('payments.type', filters.type);
  if (filters.provider) query.where('payments.provider', filters.provider);
  if (filters.from) query.where('payments.created_at', '>=', doualaDayStart(db, filters.from));
  if (filters.to) query.where('payments.created_at', '<', doualaDayEnd(db, filters.to));
}

function toView(row: PaymentRow, viewer: Viewer): TransactionView {
  return {
    reference: row.reference,
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
    // Only failed payments may be retried (spec 001 §4), by their owner or ops/admin; never by auditors.
    can_retry: row.status === 'failed' && mayActOnPayment(viewer, row.user_id),
  };
}

/** One page of the payments the viewer may see, newest first, with the total for the pager. */
export async function listTransactions(
  db: Knex,
  viewer: Viewer,
  filters: TransactionFilters,
): Promise<TransactionPage> {
  checkDates(filters);
  const base = visibleTo(db('payments'), viewer);
  applyFilters(db, base, filters);
  const [countRow, rows] = await Promise.all([
    base.clone().count<{ total: string }[]>({ total: '*' }).first(),
    base
      .clone()
      .select(
        'reference',
        'user_id',
        'type',
        'provider',
        'amount',
        'currency',
        'status',
        'customer_name',
        'customer_phone',
        'customer_email',
        'narration',
        'failure_code',
        'failure_message',
        'attempt_count',
        'created_at',
        'completed_at',
      )
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'reference', order: 'desc' },
      ])
      .limit(filters.limit)
      .offset((filters.page - 1) * filters.limit) as Promise<PaymentRow[]>,
  ]);
  const total = Number(countRow?.total ?? 0);
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
