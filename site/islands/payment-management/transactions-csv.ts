import { csvDocument } from '../../../domain/csv.ts';
import type { Transaction } from './payment-management-api.ts';

const COLUMNS = [
  'reference',
  'customer_name',
  'customer_phone',
  'customer_email',
  'amount',
  'currency',
  'type',
  'provider',
  'status',
  'created_at',
] as const;

/** The rows on screen as CSV (the Transactions tab's Export button), by the platform's one CSV writer. */
export function transactionsCsv(rows: readonly Transaction[]): string {
  return csvDocument(
    COLUMNS,
    rows.map((row) => [
      row.reference,
      row.customer.name,
      row.customer.phone,
      row.customer.email,
      row.amount,
      row.currency,
      row.type,
      row.provider,
      row.status,
      row.created_at,
    ]),
  );
}
