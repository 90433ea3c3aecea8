import type { Knex } from 'knex';
import { createUsersRepository, type NewSession } from '../../repositories/users-repository.ts';

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
