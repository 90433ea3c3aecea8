import { doualaDate } from '../../../domain/douala-time.ts';
import type { ReportRequest } from '../back-office/reports/reports-api.ts';
import type { AuditFilters } from './audit-filters.ts';

/** The reports' default window (the last 30 days) when the filters hold no dates. */
const DEFAULT_DAYS = 30;

function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/**
 * The Audit tab's Generate Report: an `audit_report` PDF of the filters' dates (a custom
 * period; an open end is today, an open start the 30 days up to the end), or of the last 30
 * days when no date is set. A reversed or too long range is the server's to refuse (400, said
 * in the toast).
 */
export function auditReportRequest(
  filters: Pick<AuditFilters, 'startDate' | 'endDate'>,
  today = doualaDate(),
): ReportRequest {
  if (!filters.startDate && !filters.endDate) {
    return { type: 'audit_report', parameters: { format: 'pdf', period: 'last_30_days' } };
  }
  const to = filters.endDate || today;
  const from = filters.startDate || daysBefore(to, DEFAULT_DAYS - 1);
  return { type: 'audit_report', parameters: { format: 'pdf', period: 'custom', from, to } };
}
