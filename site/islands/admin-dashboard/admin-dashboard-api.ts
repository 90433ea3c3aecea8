import { apiJson, apiRequest, createQuery } from '../../lib/api/index.ts';
import { queryCache } from '../../lib/api/query.ts';
import type { Role } from '../../stores/current-user.ts';
import type { AuditAction, AuditResource } from './audit-vocabulary.ts';

/** The admin dashboard's calls (spec 001 §7 "Admin dashboard", /work ADMIN-CONTRACT "Dashboard", "Users", "Audit log"). */
export interface DashboardFigures {
  totalUsers: number;
  newUsersToday: number;
  activeSessions: number;
  apiRequestsToday: number;
  health: { status: 'healthy' | 'warning' | 'critical'; uptimePercent: number | null };
}

/** Spec 001 §3 "User (admin dashboard)". */
export interface DashboardUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  role: Role;
  isActive: boolean;
  isVerified: boolean;
  lastLoginAt: string | null;
  createdAt: string;
}

/** Spec 001 §3 "Audit log", with the e-mail of the user who acted. */
export interface AuditEntry {
  id: string;
  action: AuditAction;
  resource: AuditResource;
  resourceId: string | null;
  userId: string | null;
  userEmail: string | null;
  ipAddress: string | null;
  success: boolean;
  details: Record<string, unknown>;
  createdAt: string;
}

export interface SetupLink {
  url: string;
  expiresAt: string;
}

export interface UserInput {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  role: Role;
  isActive: boolean;
}

/** Spec 001 §9: Recent Activity shows 10 entries; admin lists load at most 100 rows. */
export const RECENT_ACTIVITY_ROWS = 10;
export const LIST_LIMIT = 100;

export const $dashboardFigures = createQuery<DashboardFigures>(['/api/admin/analytics/dashboard']);
export const $recentActivity = createQuery<{ data: { logs: AuditEntry[]; total: number } }>([
  `/api/admin/audit-logs?limit=${RECENT_ACTIVITY_ROWS}`,
]);

/** One store per filter set (its path is its cache key), all in the page's query cache. */
export function usersQuery(path: string) {
  return createQuery<{ data: { users: DashboardUser[]; total: number } }>([path]);
}

export function auditQuery(path: string) {
  return createQuery<{ data: { logs: AuditEntry[]; total: number } }>([path]);
}

/** After any change: the users, the figures and the audit log (which now holds the change) load again. */
export function refreshAdminData(): void {
  queryCache.invalidateKeys((key) =>
    ['/api/admin/users', '/api/admin/audit-logs', '/api/admin/analytics/'].some((path) => key.startsWith(path)),
  );
}

/** What a bulk or single status change is (spec 001 §5 fixed reasons). */
export type StatusAction = 'activate' | 'suspend';

export const adminActions = {
  createUser: (body: UserInput) =>
    apiJson<{ user: DashboardUser; setupLink: SetupLink }>('POST', '/api/admin/users', body),
  updateUser: (id: string, body: UserInput) =>
    apiJson<{ user: DashboardUser }>('PUT', `/api/admin/users/${encodeURIComponent(id)}`, body),
  // The dashboard sends `action`, the portal `operation` (the contract takes exactly one).
  setStatus: (action: StatusAction, userIds: string[], reason: string) =>
    apiJson<{ operation: StatusAction; updated: number }>('POST', '/api/admin/users/bulk-operations', {
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
