import { normalizeEmail } from '../../../domain/contact.ts';
import { ADMIN_MESSAGES as M } from '../../../domain/messages/admin.ts';
import { canReadAll } from '../../../domain/roles.ts';
import { AppError, isAppError } from '../../errors.ts';
import type { Store } from '../../repositories/store.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { type SignInContext, type SignInPolicy, type SignInResult, signIn } from '../identity/sign-in.ts';

/**
 * A staff member's session is audited (`login`) in the transaction that opens it, whichever
 * door they came through (/oauth/login too); customers' sign-ins are not staff actions.
 */
export function auditStaffSessions(ipAddress: string): Required<Pick<SignInPolicy, 'onSession'>> {
  return {
    onSession: async (tx, user) => {
      if (!canReadAll(user.role)) return;
      await recordAudit(tx, { userId: user.id, ipAddress }, { action: 'login', resource: 'user', resourceId: user.id });
    },
  };
}

/**
 * The back office's sign-in (`POST /api/admin/login`): the customers' sign-in itself (argon2id,
 * throttle, lock-out, session, device cookie), for staff only. A customer whose password was
 * right hears 403 `staff_only`. Each outcome is audited: `login` in the transaction that opens
 * the session, `login_failed` in a transaction of its own (there is no change to join), with
 * the acting user when the e-mail names one.
 */
export async function staffSignIn(
  store: Store,
  input: { email: string; password: string },
  context: SignInContext,
): Promise<SignInResult> {
  const actor = (userId: string | null) => ({ userId, ipAddress: context.ipAddress });
  try {
    return await signIn(store, input, context, {
      admits: (user) => (canReadAll(user.role) ? null : new AppError('forbidden', M.staffOnly)),
      ...auditStaffSessions(context.ipAddress),
    });
  } catch (error) {
    // A malformed request never reached the credentials check: nothing to audit.
    if (isAppError(error) && error.code !== 'validation_error') {
      const email = normalizeEmail(input.email.trim());
      const user = email ? await store.users.findByContact({ kind: 'email', email }) : undefined;
      await store.transaction((tx) =>
        recordAudit(tx, actor(user?.id ?? null), {
          action: 'login_failed',
          resource: 'user',
          resourceId: user?.id ?? null,
          success: false,
          details: { email: input.email.slice(0, 254), reason: error.reason },
        }),
      );
    }
    throw error;
  }
}
