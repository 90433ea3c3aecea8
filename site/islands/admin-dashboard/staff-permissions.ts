import {
  AUDIT_LOG_READER_ROLES,
  BACK_OFFICE_READER_ROLES,
  isReadOnly,
  USER_ADMIN_ROLES,
  USER_STATUS_ROLES,
} from '../../../api/services/identity/roles.ts';
import type { Role } from '../../stores/current-user.ts';

/**
 * What the screen offers each role: the server's role sets (ADMIN-CONTRACT "Who may do what").
 * The server enforces them on every call; the screen only disables what would be refused.
 */
const has = (roles: readonly Role[], role: Role) => roles.includes(role);

export interface StaffPermissions {
  /** Any staff member opens the dashboard; a customer gets the 403 panel. */
  view: boolean;
  /** The audit log (Audit tab, Recent Activity): admin and auditor. */
  readAudit: boolean;
  /** Create and edit users: admin only. */
  manageUsers: boolean;
  /** May activate or suspend this user (and so select it for a bulk action)? */
  mayToggle: (target: { id: string; role: Role }) => boolean;
  /** Auditors see every control, disabled. */
  readOnly: boolean;
}

export function staffPermissions(user: { id: string; role: Role }): StaffPermissions {
  const changesStatus = has(USER_STATUS_ROLES, user.role);
  const manageUsers = has(USER_ADMIN_ROLES, user.role);
  return {
    view: has(BACK_OFFICE_READER_ROLES, user.role),
    readAudit: has(AUDIT_LOG_READER_ROLES, user.role),
    manageUsers,
    readOnly: isReadOnly(user.role),
    // The row rule of api/services/admin/user-status-access.ts (not imported: it carries the
    // server's English messages, which islands never ship): nobody changes their own status;
    // a user administrator changes anyone's, ops customers' only.
    mayToggle: (target) => changesStatus && target.id !== user.id && (manageUsers || target.role === 'customer'),
  };
}
