import type { Knex } from 'knex';
import type { Role } from '../../models/user.ts';
import { callBatcherPerDatabase } from '../database/call-batcher.ts';
import { preparedQuery } from '../database/prepared-query.ts';

/** The caller as every protected route sees it (`request.user`). */
export interface SessionUser {
  id: string;
  role: Role;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
}

export interface ActiveSession {
  id: string;
  expiresAt: Date;
  user: SessionUser;
}

const USER_AGENT_MAX = 512;
/** Ended sessions are kept this long for the audit trail, then deleted. */
const KEEP_ENDED_SESSIONS_DAYS = 90;

export async function createSession(
  db: Knex,
  options: { userId: string; ttlSeconds: number; ipAddress: string | null; userAgent: string | null },
): Promise<{ id: string; expiresAt: Date }> {
  const [row] = await db('sessions')
    .insert({
      user_id: options.userId,
      expires_at: db.raw('now() + make_interval(secs => ?)', [options.ttlSeconds]),
      ip_address: options.ipAddress,
      user_agent: options.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    })
    .returning(['id', 'expires_at']);
  return { id: row.id, expiresAt: row.expires_at };
}

interface SessionRow {
  session_id: string;
  expires_at: Date;
  id: string;
  role: Role;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ACTIVE_SESSIONS_SQL = `select s.id as session_id, s.expires_at, u.id, u.role, u.first_name, u.last_name, u.email, u.phone
       from sessions s join users u on u.id = s.user_id
      where s.id = any(?::uuid[]) and s.revoked_at is null and s.expires_at > now() and u.is_active`;

function activeSession(row: SessionRow): ActiveSession {
  return {
    id: row.session_id,
    expiresAt: row.expires_at,
    user: {
      id: row.id,
      role: row.role,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
    },
  };
}

/**
 * Every authenticated request looks its session up, so concurrent lookups share one query
 * (call-batcher.ts), sent as a prepared statement that skips planning the join each time.
 * Each lookup is still made after its request arrived: no answer is ever reused.
 */
const lookUpSessions = callBatcherPerDatabase<string, ActiveSession | null>(
  async (db, sessionIds) => {
    const result = (await preparedQuery(db, ACTIVE_SESSIONS_SQL, [[...new Set(sessionIds)]])) as {
      rows: SessionRow[];
    };
    const found = new Map(result.rows.map((row) => [row.session_id, activeSession(row)]));
    return sessionIds.map((sessionId) => found.get(sessionId) ?? null);
  },
  { maxBatch: 100, maxInFlight: 4 },
);

/**
 * The session and its user, only while the session is unrevoked and unexpired (by the
 * database clock) and the user is active: signing out, expiry and deactivation all take
 * effect on the very next request.
 */
export async function findActiveSession(db: Knex, sessionId: string): Promise<ActiveSession | null> {
  if (!UUID.test(sessionId)) return null;
  return lookUpSessions(db, sessionId.toLowerCase());
}

/** Ends one session now. Ending an already ended session changes nothing. */
export async function revokeSession(db: Knex, sessionId: string): Promise<void> {
  if (!UUID.test(sessionId)) return;
  await db('sessions')
    .where({ id: sessionId })
    .whereNull('revoked_at')
    .update({ revoked_at: db.raw('now()') });
}

/** Ends every session of a user (deactivation, password change). */
export async function revokeUserSessions(db: Knex, userId: string): Promise<number> {
  return db('sessions')
    .where({ user_id: userId })
    .whereNull('revoked_at')
    .update({ revoked_at: db.raw('now()') });
}

/** Sessions currently usable (the admin dashboard's "Active Sessions"). */
export async function countActiveSessions(db: Knex): Promise<number> {
  const row = await db('sessions')
    .whereNull('revoked_at')
    .where('expires_at', '>', db.raw('now()'))
    .count<{ count: string }[]>('* as count')
    .first();
  return Number(row?.count ?? 0);
}

export async function pruneSessions(db: Knex): Promise<void> {
  await db('sessions')
    .where('expires_at', '<', db.raw('now() - make_interval(days => ?)', [KEEP_ENDED_SESSIONS_DAYS]))
    .delete();
}

/** An active user in the shape sessions carry (API key owners act as this user). */
export async function findActiveUser(db: Knex, userId: string): Promise<SessionUser | null> {
  if (!UUID.test(userId)) return null;
  const row = await db('users')
    .where({ id: userId, is_active: true })
    .first('id', 'role', 'first_name', 'last_name', 'email', 'phone');
  if (!row) return null;
  return {
    id: row.id,
    role: row.role,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
  };
}
