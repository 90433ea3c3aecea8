import { csvDocument } from '../../../domain/csv.ts';
import type { ReconciliationReport } from './generate-report.ts';

const COLUMNS = ['date', 'reference', 'provider', 'status', 'platform_amount', 'provider_amount', 'detail'] as const;

/** The report's lines as CSV (header row, formulas defused), for the download link. */
export function reconciliationCsv(report: ReconciliationReport): string {
  return csvDocument(
    COLUMNS,
    report.items.map((item) => [
      report.date,
      item.reference,
      item.provider,
      item.status,
      item.platform_amount,
      item.provider_amount,
      item.detail,
    ]),
  );
}
