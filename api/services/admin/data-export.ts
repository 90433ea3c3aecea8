import type { Static } from 'typebox';
import type { AuditResource } from '../../../domain/enums.ts';
import { TRANSACTION_MESSAGES } from '../../../domain/messages/transactions.ts';
import { detail, validationError } from '../../errors.ts';
import type { Store } from '../../repositories/store.ts';
import type {
  InstitutionExportQuerySchema,
  TransactionExportQuerySchema,
  UserExportQuerySchema,
} from '../../schemas/admin-operations.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { listForReview } from '../institutions/review.ts';
import { listTransactions } from '../transactions/list-transactions.ts';
import { EXPORT_LIMIT } from './audit-log.ts';
import { type ExportTable, exportDocument } from './export-file.ts';
import { type StaffActor, toPortalUser } from './users.ts';

/** The back office's Export Data (issue 16): a list with its filters and period, as CSV or JSON (issue 30). */
export const EXPORT_DATASETS = ['users', 'institutions', 'transactions'] as const;
export type ExportDataset = (typeof EXPORT_DATASETS)[number];

const AUDITED_AS: Record<ExportDataset, AuditResource> = {
  users: 'user',
  institutions: 'institution',
  transactions: 'transaction',
};

async function usersTable(store: Store, query: Static<typeof UserExportQuerySchema>): Promise<ExportTable> {
  const { from, to, format: _format, ...filters } = query;
  const { rows } = await store.userAdmin.list({ ...filters, createdFrom: from, createdTo: to, limit: EXPORT_LIMIT });
  const columns = [
    'id',
    'firstName',
    'lastName',
    'email',
    'phone',
    'role',
    'isActive',
    'isVerified',
    'lastLogin',
    'createdAt',
  ] as const;
  return {
    columns,
    rows: rows.map((row) => {
      const user = toPortalUser(row);
      return columns.map((column) => user[column] ?? null);
    }),
  };
}

async function institutionsTable(
  store: Store,
  query: Static<typeof InstitutionExportQuerySchema>,
): Promise<ExportTable> {
  const { from, to, format: _format, ...filters } = query;
  const { institutions } = await listForReview(store, {
    ...filters,
    submittedFrom: from,
    submittedTo: to,
    limit: EXPORT_LIMIT,
  });
  const columns = [
    'id',
    'institutionName',
    'institutionCode',
    'institutionType',
    'status',
    'tierLevel',
    'contactEmail',
    'contactPhone',
    'currentApiUsage',
    'apiQuotaLimit',
    'submittedAt',
    'approvedAt',
  ] as const;
  return { columns, rows: institutions.map((row) => columns.map((column) => row[column] ?? null)) };
}

async function transactionsTable(
  store: Store,
  actor: StaffActor,
  livemode: boolean,
  query: Static<typeof TransactionExportQuerySchema>,
): Promise<ExportTable> {
  const { q, format: _format, ...filters } = query;
  const page = await listTransactions(
    store,
    { id: actor.userId, role: actor.role, livemode },
    { ...filters, search: q, page: 1, limit: EXPORT_LIMIT },
  );
  return {
    columns: [
      'reference',
      'createdAt',
      'completedAt',
      'status',
      'type',
      'provider',
      'amount',
      'currency',
      'customerName',
      'customerPhone',
      'customerEmail',
      'narration',
      'failureReason',
      'attempts',
    ],
    rows: page.data.map((payment) => [
      payment.reference,
      payment.created_at,
      payment.completed_at,
      payment.status,
      payment.type,
      payment.provider,
      payment.amount,
      payment.currency,
      payment.customer.name,
      payment.customer.phone,
      payment.customer.email,
      payment.narration,
      payment.failure_reason,
      payment.attempts,
    ]),
  };
}

export type ExportQuery =
  | { dataset: 'users'; query: Static<typeof UserExportQuerySchema> }
  | { dataset: 'institutions'; query: Static<typeof InstitutionExportQuerySchema> }
  | { dataset: 'transactions'; query: Static<typeof TransactionExportQuerySchema> };

/**
 * One list as CSV or JSON (export-file.ts), with that list's own filters and period (at most
 * EXPORT_LIMIT rows, newest first). The export itself is audited (`export`, the dataset's
 * resource, the filters, period, format and row count), committed before the file leaves.
 */
export async function exportDataset(
  store: Store,
  actor: StaffActor,
  request: ExportQuery,
  /** The mode whose payments are exported: the server's own for staff (services/payments/livemode.ts). */
  livemode: boolean,
): Promise<string> {
  const { from, to } = request.query;
  if (from && to && from > to) throw validationError([detail('from', TRANSACTION_MESSAGES.fromAfterTo)]);
  const table =
    request.dataset === 'users'
      ? await usersTable(store, request.query)
      : request.dataset === 'institutions'
        ? await institutionsTable(store, request.query)
        : await transactionsTable(store, actor, livemode, request.query);
  await store.transaction((tx) =>
    recordAudit(tx, actor, {
      action: 'export',
      resource: AUDITED_AS[request.dataset],
      details: {
        rows: table.rows.length,
        filters: Object.fromEntries(Object.entries(request.query).filter(([, value]) => value !== undefined)),
      },
    }),
  );
  return exportDocument(table, request.query.format);
}
