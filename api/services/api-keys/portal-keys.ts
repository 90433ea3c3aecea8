import type { Knex } from 'knex';
import { AppError, detail, fill, validationError } from '../../errors.ts';
import { apiKeyDisplayPrefix, generateApiKey, hashApiKey } from './api-key-format.ts';
import { API_KEY_MESSAGES as M } from './messages.ts';
import type { ApiScope } from './scopes.ts';

/**
 * Keys created from the developer portal's dialog (spec 001 §2.3, §6): sandbox keys with the
 * portal's three permissions, each mapped onto the API scopes it grants. Production keys
 * need an approved institution and are not handed out here.
 */
export const PORTAL_PERMISSIONS = ['read:accounts', 'read:transactions', 'write:payments'] as const;
export type PortalPermission = (typeof PORTAL_PERMISSIONS)[number];

export const PORTAL_PERMISSION_SCOPES: Record<PortalPermission, ApiScope[]> = {
  'read:accounts': ['accounts:read'],
  'read:transactions': ['transactions:read'],
  // Initiating payments covers card-less rails too: mobile money charges and GIMAC transfers.
  'write:payments': ['payments:initiate', 'mobile_money:write'],
};

/** A developer rarely needs more; a cap stops a script from filling the table. */
export const MAX_ACTIVE_KEYS_PER_DEVELOPER = 20;

export interface DeveloperKey {
  id: string;
  name: string;
  environment: 'sandbox' | 'production';
  keyPrefix: string;
  scopes: ApiScope[];
  isActive: boolean;
  usageCount: number;
  lastUsed: string | null;
  createdAt: string;
}

interface ApiKeyRow {
  id: string;
  name: string;
  environment: 'sandbox' | 'production';
  key_prefix: string;
  scopes: ApiScope[];
  is_active: boolean;
  usage_count: string | number;
  last_used_at: Date | null;
  created_at: Date;
}

const COLUMNS = [
  'id',
  'name',
  'environment',
  'key_prefix',
  'scopes',
  'is_active',
  'usage_count',
  'last_used_at',
  'created_at',
];

function toDeveloperKey(row: ApiKeyRow): DeveloperKey {
  return {
    id: row.id,
    name: row.name,
    environment: row.environment,
    keyPrefix: row.key_prefix,
    scopes: row.scopes,
    isActive: row.is_active,
    usageCount: Number(row.usage_count),
    lastUsed: row.last_used_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

/** Newest first; the full key is never available after creation. */
export async function listDeveloperKeys(db: Knex, userId: string): Promise<DeveloperKey[]> {
  const rows: ApiKeyRow[] = await db('api_keys')
    .where({ user_id: userId })
    .orderBy('created_at', 'desc')
    .select(COLUMNS);
  return rows.map(toDeveloperKey);
}

export async function createPortalKey(
  db: Knex,
  userId: string,
  input: { name: string; permissions: PortalPermission[] },
): Promise<DeveloperKey & { key: string }> {
  const name = input.name.trim();
  if (name === '') throw validationError([detail('name', M.nameRequired)]);
  const scopes = [...new Set(input.permissions.flatMap((permission) => PORTAL_PERMISSION_SCOPES[permission]))];
  const key = generateApiKey('sandbox');

  return db.transaction(async (trx) => {
    // Serialises one developer's concurrent creations so the cap cannot be overshot.
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`api-keys:${userId}`]);
    const [active] = await trx('api_keys').where({ user_id: userId, is_active: true }).count({ count: '*' });
    if (Number(active?.count ?? 0) >= MAX_ACTIVE_KEYS_PER_DEVELOPER) {
      throw new AppError('unprocessable', fill(M.tooManyKeys, { max: MAX_ACTIVE_KEYS_PER_DEVELOPER }));
    }
    const [row] = await trx('api_keys')
      .insert({
        user_id: userId,
        name,
        environment: 'sandbox',
        key_prefix: apiKeyDisplayPrefix(key),
        key_hash: hashApiKey(key),
        scopes,
      })
      .returning(COLUMNS);
    return { ...toDeveloperKey(row as ApiKeyRow), key };
  });
}
