import { apiJson, apiRequest, createQuery } from '../../lib/api/index.ts';
import { refreshQueries } from '../../lib/api/query.ts';
import type { ApiAnswer, ApiBody, ApiSchema } from '../../lib/api/schema.ts';

/** The admin dashboard's calls, typed by the server's own OpenAPI document. */
export type DashboardFigures = ApiAnswer<'/api/admin/analytics/dashboard'>;
/** A user as the admin dashboard lists it. */
export type DashboardUser = ApiSchema<'DashboardUser'>;
/** An audit log entry, with the e-mail of the user who acted. */
export type AuditEntry = ApiSchema<'AuditRow'>;
export type UserInput = ApiBody<'/api/admin/users', 'post'>;
type CreatedUser = ApiAnswer<'/api/admin/users', 'post'>;
export type SetupLink = CreatedUser['setupLink'];
type AuditPage = ApiAnswer<'/api/admin/audit-logs'>;
type UsersPage = ApiAnswer<'/api/admin/users/search'>;

/** Recent Activity shows 10 entries; admin lists load at most 100 rows. */
export const RECENT_ACTIVITY_ROWS = 10;
export const LIST_LIMIT = 100;

export const $dashboardFigures = createQuery<DashboardFigures>(['/api/admin/analytics/dashboard']);
export const $recentActivity = createQuery<AuditPage>([`/api/admin/audit-logs?limit=${RECENT_ACTIVITY_ROWS}`]);

/** One store per filter set (its path is its cache key), all in the page's query cache. */
export function usersQuery(path: string) {
  return createQuery<UsersPage>([path]);
}

export function auditQuery(path: string) {
  return createQuery<AuditPage>([path]);
}

/** After any change: the users, the figures and the audit log (which now holds the change) load again. */
export function refreshAdminData(): void {
  refreshQueries((key) =>
    ['/api/admin/users', '/api/admin/audit-logs', '/api/admin/analytics/'].some((path) => key.startsWith(path)),
  );
}

/** What a bulk or single status change is (each says why in a fixed reason). */
export type StatusAction = 'activate' | 'suspend';

export const adminActions = {
  createUser: (body: UserInput) => apiJson<CreatedUser>('POST', '/api/admin/users', body),
  updateUser: (id: string, body: UserInput) =>
    apiJson<ApiAnswer<'/api/admin/users/{id}', 'put'>>('PUT', `/api/admin/users/${encodeURIComponent(id)}`, body),
  // The dashboard sends `action`, the portal `operation` (the contract takes exactly one).
  setStatus: (action: StatusAction, userIds: string[], reason: string) =>
    apiJson<ApiAnswer<'/api/admin/users/bulk-operations', 'post'>>('POST', '/api/admin/users/bulk-operations', {
      action,
      userIds,
      reason,
    }),
  /** The filtered audit log as the server's CSV file, with the name it gives it. */
  exportAudit: async (query: string): Promise<{ blob: Blob; fileName: string }> => {
    const response = await apiRequest('GET', `/api/admin/audit-logs/export${query}`);
    const disposition = response.headers.get('content-disposition') ?? '';
    const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? 'audit-log.csv';
    return { blob: await response.blob(), fileName };
  },
};
