import type { Knex } from 'knex';
import { canReadAll } from '../../../domain/roles.ts';
import { createUsersRepository, type NewSession } from '../../repositories/users-repository.ts';
import { recordAudit } from '../audit/record-audit.ts';

export type { ActiveSession, SessionUser } from '../../repositories/users-repository.ts';

/**
 * Sessions as services see them; the SQL (the batched lookup included) is the users
 * repository's. Each takes the handle it runs on, the app's pool or a transaction.
 */
export function createSession(db: Knex, options: NewSession) {
  return createUsersRepository(db).createSession(options);
}

export function findActiveSession(db: Knex, sessionId: string) {
  return createUsersRepository(db).findActiveSession(sessionId);
}

export function revokeSession(db: Knex, sessionId: string) {
  return createUsersRepository(db).revokeSession(sessionId);
}

/**
 * Sign-out: ends the session now. A staff member's sign-out is audited (`logout`) in the same
 * transaction; a session already ended, or a customer's, is just revoked.
 */
export async function signOutSession(db: Knex, sessionId: string, ipAddress: string | null): Promise<void> {
  const live = await createUsersRepository(db).findActiveSession(sessionId);
  if (!live || !canReadAll(live.user.role)) return revokeSession(db, sessionId);
  await db.transaction(async (trx) => {
    await createUsersRepository(trx).revokeSession(sessionId);
    await recordAudit(
      trx,
      { userId: live.user.id, ipAddress },
      { action: 'logout', resource: 'user', resourceId: live.user.id },
    );
  });
}
