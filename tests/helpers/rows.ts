import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { apiKeyDisplayPrefix, generateApiKey, hashApiKey } from '../../api/services/api-keys/api-key-format.ts';
import type { ApiKeyEnvironment } from '../../domain/enums.ts';

/** Rows these tests need, written straight to the database (identity has its own issue). */
export async function insertUser(db: Knex, fields: { firstName?: string; lastName?: string } = {}): Promise<string> {
  const [row] = await db('users')
    .insert({
      first_name: fields.firstName ?? 'Amina',
      last_name: fields.lastName ?? 'Nkono',
      email: `user-${randomUUID()}@example.cm`,
      role: 'customer',
      // Never used to sign in here; any non-empty value satisfies the column.
      password_hash: 'not-a-real-hash',
    })
    .returning('id');
  return row.id;
}

export interface KeyOptions {
  environment?: ApiKeyEnvironment;
  scopes?: string[];
  ipWhitelist?: string[] | null;
  isActive?: boolean;
  /** SQL interval from now, e.g. '-1 hour' (expired) or '7 days' (rotation grace). */
  expiresIn?: string | null;
  rateLimitPerHour?: number;
  rateLimitPerDay?: number;
}

/** Creates a key the way the developer platform will: only the hash is stored. Returns the full key. */
export async function insertApiKey(
  db: Knex,
  userId: string,
  options: KeyOptions = {},
): Promise<{ id: string; key: string }> {
  const environment = options.environment ?? 'sandbox';
  const key = generateApiKey(environment);
  const [row] = await db('api_keys')
    .insert({
      user_id: userId,
      name: 'Test key',
      environment,
      key_prefix: apiKeyDisplayPrefix(key),
      key_hash: hashApiKey(key),
      scopes: options.scopes ?? ['accounts:read'],
      ip_whitelist: options.ipWhitelist ?? null,
      is_active: options.isActive ?? true,
      expires_at: options.expiresIn ? db.raw(`now() + ?::interval`, [options.expiresIn]) : null,
      ...(options.rateLimitPerHour ? { rate_limit_per_hour: options.rateLimitPerHour } : {}),
      ...(options.rateLimitPerDay ? { rate_limit_per_day: options.rateLimitPerDay } : {}),
    })
    .returning('id');
  return { id: row.id, key };
}

export async function insertInstitution(
  db: Knex,
  fields: { code: string; name?: string; approved: boolean; active: boolean },
): Promise<string> {
  const [row] = await db('institutions')
    .insert({
      institution_name: fields.name ?? `Bank ${fields.code}`,
      institution_code: fields.code,
      institution_type: 'commercial_bank',
      registration_number: `RC/DLA/2020/B/${fields.code}`,
      contact_email: `${fields.code.toLowerCase()}@example.cm`,
      contact_phone: '237233420101',
      is_approved: fields.approved,
      is_active: fields.active,
      approved_at: fields.approved ? db.fn.now() : null,
    })
    .returning('id');
  return row.id;
}
