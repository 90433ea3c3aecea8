import { ADMIN_ROLES, AUDIT_LOG_READER_ROLES, isReadOnly, USER_ADMIN_ROLES } from '../../../domain/roles.ts';
import type { Role } from '../../stores/current-user.ts';
import { isStaff, permissionsFor } from '../back-office/staff-permissions.ts';

/**
 * What the dashboard offers each role: the server's role sets and its user-status row rule,
 * read through the portal's permissions so each rule lives once (ADMIN-CONTRACT "Who may do
 * what"). The server enforces them on every call; the screen only disables what it would refuse.
 */
export interface DashboardPermissions {
  /** Any staff member opens the dashboard; a customer gets the 403 panel. */
  view: boolean;
  /** The audit log (Audit tab, Recent Activity): admin and auditor. */
  readAudit: boolean;
  /** Create and edit users: admin only. */
  manageUsers: boolean;
  /** May activate or suspend this user (and so select it for a bulk action)? */
  mayToggle: (target: { id: string; role: Role }) => boolean;
  /** Change and import settings and feature flags: admin only (ops and auditors read). */
  manageSettings: boolean;
  /** Auditors see every control, disabled. */
  readOnly: boolean;
}

export function dashboardPermissions(user: { id: string; role: Role }): DashboardPermissions {
  const portal = permissionsFor(user);
  return {
    view: isStaff(user.role),
    readAudit: (AUDIT_LOG_READER_ROLES as readonly Role[]).includes(user.role),
    manageUsers: (USER_ADMIN_ROLES as readonly Role[]).includes(user.role),
    manageSettings: (ADMIN_ROLES as readonly Role[]).includes(user.role),
    readOnly: isReadOnly(user.role),
    mayToggle: (target) => portal.changeUserStatus(target),
  };
}
