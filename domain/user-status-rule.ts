import type { Role } from './enums.ts';

/** The caller acting and the user whose status (active / suspended) they want to change. */
export interface StatusChange {
  actor: { id: string; role: Role };
  target: { id: string; role: Role };
}

/** Why a status change is refused, or null when it may go ahead. */
export type StatusRefusal = 'own_status' | 'staff_admin_only' | null;

/**
 * "Who may change this user's status", the one row rule every activate/suspend path and the
 * back-office screens import (the route's guard already allowed `USER_STATUS_ROLES`):
 * - nobody changes their own status (an admin suspending themselves would lock the door behind them);
 * - admin may change anyone else's;
 * - ops may change customers' only (staff users are admin's to manage).
 * Pure and free of messages, so the screens bundle the rule without the server's English.
 */
export function userStatusRule({ actor, target }: StatusChange): StatusRefusal {
  if (actor.id === target.id) return 'own_status';
  if (actor.role === 'admin') return null;
  if (actor.role === 'ops' && target.role === 'customer') return null;
  return 'staff_admin_only';
}
