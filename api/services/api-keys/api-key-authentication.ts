import type { Knex } from 'knex';
import { AppError, fill } from '../../errors.ts';
import { type ApiKeyEnvironment, hashApiKey, isWellFormedApiKey } from './api-key-format.ts';
import { isAddressAllowed } from './ip-allow-list.ts';
import { API_KEY_MESSAGES as M } from './messages.ts';
import type { ApiScope } from './scopes.ts';
import { countAgainstLimits, type UsageCounts } from './usage-limits.ts';

/** Who is calling, once an API key has been accepted. */
export interface ApiKeyPrincipal {
  id: string;
  userId: string;
  scopes: string[];
  environment: ApiKeyEnvironment;
  /** This call's place in the key's hourly and daily windows (for X-RateLimit-* headers). */
  usage: UsageCounts;
}

interface ApiKeyRow {
  id: string;
  user_id: string;
  scopes: string[];
  environment: ApiKeyEnvironment;
  ip_whitelist: string[] | null;
  rate_limit_per_hour: number;
  rate_limit_per_day: number;
  is_active: boolean;
  expired: boolean;
}

// Bearer, as RFC 6750 asks, so clients know which credential to send.
const CHALLENGE = { 'www-authenticate': 'Bearer realm="CEMAC Open Banking API"' };

const keyRequired = () => new AppError('unauthorized', M.keyRequired, { headers: CHALLENGE });
const invalidKey = () =>
  new AppError('unauthorized', M.invalidKey, {
    headers: { 'www-authenticate': `${CHALLENGE['www-authenticate']}, error="invalid_token"` },
  });

/** The key of an `Authorization: Bearer ob_…` header; other schemes and session tokens are not ours. */
export function apiKeyFromAuthorization(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const token = match?.[1];
  return token?.startsWith('ob_') ? token : null;
}

/**
 * Accepts a key for one call: it must exist, be active and unexpired (a rotated key keeps
 * working until its grace period ends), be used from an allowed address, carry the scope and
 * be within its hourly and daily limits. Each accepted call counts towards the key's usage.
 */
export async function authenticateApiKey(
  db: Knex,
  input: { key: string | null; ip: string; scope: ApiScope },
): Promise<ApiKeyPrincipal> {
  if (!input.key) throw keyRequired();
  if (!isWellFormedApiKey(input.key)) throw invalidKey();

  const row: ApiKeyRow | undefined = await db('api_keys')
    .where({ key_hash: hashApiKey(input.key) })
    .first(
      'id',
      'user_id',
      'scopes',
      'environment',
      'ip_whitelist',
      'rate_limit_per_hour',
      'rate_limit_per_day',
      'is_active',
      db.raw('(expires_at is not null and expires_at <= now()) as expired'),
    );
  if (!row?.is_active || row.expired) throw invalidKey();
  if (!isAddressAllowed(row.ip_whitelist, input.ip)) {
    throw new AppError('forbidden', M.ipNotAllowed);
  }
  if (!row.scopes.includes(input.scope)) {
    throw new AppError('forbidden', fill(M.scopeMissing, { scope: input.scope }));
  }

  const usage = await countAgainstLimits(db, {
    id: row.id,
    rateLimitPerHour: row.rate_limit_per_hour,
    rateLimitPerDay: row.rate_limit_per_day,
  });
  await db('api_keys')
    .where({ id: row.id })
    .update({ usage_count: db.raw('usage_count + 1'), last_used_at: db.fn.now() });
  return { id: row.id, userId: row.user_id, scopes: row.scopes, environment: row.environment, usage };
}
