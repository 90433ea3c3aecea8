import { AppError } from '../../errors.ts';
import type { Role } from '../../schemas/enums.ts';
import { ADMIN_MESSAGES as M } from './messages.ts';

/** The caller acting and the user whose status (active / suspended) they want to change. */
export interface StatusChange {
  actor: { id: string; role: Role };
  target: { id: string; role: Role };
}

/**
 * "Who may change this user's status", the one row rule every activate/suspend path imports
 * (the route's guard already allowed `USER_STATUS_ROLES`):
 * - nobody changes their own status (an admin suspending themselves would lock the door behind them);
 * - admin may change anyone else's;
 * - ops may change customers' only (design brief §8: staff users are admin's).
 */
export function userStatusRefusal({ actor, target }: StatusChange): AppError | null {
  if (actor.id === target.id) return new AppError('unprocessable', M.cannotChangeOwnStatus);
  if (actor.role === 'admin') return null;
  if (actor.role === 'ops' && target.role === 'customer') return null;
  return new AppError('forbidden', M.staffStatusAdminOnly);
}

export function assertMayChangeUserStatus(change: StatusChange): void {
  const refusal = userStatusRefusal(change);
  if (refusal) throw refusal;
}
