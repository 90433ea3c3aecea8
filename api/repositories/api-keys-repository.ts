import type { Knex } from 'knex';
import type { ApiKeyEnvironment, ApiScope } from '../../domain/enums.ts';
import { DOUALA_MONTH_SQL } from './institutions-repository.ts';

/** An `api_keys` row as PostgreSQL returns it (bigint as string). */
export interface ApiKeyRow {
  id: string;
  user_id: string;
  name: string;
  environment: ApiKeyEnvironment;
  key_prefix: string;
  key_hash: string;
  scopes: ApiScope[];
  rate_limit_per_hour: number;
  rate_limit_per_day: number;
  ip_whitelist: string[] | null;
  usage_count: string | number;
  last_used_at: Date | null;
  is_active: boolean;
  expires_at: Date | null;
  created_at: Date;
}

/** A developer's key as the portal lists it (never its hash). */
export interface ApiKey {
  id: string;
  name: string;
  environment: ApiKeyEnvironment;
  keyPrefix: string;
  scopes: ApiScope[];
  isActive: boolean;
  usageCount: number;
  lastUsedAt: Date | null;
  createdAt: Date;
}

/** What authenticating a call needs to know of its key. */
export interface KeyCredentials {
  id: string;
  userId: string;
  scopes: ApiScope[];
  environment: ApiKeyEnvironment;
  ipWhitelist: string[] | null;
  rateLimitPerHour: number;
  rateLimitPerDay: number;
  /** The key is active and so is its owner: a suspended user's keys stop with them. */
  isActive: boolean;
  /** Past its rotation grace (`expires_at`), by the database clock. */
  expired: boolean;
  /** The institution the key's owner belongs to: its monthly quota and this month's stored calls. */
  institution: { id: string; quota: number; usedThisMonth: number } | null;
}

export interface NewApiKey {
  userId: string;
  name: string;
  environment: ApiKeyEnvironment;
  keyPrefix: string;
  keyHash: string;
  scopes: ApiScope[];
  /** Column defaults (1000, 10000, every address) when left out. */
  rateLimitPerHour?: number;
  rateLimitPerDay?: number;
  ipWhitelist?: string[] | null;
}

/** A key as API management shows it: the portal's view plus its limits and rotation grace. */
export interface ManagedApiKey extends ApiKey {
  rateLimitPerHour: number;
  rateLimitPerDay: number;
  ipWhitelist: string[] | null;
  expiresAt: Date | null;
}

/**
 * A key of an institution's member as the institution's own view lists it: prefix and state,
 * never the hash; `expired` by the database clock.
 */
export interface InstitutionApiKey {
  id: string;
  name: string;
  environment: ApiKeyEnvironment;
  keyPrefix: string;
  isActive: boolean;
  expiresAt: Date | null;
  expired: boolean;
  lastUsedAt: Date | null;
  createdAt: Date;
  ownerName: string;
}

const LISTED_COLUMNS = [
  'id',
  'name',
  'environment',
  'key_prefix',
  'scopes',
  'is_active',
  'usage_count',
  'last_used_at',
  'created_at',
] as const satisfies readonly (keyof ApiKeyRow)[];

type ListedRow = Pick<ApiKeyRow, (typeof LISTED_COLUMNS)[number]>;

const MANAGED_COLUMNS = [
  ...LISTED_COLUMNS,
  'rate_limit_per_hour',
  'rate_limit_per_day',
  'ip_whitelist',
  'expires_at',
] as const satisfies readonly (keyof ApiKeyRow)[];

type ManagedRow = Pick<ApiKeyRow, (typeof MANAGED_COLUMNS)[number]>;

function toApiKey(row: ListedRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    environment: row.environment,
    keyPrefix: row.key_prefix,
    scopes: row.scopes,
    isActive: row.is_active,
    usageCount: Number(row.usage_count),
    lastUsedAt: row.last_used_at,
    createdAt: row.created_at,
  };
}

function toManagedApiKey(row: ManagedRow): ManagedApiKey {
  return {
    ...toApiKey(row),
    rateLimitPerHour: row.rate_limit_per_hour,
    rateLimitPerDay: row.rate_limit_per_day,
    ipWhitelist: row.ip_whitelist,
    expiresAt: row.expires_at,
  };
}

type CredentialsRow = Pick<
  ApiKeyRow,
  | 'id'
  | 'user_id'
  | 'scopes'
  | 'environment'
  | 'ip_whitelist'
  | 'rate_limit_per_hour'
  | 'rate_limit_per_day'
  | 'is_active'
> & {
  expired: boolean;
  institution_id: string | null;
  api_quota_limit: string | null;
  used_this_month: string | null;
};

const FIND_CREDENTIALS_SQL = `select k.id, k.user_id, k.scopes, k.environment, k.ip_whitelist, k.rate_limit_per_hour,
            k.rate_limit_per_day,
            -- A live key also needs its owner's institution approved and active at every call, not
            -- only when the key was made: suspending an institution stops its production keys.
            (k.is_active and o.is_active
              and (k.environment <> 'production' or coalesce(i.is_approved and i.is_active, false))) as is_active, (k.expires_at is not null and k.expires_at <= now()) as expired,
            i.id as institution_id, i.api_quota_limit, coalesce(u.calls, 0) as used_this_month
       from api_keys k
       join users o on o.id = k.user_id
       left join institution_members m on m.user_id = k.user_id
       left join institutions i on i.id = m.institution_id
       left join institution_api_usage u on u.institution_id = i.id and u.month = ${DOUALA_MONTH_SQL}
      where k.key_hash = ?`;

/**
 * Developer API keys. Authentication runs on every API-key call and keeps its tuned statement
 * (one indexed lookup); usage is written in batches by `api-key-usage-repository.ts`.
 */
export function createApiKeysRepository(db: Knex) {
  return {
    /**
     * The key, and the institution its owner belongs to with its monthly quota and this Douala
     * month's stored usage: one indexed statement, so the quota adds no round trip.
     */
    async findCredentialsByHash(keyHash: string): Promise<KeyCredentials | null> {
      const result = await db.raw<{ rows: CredentialsRow[] }>(FIND_CREDENTIALS_SQL, [keyHash]);
      const row = result.rows[0];
      if (!row) return null;
      return {
        id: row.id,
        userId: row.user_id,
        scopes: row.scopes,
        environment: row.environment,
        ipWhitelist: row.ip_whitelist,
        rateLimitPerHour: row.rate_limit_per_hour,
        rateLimitPerDay: row.rate_limit_per_day,
        isActive: row.is_active,
        expired: row.expired,
        institution: row.institution_id
          ? {
              id: row.institution_id,
              quota: Number(row.api_quota_limit),
              usedThisMonth: Number(row.used_this_month),
            }
          : null,
      };
    },

    /** Counts one call in the key's hourly and daily windows (refused calls count too). */
    /** Until the transaction ends, no other transaction creates keys for this user. */
    async lockOwner(userId: string): Promise<void> {
      await db.raw('select pg_advisory_xact_lock(hashtext(?))', [`api-keys:${userId}`]);
    },

    async countActiveOfUser(userId: string): Promise<number> {
      const [active] = await db('api_keys').where({ user_id: userId, is_active: true }).count({ count: '*' });
      return Number(active?.count ?? 0);
    },

    async create(key: NewApiKey): Promise<ApiKey> {
      return this.createManaged(key);
    },

    async createManaged(key: NewApiKey): Promise<ManagedApiKey> {
      const [row] = (await db('api_keys')
        .insert({
          user_id: key.userId,
          name: key.name,
          environment: key.environment,
          key_prefix: key.keyPrefix,
          key_hash: key.keyHash,
          scopes: key.scopes,
          ...(key.rateLimitPerHour === undefined ? {} : { rate_limit_per_hour: key.rateLimitPerHour }),
          ...(key.rateLimitPerDay === undefined ? {} : { rate_limit_per_day: key.rateLimitPerDay }),
          ...(key.ipWhitelist === undefined ? {} : { ip_whitelist: key.ipWhitelist }),
        })
        .returning(MANAGED_COLUMNS)) as ManagedRow[];
      if (!row) throw new Error('api key was not created');
      return toManagedApiKey(row);
    },

    /** Newest first, with limits and rotation grace. */
    async listManagedOfUser(userId: string): Promise<ManagedApiKey[]> {
      const rows: ManagedRow[] = await db('api_keys')
        .where({ user_id: userId })
        .orderBy('created_at', 'desc')
        .select(MANAGED_COLUMNS);
      return rows.map(toManagedApiKey);
    },

    /** The key if `userId` owns it (someone else's key is as good as missing); locked for update. */
    async findOwnedForUpdate(userId: string, keyId: string): Promise<ManagedApiKey | null> {
      const row: ManagedRow | undefined = await db('api_keys')
        .where({ id: keyId, user_id: userId })
        .forUpdate()
        .first(MANAGED_COLUMNS);
      return row ? toManagedApiKey(row) : null;
    },

    /** Ends a rotated key's life at `now() + grace`, unless it already ends sooner. */
    async expireWithin(keyId: string, grace: string): Promise<ManagedApiKey> {
      const [row] = (await db('api_keys')
        .where({ id: keyId })
        .update({
          expires_at: db.raw(`least(coalesce(expires_at, 'infinity'), now() + ?::interval)`, [grace]),
        })
        .returning(MANAGED_COLUMNS)) as ManagedRow[];
      if (!row) throw new Error('api key vanished while rotating');
      return toManagedApiKey(row);
    },

    async deactivate(keyId: string): Promise<void> {
      await db('api_keys').where({ id: keyId }).update({ is_active: false });
    },

    /** Every key of the institution's members, newest first. */
    async listOfInstitution(institutionId: string): Promise<InstitutionApiKey[]> {
      const rows: {
        id: string;
        name: string;
        environment: ApiKeyEnvironment;
        key_prefix: string;
        is_active: boolean;
        expires_at: Date | null;
        expired: boolean;
        last_used_at: Date | null;
        created_at: Date;
        owner_name: string;
      }[] = await db('api_keys as k')
        .join('institution_members as m', 'm.user_id', 'k.user_id')
        .join('users as o', 'o.id', 'k.user_id')
        .where('m.institution_id', institutionId)
        .orderBy('k.created_at', 'desc')
        .select(
          'k.id',
          'k.name',
          'k.environment',
          'k.key_prefix',
          'k.is_active',
          'k.expires_at',
          db.raw('(k.expires_at is not null and k.expires_at <= now()) as expired'),
          'k.last_used_at',
          'k.created_at',
          db.raw(`o.first_name || ' ' || o.last_name as owner_name`),
        );
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        environment: row.environment,
        keyPrefix: row.key_prefix,
        isActive: row.is_active,
        expiresAt: row.expires_at,
        expired: row.expired,
        lastUsedAt: row.last_used_at,
        createdAt: row.created_at,
        ownerName: row.owner_name,
      }));
    },

    /** Distinct people holding at least one usable (active, unexpired) key. */
    async countKeyHolders(): Promise<number> {
      const row = await db('api_keys')
        .where({ is_active: true })
        .andWhere((query) => query.whereNull('expires_at').orWhere('expires_at', '>', db.fn.now()))
        .countDistinct<{ count: string }[]>({ count: 'user_id' })
        .first();
      return Number(row?.count ?? 0);
    },
  };
}

export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;
