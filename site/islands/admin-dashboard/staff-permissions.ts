import { ADMIN_ROLES, AUDIT_LOG_READER_ROLES, canReadAll, isReadOnly } from '../../../api/services/identity/roles.ts';
import type { Role } from '../../stores/current-user.ts';

/**
 * What the screen offers each role (ADMIN-CONTRACT "Who may do what"). The server enforces
 * the same rule on every call; the screen only disables what would be refused.
 */
const has = (roles: readonly Role[], role: Role) => roles.includes(role);

export interface StaffPermissions {
  /** Any staff member opens the dashboard; a customer gets the 403 panel. */
  view: boolean;
  /** The audit log (Audit tab, Recent Activity): admin and auditor. */
  readAudit: boolean;
  /** Create and edit users, change staff status: admin only. */
  manageUsers: boolean;
  /** Activate or suspend this user: admin anyone, ops customers only, auditor nobody; nobody themselves. */
  mayToggle: (target: { id: string; role: Role }) => boolean;
  /** Auditors see every control, disabled. */
  readOnly: boolean;
}

export function staffPermissions(user: { id: string; role: Role }): StaffPermissions {
  const manageUsers = has(ADMIN_ROLES, user.role);
  const readOnly = isReadOnly(user.role);
  return {
    view: canReadAll(user.role),
    readAudit: has(AUDIT_LOG_READER_ROLES, user.role),
    manageUsers,
    readOnly,
    mayToggle: (target) =>
      target.id !== user.id && !readOnly && (manageUsers || (user.role === 'ops' && target.role === 'customer')),
  };
}
