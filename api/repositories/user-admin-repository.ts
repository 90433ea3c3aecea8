import type { Knex } from 'knex';
import type { Role } from '../../domain/enums.ts';
import { normalizePhone, TYPED_PHONE } from '../../domain/phone.ts';
import type { User } from '../models/user.ts';
import { doualaDayEnd, doualaDayStart } from './douala-day-bounds.ts';
import { containsPattern } from './like-pattern.ts';

interface ManagedUserRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  role: Role;
  is_active: boolean;
  is_verified: boolean;
  last_login_at: Date | null;
  created_at: Date;
}

/** A user as the back office manages them (both portals' shapes are made from this): no hashes, no account type. */
export type ManagedUser = Omit<User, 'accountType' | 'passwordHash' | 'pinHash' | 'secretWordHash' | 'updatedAt'>;

export interface UserFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  role: Role;
  isActive: boolean;
}

export interface UserFilters {
  q?: string | undefined;
  status?: 'all' | 'active' | 'inactive' | 'verified' | undefined;
  role?: Role | undefined;
  /** Accounts created from this Douala day (YYYY-MM-DD) through `createdTo`, both included. */
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
  limit: number;
}

const COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'role',
  'is_active',
  'is_verified',
  'last_login_at',
  'created_at',
] as const;

function toManagedUser(row: ManagedUserRow): ManagedUser {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    isActive: row.is_active,
    isVerified: row.is_verified,
    lastLoginAt: row.last_login_at,
    createdAt: row.created_at,
  };
}

/** Midnight of today in Africa/Douala, by the database clock. */
const DOUALA_TODAY_SQL = `(date_trunc('day', now() at time zone 'Africa/Douala') at time zone 'Africa/Douala')`;

/**
 * Users as staff manage them (issue 15): lists, figures, status changes, staff-created
 * accounts and their one-time set-up tokens (only the token's SHA-256 is stored).
 */
export function createUserAdminRepository(db: Knex) {
  const filtered = (filters: UserFilters) => {
    const query = db('users');
    const q = filters.q?.trim();
    if (q) {
      const digits = normalizePhone(q, TYPED_PHONE);
      query.where((inner) => {
        inner
          .whereILike('email', containsPattern(q))
          .orWhereRaw(`(first_name || ' ' || last_name) ilike ?`, [containsPattern(q)]);
        if (/^\d+$/.test(digits)) inner.orWhere('phone', 'like', containsPattern(digits));
      });
    }
    if (filters.status === 'active') query.where('is_active', true);
    if (filters.status === 'inactive') query.where('is_active', false);
    if (filters.status === 'verified') query.where('is_verified', true);
    if (filters.role) query.where('role', filters.role);
    if (filters.createdFrom) query.where('created_at', '>=', doualaDayStart(db, filters.createdFrom));
    if (filters.createdTo) query.where('created_at', '<', doualaDayEnd(db, filters.createdTo));
    return query;
  };

  return {
    /** Newest account first. */
    async list(filters: UserFilters): Promise<{ rows: ManagedUser[]; total: number }> {
      const [rows, count] = await Promise.all([
        filtered(filters).orderBy('created_at', 'desc').limit(filters.limit).select<ManagedUserRow[]>(COLUMNS),
        filtered(filters).count<{ count: string }[]>({ count: '*' }).first(),
      ]);
      return { rows: rows.map(toManagedUser), total: Number(count?.count ?? 0) };
    },

    async stats() {
      const row = (await db('users')
        .select(
          db.raw('count(*) as total'),
          db.raw('count(*) filter (where is_active) as active'),
          db.raw('count(*) filter (where is_verified) as verified'),
          db.raw(`count(*) filter (where created_at >= ${DOUALA_TODAY_SQL}) as today`),
          db.raw(`count(*) filter (where role = 'customer') as customer`),
          db.raw(`count(*) filter (where role = 'ops') as ops`),
          db.raw(`count(*) filter (where role = 'auditor') as auditor`),
          db.raw(`count(*) filter (where role = 'admin') as admin`),
        )
        .first()) as Record<string, string>;
      const n = (key: string) => Number(row?.[key] ?? 0);
      return {
        total: n('total'),
        active: n('active'),
        verified: n('verified'),
        today: n('today'),
        byRole: { customer: n('customer'), ops: n('ops'), auditor: n('auditor'), admin: n('admin') },
      };
    },

    /** The named users, locked for the status change's transaction. */
    async lockMany(ids: readonly string[]): Promise<ManagedUser[]> {
      const rows: ManagedUserRow[] = await db('users').whereIn('id', ids).forUpdate().select(COLUMNS);
      return rows.map(toManagedUser);
    },

    async findMany(ids: readonly string[]): Promise<ManagedUser[]> {
      if (ids.length === 0) return [];
      const rows: ManagedUserRow[] = await db('users').whereIn('id', ids).orderBy('created_at', 'desc').select(COLUMNS);
      return rows.map(toManagedUser);
    },

    async setActive(ids: readonly string[], isActive: boolean): Promise<void> {
      await db('users').whereIn('id', ids).update({ is_active: isActive });
    },

    /** Inserts a staff-made account whose password cannot match anything until set-up. */
    async create(fields: UserFields, unusablePasswordHash: string): Promise<ManagedUser> {
      const [row] = (await db('users')
        .insert({
          first_name: fields.firstName,
          last_name: fields.lastName,
          email: fields.email,
          phone: fields.phone,
          role: fields.role,
          is_active: fields.isActive,
          password_hash: unusablePasswordHash,
        })
        .returning(COLUMNS)) as ManagedUserRow[];
      if (!row) throw new Error('user was not created');
      return toManagedUser(row);
    },

    async update(id: string, fields: UserFields): Promise<ManagedUser | null> {
      const [row] = (await db('users')
        .where({ id })
        .update({
          first_name: fields.firstName,
          last_name: fields.lastName,
          email: fields.email,
          phone: fields.phone,
          role: fields.role,
          is_active: fields.isActive,
        })
        .returning(COLUMNS)) as ManagedUserRow[];
      return row ? toManagedUser(row) : null;
    },

    /** Whether another user holds this e-mail (any case) or phone. */
    async contactTakenByOther(contact: { email: string; phone: string | null }, exceptId: string | null) {
      const others = () => {
        const query = db('users');
        if (exceptId) query.whereNot('id', exceptId);
        return query;
      };
      const email = await others().whereRaw('lower(email) = ?', [contact.email]).first('id');
      const phone = contact.phone ? await others().where('phone', contact.phone).first('id') : undefined;
      return { email: email !== undefined, phone: phone !== undefined };
    },

    /** A new set-up token for the user; every earlier unused one stops working. */
    async issueSetupToken(userId: string, tokenHash: string, createdBy: string, hours: number): Promise<Date> {
      await db('account_setup_tokens').where({ user_id: userId }).whereNull('used_at').update({ used_at: db.fn.now() });
      const [row] = (await db('account_setup_tokens')
        .insert({
          user_id: userId,
          token_hash: tokenHash,
          created_by: createdBy,
          expires_at: db.raw('now() + make_interval(hours => ?)', [hours]),
        })
        .returning(['expires_at'])) as { expires_at: Date }[];
      if (!row) throw new Error('set-up token was not stored');
      return row.expires_at;
    },

    /** The unused token and its user, locked; `expired` by the database clock. */
    async findSetupToken(tokenHash: string, options: { lock: boolean }) {
      const query = db('account_setup_tokens as t')
        .join('users as u', 'u.id', 't.user_id')
        .where('t.token_hash', tokenHash)
        .whereNull('t.used_at')
        .first(
          't.id',
          't.user_id',
          't.expires_at',
          db.raw('t.expires_at <= now() as expired'),
          'u.first_name',
          'u.last_name',
          'u.email',
          'u.role',
        );
      if (options.lock) query.forUpdate();
      const row = (await query) as
        | {
            id: string;
            user_id: string;
            expires_at: Date;
            expired: boolean;
            first_name: string;
            last_name: string;
            email: string | null;
            role: Role;
          }
        | undefined;
      return row
        ? {
            id: row.id,
            userId: row.user_id,
            expiresAt: row.expires_at,
            expired: row.expired,
            firstName: row.first_name,
            lastName: row.last_name,
            email: row.email,
            role: row.role,
          }
        : null;
    },

    async completeSetup(tokenId: string, userId: string, hashes: { password: string; pin: string }): Promise<void> {
      await db('account_setup_tokens').where({ id: tokenId }).update({ used_at: db.fn.now() });
      await db('users').where({ id: userId }).update({ password_hash: hashes.password, pin_hash: hashes.pin });
    },
  };
}

export type UserAdminRepository = ReturnType<typeof createUserAdminRepository>;
