import type { Role } from '../../../domain/enums.ts';
import {
  BACK_OFFICE_READER_ROLES,
  CREDENTIAL_REVOKER_ROLES,
  INSTITUTION_REVIEWER_ROLES,
  isRole,
  USER_STATUS_ROLES,
} from '../../../domain/roles.ts';
import { userStatusRule } from '../../../domain/user-status-rule.ts';

/**
 * Which of the portal's write controls the caller may use, read from the server's own role
 * sets and its user-status row rule (the server refuses anyway; this only keeps a control
 * from promising what it cannot do): auditors change nothing, ops review institutions and act
 * on customers only, admin does all but change their own status.
 */
export interface StaffPermissions {
  reviewInstitutions: boolean;
  revokeCredentials: boolean;
  changeUserStatus(target: { id: string; role: string }): boolean;
}

const within = (roles: readonly Role[], role: Role) => roles.includes(role);

/** Staff may open the portal; a signed-in customer sees the sign-in form instead. */
export function isStaff(role: Role): boolean {
  return within(BACK_OFFICE_READER_ROLES, role);
}

export function permissionsFor(actor: { id: string; role: Role }): StaffPermissions {
  return {
    reviewInstitutions: within(INSTITUTION_REVIEWER_ROLES, actor.role),
    revokeCredentials: within(CREDENTIAL_REVOKER_ROLES, actor.role),
    changeUserStatus: (target) =>
      isRole(target.role) &&
      within(USER_STATUS_ROLES, actor.role) &&
      userStatusRule({ actor, target: { id: target.id, role: target.role } }) === null,
  };
}
