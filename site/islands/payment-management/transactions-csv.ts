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

/**
 * One CSV cell: quoted when it holds a separator, quote or line break, and prefixed with a
 * quote mark when it starts like a spreadsheet formula (=, +, -, @), so opening the file
 * never runs a customer-typed formula.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The rows on screen as CSV (the Export button of spec 001 §2.5). */
export function transactionsCsv(rows: readonly Transaction[]): string {
  const lines = rows.map((row) =>
    [
      row.reference,
      row.customer.name,
      row.customer.phone,
      row.customer.email ?? '',
      row.amount,
      row.currency,
      row.type,
      row.provider ?? '',
      row.status,
      row.created_at,
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
}
