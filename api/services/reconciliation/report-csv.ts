import { stringify } from 'csv-stringify/sync';
import type { ReconciliationReport } from './generate-report.ts';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed with a quote:
 * references in a statement come from outside and the file is opened in Excel (OWASP CSV injection).
 */
function cell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The report's lines as CSV (RFC 4180, header row), for the download link. */
export function reconciliationCsv(report: ReconciliationReport): string {
  return stringify(
    report.items.map((item) => [
      report.date,
      cell(item.reference),
      item.provider,
      item.status,
      item.platform_amount ?? '',
      item.provider_amount ?? '',
      cell(item.detail),
    ]),
    {
      header: true,
      columns: ['date', 'reference', 'provider', 'status', 'platform_amount', 'provider_amount', 'detail'],
    },
  );
}
