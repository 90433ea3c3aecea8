import type { ReportSection } from '../../../domain/enums.ts';
import { formatCount } from '../../../domain/format.ts';
import { formatXAF } from '../../../domain/money.ts';
import type { createReportFiguresRepository } from '../../repositories/report-figures-repository.ts';
import type { Store } from '../../repositories/store.ts';
import type { ResolvedPeriod } from './report-period.ts';
import type { ReportTemplate } from './templates.ts';

/**
 * A report as tables, before it becomes a PDF or a CSV: each section of the template becomes
 * one table of raw values (`rows`, for the CSV) and display text (`cells`, for the PDF, amounts
 * as "1 234 568 FCFA" the site's way), with a totals line where adding up makes sense.
 */
export interface ReportTable {
  section: ReportSection;
  title: string;
  columns: string[];
  rows: (string | number)[][];
  total: (string | number)[] | null;
}

const percent = (part: number, whole: number) => (whole > 0 ? `${((part / whole) * 100).toFixed(1)} %` : '—');
const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);

const SECURITY_ACTIONS = ['login', 'login_failed', 'logout', 'suspend', 'activate', 'revoke'] as const;

/** How a cell prints in the PDF: amounts columns in FCFA, counts grouped, text as is. */
export function displayCell(column: string, value: string | number): string {
  if (typeof value !== 'number') return value;
  return /amount|volume/i.test(column) ? formatXAF(value) : formatCount(value, 'fr');
}

async function sectionTable(
  figures: ReturnType<typeof createReportFiguresRepository>,
  section: ReportSection,
  period: ResolvedPeriod,
  now: Date,
): Promise<ReportTable> {
  switch (section) {
    case 'payments_by_provider': {
      const rows = await figures.paymentsByProvider(period);
      return {
        section,
        title: 'Payments by provider',
        columns: ['Provider', 'Payments', 'Successful', 'Volume'],
        rows: rows.map((row) => [row.provider, row.payments, row.successful, row.volume]),
        total: [
          'Total',
          sum(rows, (row) => row.payments),
          sum(rows, (row) => row.successful),
          sum(rows, (row) => row.volume),
        ],
      };
    }
    case 'platform_fees': {
      const rows = await figures.feesByProvider(period);
      return {
        section,
        title: 'Platform fees (revenue) by provider',
        columns: ['Provider', 'Payments', 'Volume', 'Fees amount'],
        rows: rows.map((row) => [row.provider, row.payments, row.volume, row.fees]),
        total: [
          'Total',
          sum(rows, (row) => row.payments),
          sum(rows, (row) => row.volume),
          sum(rows, (row) => row.fees),
        ],
      };
    }
    case 'payments_by_day': {
      const rows = await figures.paymentsByDay(period);
      return {
        section,
        title: 'Successful payment volume by day',
        columns: ['Day', 'Provider', 'Successful', 'Volume'],
        rows: rows.map((row) => [row.day, row.provider, row.successful, row.volume]),
        total: ['Total', '', sum(rows, (row) => row.successful), sum(rows, (row) => row.volume)],
      };
    }
    case 'payments_by_status': {
      const rows = await figures.paymentsByStatus(period);
      return {
        section,
        title: 'Payments by status',
        columns: ['Status', 'Payments', 'Amount'],
        rows: rows.map((row) => [row.status, row.payments, row.amount]),
        total: ['Total', sum(rows, (row) => row.payments), sum(rows, (row) => row.amount)],
      };
    }
    case 'api_calls_by_day': {
      const rows = await figures.apiCallsByDay(period);
      const calls = sum(rows, (row) => row.calls);
      const errors = sum(rows, (row) => row.clientErrors + row.serverErrors);
      return {
        section,
        title: 'API calls by day',
        columns: ['Day', 'Calls', 'Client errors', 'Server errors', 'Error rate', 'Average ms'],
        rows: rows.map((row) => [
          row.day,
          row.calls,
          row.clientErrors,
          row.serverErrors,
          percent(row.clientErrors + row.serverErrors, row.calls),
          row.averageMs,
        ]),
        total: [
          'Total',
          calls,
          sum(rows, (row) => row.clientErrors),
          sum(rows, (row) => row.serverErrors),
          percent(errors, calls),
          '',
        ],
      };
    }
    case 'users': {
      const rows = await figures.usersByRole(period);
      return {
        section,
        title: 'Users by role',
        columns: ['Role', 'Created', 'Active', 'Total'],
        rows: rows.map((row) => [row.role, row.created, row.active, row.total]),
        total: [
          'Total',
          sum(rows, (row) => row.created),
          sum(rows, (row) => row.active),
          sum(rows, (row) => row.total),
        ],
      };
    }
    case 'audit_actions': {
      const rows = await figures.auditActions(period);
      return {
        section,
        title: 'Audit log entries by action',
        columns: ['Action', 'Resource', 'Entries'],
        rows: rows.map((row) => [row.action, row.resource, row.entries]),
        total: ['Total', '', sum(rows, (row) => row.entries)],
      };
    }
    case 'security_events': {
      const rows = await figures.auditActions(period, SECURITY_ACTIONS);
      return {
        section,
        title: 'Security events',
        columns: ['Action', 'Resource', 'Entries'],
        rows: rows.map((row) => [row.action, row.resource, row.entries]),
        total: ['Total', '', sum(rows, (row) => row.entries)],
      };
    }
    case 'system_logs': {
      const rows = await figures.systemLogsByLevel(period);
      return {
        section,
        title: 'Server warnings and errors',
        columns: ['Level', 'Entries'],
        rows: rows.map((row) => [row.level, row.entries]),
        total: ['Total', sum(rows, (row) => row.entries)],
      };
    }
    case 'uptime': {
      const { minutesUp, minutesElapsed } = await figures.uptime(period, now);
      return {
        section,
        title: 'Uptime',
        columns: ['Minutes up', 'Minutes elapsed', 'Uptime'],
        rows: [[minutesUp, minutesElapsed, percent(Math.min(minutesUp, minutesElapsed), minutesElapsed)]],
        total: null,
      };
    }
  }
}

/** `livemode`: the server's own mode; a report's payments and calls are of that mode only. */
export async function reportTables(
  store: Store,
  livemode: boolean,
  template: ReportTemplate,
  period: ResolvedPeriod,
  now: Date,
): Promise<ReportTable[]> {
  const figures = store.reportFigures(livemode);
  const tables: ReportTable[] = [];
  for (const section of template.sections) tables.push(await sectionTable(figures, section, period, now));
  return tables;
}
