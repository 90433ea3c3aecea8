import { canReadAll } from '../../../domain/roles.ts';
import type { Store } from '../../repositories/store.ts';
import type { NewSession } from '../../repositories/users-repository.ts';
import { recordAudit } from '../audit/record-audit.ts';

export type { ActiveSession, SessionUser } from '../../repositories/users-repository.ts';

/**
 * Sessions as services see them; the SQL (the batched lookup included) is the users
 * repository's. Each takes the handle it runs on, the app's pool or a transaction.
 */
export function createSession(store: Store, options: NewSession) {
  return store.users.createSession(options);
}

export function findActiveSession(store: Store, sessionId: string) {
  return store.users.findActiveSession(sessionId);
}

export function revokeSession(store: Store, sessionId: string) {
  return store.users.revokeSession(sessionId);
}

/**
 * Sign-out: ends the session now. A staff member's sign-out is audited (`logout`) in the same
 * transaction; a session already ended, or a customer's, is just revoked.
 */
export async function signOutSession(store: Store, sessionId: string, ipAddress: string | null): Promise<void> {
  const live = await store.users.findActiveSession(sessionId);
  if (!live || !canReadAll(live.user.role)) return revokeSession(store, sessionId);
  await store.transaction(async (tx) => {
    await tx.users.revokeSession(sessionId);
    await recordAudit(
      tx,
      { userId: live.user.id, ipAddress },
      { action: 'logout', resource: 'user', resourceId: live.user.id },
    );
  });
}
