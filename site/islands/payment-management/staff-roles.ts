import type { Role } from '../../stores/current-user.ts';

/** Who may open payment management (payments contract: ops, admin and auditor see all payments). */
export function canViewPayments(role: Role): boolean {
  return role === 'ops' || role === 'admin' || role === 'auditor';
}

/** Who may move money from it: the auditor only reads (the server answers 403 anyway). */
export function canMovePayments(role: Role): boolean {
  return role === 'ops' || role === 'admin';
}
