import { ADMIN_MESSAGES as M } from '../../../domain/messages/admin.ts';
import { type StatusChange, userStatusRule } from '../../../domain/user-status-rule.ts';
import { AppError } from '../../errors.ts';

export type { StatusChange };

/** The rule of `user-status-rule.ts` as the error the caller receives. */
export function userStatusRefusal(change: StatusChange): AppError | null {
  const refusal = userStatusRule(change);
  if (refusal === 'own_status') return new AppError('unprocessable', M.cannotChangeOwnStatus);
  if (refusal === 'staff_admin_only') return new AppError('forbidden', M.staffStatusAdminOnly);
  return null;
}

export function assertMayChangeUserStatus(change: StatusChange): void {
  const refusal = userStatusRefusal(change);
  if (refusal) throw refusal;
}
