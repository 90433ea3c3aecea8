import { EXPORT_KINDS, type ExportFormat, type ExportKind } from '../../../domain/data-export.ts';
import { doualaDate } from '../../../domain/douala-time.ts';

/** What the Export Data dialog asks for: which list, which Douala days (both included), which file. */
export interface ExportChoice {
  kind: ExportKind;
  from: string;
  to: string;
  format: ExportFormat;
}

/** The period offered first: the last 30 days, today included. */
const DEFAULT_DAYS = 30;

export function defaultExportChoice(now: Date = new Date()): ExportChoice {
  const start = new Date(now.getTime() - (DEFAULT_DAYS - 1) * 24 * 60 * 60 * 1000);
  return { kind: 'users', from: doualaDate(start), to: doualaDate(now), format: 'csv' };
}

/** The kinds this member may export: the audit log only for its readers (the server refuses the others). */
export function exportKindsFor(readAudit: boolean): readonly ExportKind[] {
  return EXPORT_KINDS.filter((kind) => kind !== 'audit_log' || readAudit);
}

/** Why the period cannot be exported, or null: both days are needed, the first on or before the last. */
export function periodProblem(choice: ExportChoice): 'missing' | 'reversed' | null {
  if (!choice.from || !choice.to) return 'missing';
  return choice.from > choice.to ? 'reversed' : null;
}

/**
 * The authenticated GET the dialog's Download link points at: the data-export routes for the
 * three lists, the Audit tab's export for the audit log (its own names for the period). The
 * link carries no token: the browser sends the staff session cookie, and the server's
 * `content-disposition` names the file.
 */
export function exportHref(choice: ExportChoice): string {
  if (choice.kind === 'audit_log') {
    const query = new URLSearchParams({ startDate: choice.from, endDate: choice.to, format: choice.format });
    return `/api/admin/audit-logs/export?${query}`;
  }
  const query = new URLSearchParams({ from: choice.from, to: choice.to, format: choice.format });
  return `/api/admin/export/${choice.kind}?${query}`;
}
