import type { Knex } from 'knex';
import type { Static } from 'typebox';
import { callBatcherPerDatabase } from '../database/call-batcher.ts';
import { preparedQuery } from '../database/prepared-query.ts';
import type { Role, User } from '../models/user.ts';
import type { CurrentUserSchema } from '../schemas/identity.ts';

/** The caller as every protected route sees it (`request.user`): the current-user answer. */
export type SessionUser = Static<typeof CurrentUserSchema>;

export interface ActiveSession {
  id: string;
  expiresAt: Date;
  user: SessionUser;
}

/** How a customer signs in: the e-mail (compared without case) or the phone they registered. */
export type UserContact = { kind: 'email'; email: string } | { kind: 'phone'; phone: string };

export interface NewCustomer {
  firstName: string;
  lastName: string;
  contact: UserContact;
  passwordHash: string;
  pinHash: string;
  secretWordHash: string;
}

export interface NewSession {
  userId: string;
  ttlSeconds: number;
  ipAddress: string | null;
  userAgent: string | null;
}

const USER_AGENT_MAX = 512;
/** Ended sessions are kept this long for the audit trail, then deleted. */
const KEEP_ENDED_SESSIONS_DAYS = 90;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface SessionUserRow {
  id: string;
  role: Role;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
}

interface ActiveSessionRow extends SessionUserRow {
  session_id: string;
  expires_at: Date;
}

interface UserRow extends SessionUserRow {
  account_type: User['accountType'];
  password_hash: string;
  pin_hash: string | null;
  secret_word_hash: string | null;
  is_active: boolean;
  is_verified: boolean;
  last_login_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

function toUser(row: UserRow): User {
  return {
    ...toSessionUser(row),
    accountType: row.account_type,
    passwordHash: row.password_hash,
    pinHash: row.pin_hash,
    secretWordHash: row.secret_word_hash,
    isActive: row.is_active,
    isVerified: row.is_verified,
    lastLoginAt: row.last_login_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** PostgreSQL's unique_violation: a taken e-mail or phone met its unique index. */
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/** The one place a users row (or a `User`) becomes the caller that sessions carry. */
export function toSessionUser(row: SessionUserRow | User): SessionUser {
  if ('firstName' in row) {
    const { id, role, firstName, lastName, email, phone } = row;
    return { id, role, firstName, lastName, email, phone };
  }
  return {
    id: row.id,
    role: row.role,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
  };
}

const ACTIVE_SESSIONS_SQL = `select s.id as session_id, s.expires_at, u.id, u.role, u.first_name, u.last_name, u.email, u.phone
       from sessions s join users u on u.id = s.user_id
      where s.id = any(?::uuid[]) and s.revoked_at is null and s.expires_at > now() and u.is_active`;

/**
 * Every authenticated request looks its session up, so concurrent lookups share one query
 * (call-batcher.ts), sent as a prepared statement that skips planning the join each time.
 * Each lookup is still made after its request arrived: no answer is ever reused.
 */
const lookUpSessions = callBatcherPerDatabase<string, ActiveSession | null>(
  async (db, sessionIds) => {
    const result = (await preparedQuery(db, ACTIVE_SESSIONS_SQL, [[...new Set(sessionIds)]])) as {
      rows: ActiveSessionRow[];
    };
    const found = new Map(
      result.rows.map((row) => [
        row.session_id,
        { id: row.session_id, expiresAt: row.expires_at, user: toSessionUser(row) },
      ]),
    );
    return sessionIds.map((sessionId) => found.get(sessionId) ?? null);
  },
  { maxBatch: 100, maxInFlight: 4 },
);

/** E-mails are unique regardless of case (the index is on lower(email)). */
const CONTACT_MATCH: Record<UserContact['kind'], string> = { email: 'lower(email) = ?', phone: 'phone = ?' };
const contactMatch = (contact: UserContact) =>
  [CONTACT_MATCH[contact.kind], [contact.kind === 'email' ? contact.email : contact.phone]] as const;

/**
 * Users (customers and staff) and their sessions. The session lookup is
 * the hottest read of the API and keeps its tuned, batched SQL; the rest are plain queries.
 */
export function createUsersRepository(db: Knex) {
  return {
    /** The account an e-mail or phone signs in to, hashes included (never leaves the server). */
    async findByContact(contact: UserContact): Promise<User | undefined> {
      const row: UserRow | undefined = await db('users')
        .whereRaw(...contactMatch(contact))
        .first();
      return row ? toUser(row) : undefined;
    },

    async isContactTaken(contact: UserContact): Promise<boolean> {
      return Boolean(
        await db('users')
          .whereRaw(...contactMatch(contact))
          .first('id'),
      );
    },

    /** Inserts a customer; null when the e-mail or phone was taken meanwhile (the unique index). */
    async createCustomer(customer: NewCustomer): Promise<SessionUser | null> {
      try {
        const [row]: SessionUserRow[] = await db('users')
          .insert({
            first_name: customer.firstName,
            last_name: customer.lastName,
            email: customer.contact.kind === 'email' ? customer.contact.email : null,
            phone: customer.contact.kind === 'phone' ? customer.contact.phone : null,
            role: 'customer',
            password_hash: customer.passwordHash,
            pin_hash: customer.pinHash,
            secret_word_hash: customer.secretWordHash,
          })
          .returning(['id', 'role', 'first_name', 'last_name', 'email', 'phone']);
        return row ? toSessionUser(row) : null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    async recordSignIn(userId: string): Promise<void> {
      await db('users').where({ id: userId }).update({ last_login_at: db.fn.now() });
    },

    /** Whether a user (active or not) exists. */
    async exists(userId: string): Promise<boolean> {
      if (!UUID.test(userId)) return false;
      return (await db('users').where({ id: userId }).first('id')) !== undefined;
    },

    /** An active user in the shape sessions carry (API key owners act as this user). */
    async findActiveUser(userId: string): Promise<SessionUser | null> {
      if (!UUID.test(userId)) return null;
      const row: SessionUserRow | undefined = await db('users')
        .where({ id: userId, is_active: true })
        .first('id', 'role', 'first_name', 'last_name', 'email', 'phone');
      return row ? toSessionUser(row) : null;
    },

    async createSession(options: NewSession): Promise<{ id: string; expiresAt: Date }> {
      const [row] = await db('sessions')
        .insert({
          user_id: options.userId,
          expires_at: db.raw('now() + make_interval(secs => ?)', [options.ttlSeconds]),
          ip_address: options.ipAddress,
          user_agent: options.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
        })
        .returning(['id', 'expires_at']);
      return { id: row.id, expiresAt: row.expires_at };
    },

    /**
     * The session and its user, only while the session is unrevoked and unexpired (by the
     * database clock) and the user is active: signing out, expiry and deactivation all take
     * effect on the very next request.
     */
    async findActiveSession(sessionId: string): Promise<ActiveSession | null> {
      if (!UUID.test(sessionId)) return null;
      return lookUpSessions(db, sessionId.toLowerCase());
    },

    /** Ends one session now. Ending an already ended session changes nothing. */
    async revokeSession(sessionId: string): Promise<void> {
      if (!UUID.test(sessionId)) return;
      await db('sessions')
        .where({ id: sessionId })
        .whereNull('revoked_at')
        .update({ revoked_at: db.raw('now()') });
    },

    /** Ends every session of a user (deactivation, password change). */
    async revokeUserSessions(userId: string): Promise<number> {
      return db('sessions')
        .where({ user_id: userId })
        .whereNull('revoked_at')
        .update({ revoked_at: db.raw('now()') });
    },

    /** Sessions currently usable (the admin dashboard's "Active Sessions"). */
    async countActiveSessions(): Promise<number> {
      const row = await db('sessions')
        .whereNull('revoked_at')
        .where('expires_at', '>', db.raw('now()'))
        .count<{ count: string }[]>('* as count')
        .first();
      return Number(row?.count ?? 0);
    },

    async pruneEndedSessions(): Promise<void> {
      await db('sessions')
        .where('expires_at', '<', db.raw('now() - make_interval(days => ?)', [KEEP_ENDED_SESSIONS_DAYS]))
        .delete();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
