import { ADMIN_ROLES, canReadAll, canWriteAll, type Role } from '../../../api/services/identity/roles.ts';

/**
 * Which of the portal's write controls a role may use, from the server's role sets (the
 * server refuses anyway; this only keeps a control from promising what it cannot do):
 * auditors change nothing, ops review institutions and act on customers only, admin does all.
 */
export interface StaffPermissions {
  reviewInstitutions: boolean;
  revokeCredentials: boolean;
  changeUser(targetRole: string): boolean;
}

const isAdmin = (role: Role) => (ADMIN_ROLES as readonly Role[]).includes(role);

/** Staff may open the portal; a signed-in customer sees the sign-in form instead. */
export const isStaff = canReadAll;

export function permissionsFor(role: Role): StaffPermissions {
  return {
    reviewInstitutions: canWriteAll(role),
    revokeCredentials: isAdmin(role),
    changeUser: (targetRole) => isAdmin(role) || (canWriteAll(role) && targetRole === 'customer'),
  };
}
