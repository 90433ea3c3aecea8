import type { Static } from 'typebox';
import { ADMIN_MESSAGES as M } from '../../../domain/messages/admin.ts';
import { detail, validationError } from '../../errors.ts';
import type { AuditEntry, AuditFilters } from '../../repositories/audit-logs-repository.ts';
import type { Store } from '../../repositories/store.ts';
import type { AuditExportQuerySchema, AuditRowSchema } from '../../schemas/admin-audit.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import { exportDocument } from './export-file.ts';
import { iso } from './iso.ts';

type AuditRow = Static<typeof AuditRowSchema>;
type AuditExportQuery = Static<typeof AuditExportQuerySchema>;
type AuditQuery = Omit<AuditExportQuery, 'format'>;

/** The most rows one export holds (newest first). */
export const EXPORT_LIMIT = 50_000;

/** Douala days as instants: from the start day's midnight to the day after the end day. */
function filtersOf(query: AuditQuery): AuditFilters {
  if (query.startDate && query.endDate && query.startDate > query.endDate) {
    throw validationError([detail('startDate', M.auditDatesReversed)]);
  }
  const midnight = (day: string) => new Date(`${day}T00:00:00+01:00`);
  const after = (day: string) => new Date(midnight(day).getTime() + 24 * 60 * 60 * 1000);
  return {
    action: query.action,
    resource: query.resource,
    userId: query.userId,
    from: query.startDate ? midnight(query.startDate) : undefined,
    before: query.endDate ? after(query.endDate) : undefined,
  };
}

const toRow = (entry: AuditEntry): AuditRow => ({ ...entry, createdAt: iso(entry.createdAt) });

export async function auditPage(store: Store, query: AuditQuery & { limit: number; offset: number }) {
  const { rows, total } = await store.auditLogs.page(filtersOf(query), query.limit, query.offset);
  return { data: { logs: rows.map(toRow), total } };
}

const COLUMNS = [
  'id',
  'createdAt',
  'action',
  'resource',
  'resourceId',
  'userId',
  'userEmail',
  'ipAddress',
  'success',
  'details',
] as const;

/**
 * The filtered rows as CSV or JSON (newest first; export-file.ts), and the export itself audited
 * (`export`, in its own transaction, committed before the file leaves).
 */
export async function exportAuditLog(store: Store, actor: AuditActor, query: AuditExportQuery): Promise<string> {
  const filters = filtersOf(query);
  const { rows } = await store.auditLogs.page(filters, EXPORT_LIMIT, 0);
  await store.transaction((tx) =>
    recordAudit(tx, actor, {
      action: 'export',
      resource: 'audit_log',
      details: {
        rows: rows.length,
        filters: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)),
      },
    }),
  );
  return exportDocument(
    {
      columns: COLUMNS,
      rows: rows.map((entry) => {
        const row = toRow(entry);
        return COLUMNS.map((column) => row[column] ?? null);
      }),
    },
    query.format,
  );
}
