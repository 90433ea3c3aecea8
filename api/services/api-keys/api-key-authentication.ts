import type { ApiKeyEnvironment } from '../../../domain/enums.ts';
import { API_KEY_MESSAGES as M } from '../../../domain/messages/api-keys.ts';
import { fill } from '../../../domain/messages/define.ts';
import { AppError } from '../../errors.ts';
import { admitInstitutionCall, type InstitutionUsageCounter } from '../institutions/monthly-quota.ts';
import { hashApiKey, isWellFormedApiKey } from './api-key-format.ts';
import type { CredentialsCache } from './credentials-cache.ts';
import { isAddressAllowed } from './ip-allow-list.ts';
import type { KeyUsageCounter } from './key-usage-counter.ts';
import type { KeyUseRecorder } from './key-use-recorder.ts';
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
 * be within its hourly and daily limits, and within the monthly quota of the owner's institution.
 * Each accepted call counts towards the key's usage (written behind the request path).
 */
export async function authenticateApiKey(
  credentials: Pick<CredentialsCache, 'find'>,
  usage: { counter: KeyUsageCounter; uses: Pick<KeyUseRecorder, 'note'> },
  input: {
    key: string | null;
    ip: string;
    scope: ApiScope;
    /** Told which key calls once it is found usable, before the address, scope and limits say no. */
    onIdentified?: (key: { id: string; userId: string; environment: ApiKeyEnvironment }) => void;
    /** Replaces the environment's burst per second (API_KEY_BURST_PER_SECOND, load tests). */
    burstPerSecond?: number | undefined;
    /** Whether per-key limits apply now (the `api_rate_limiting` feature flag); absent: they do. */
    limitsEnforced?: (() => Promise<boolean>) | undefined;
    /** Counts calls against the owner's institution's monthly quota (app.institutionUsage). */
    institutionUsage?: InstitutionUsageCounter | undefined;
  },
): Promise<ApiKeyPrincipal> {
  if (!input.key) throw keyRequired();
  if (!isWellFormedApiKey(input.key)) throw invalidKey();

  const found = await credentials.find(hashApiKey(input.key));
  if (!found?.isActive || found.expired) throw invalidKey();
  input.onIdentified?.({ id: found.id, userId: found.userId, environment: found.environment });
  if (!isAddressAllowed(found.ipWhitelist, input.ip)) {
    throw new AppError('forbidden', M.ipNotAllowed);
  }
  if (!found.scopes.includes(input.scope)) {
    throw new AppError('forbidden', fill(M.scopeMissing, { scope: input.scope }));
  }

  const enforce = input.limitsEnforced ? await input.limitsEnforced() : true;
  const counts = await countAgainstLimits(usage.counter, found, input.burstPerSecond, enforce);
  // Members' keys share their institution's monthly quota (tiers.ts), sandbox and production alike.
  if (found.institution && input.institutionUsage) admitInstitutionCall(input.institutionUsage, found.institution);
  usage.uses.note(found.id);
  return { id: found.id, userId: found.userId, scopes: found.scopes, environment: found.environment, usage: counts };
}
