import type { Static } from 'typebox';
import { API_KEY_MESSAGES as M } from '../../../domain/messages/api-keys.ts';
import { fill } from '../../../domain/messages/define.ts';
import { AppError, detail, validationError } from '../../errors.ts';
import type { ManagedApiKey } from '../../repositories/api-keys-repository.ts';
import type { Store } from '../../repositories/store.ts';
import type { CreateManagedKeySchema, ManagedApiKeySchema } from '../../schemas/developer.ts';
import { approvedInstitutionOf } from '../institutions/institution-access.ts';
import { apiKeyDisplayPrefix, generateApiKey, hashApiKey } from './api-key-format.ts';
import { parseAllowListEntry } from './ip-allow-list.ts';
import { createWithinKeyCap } from './key-cap.ts';

/**
 * API management's keys: any scope and environment, own limits
 * and allow-list; rotation hands out a new key and lets the old one work 7 more days;
 * deletion deactivates. A developer sees and changes only their own keys.
 */
export type ManagedKey = Static<typeof ManagedApiKeySchema>;
export type ManagedKeyInput = Static<typeof CreateManagedKeySchema>;

export const ROTATION_GRACE = '7 days';
export const DEFAULT_LIMITS = { perHour: 1000, perDay: 10000 } as const;

function toManagedKey(key: ManagedApiKey): ManagedKey {
  return {
    id: key.id,
    name: key.name,
    environment: key.environment,
    keyPrefix: key.keyPrefix,
    scopes: key.scopes,
    rateLimitPerHour: key.rateLimitPerHour,
    rateLimitPerDay: key.rateLimitPerDay,
    ipWhitelist: key.ipWhitelist,
    usageCount: key.usageCount,
    lastUsed: key.lastUsedAt?.toISOString() ?? null,
    isActive: key.isActive,
    expiresAt: key.expiresAt?.toISOString() ?? null,
    createdAt: key.createdAt.toISOString(),
  };
}

/**
 * The allow-list as stored: entries of a list or of one comma-separated entry, trimmed, empty
 * ones dropped, null when nothing is left (every address allowed). Each entry must be an IPv4
 * or IPv6 address or CIDR block (node:net decides, as at authentication).
 */
export function normalizeIpWhitelist(input: string | string[] | null | undefined): string[] | null {
  const raw = typeof input === 'string' ? input.split(',') : (input ?? []).flatMap((entry) => entry.split(','));
  const entries = [...new Set(raw.map((entry) => entry.trim()).filter((entry) => entry !== ''))];
  const invalid = entries.filter((entry) => parseAllowListEntry(entry) === null);
  if (invalid.length > 0) {
    throw validationError(invalid.map((entry) => detail('ipWhitelist', fill(M.ipWhitelistInvalid, { entry }))));
  }
  return entries.length > 0 ? entries : null;
}

export async function listManagedKeys(store: Store, userId: string): Promise<ManagedKey[]> {
  const keys = await store.apiKeys.listManagedOfUser(userId);
  return keys.map(toManagedKey);
}

export async function createManagedKey(
  store: Store,
  userId: string,
  input: ManagedKeyInput,
): Promise<ManagedKey & { key: string }> {
  const name = input.name.trim();
  if (name === '') throw validationError([detail('name', M.nameRequired)]);
  const ipWhitelist = normalizeIpWhitelist(input.ipWhitelist);
  const environment = input.environment ?? 'sandbox';
  if (environment === 'production' && !(await approvedInstitutionOf(store, userId))) {
    throw new AppError('forbidden', M.productionNeedsInstitution);
  }
  const key = generateApiKey(environment);

  return createWithinKeyCap(store, userId, async (keys) => {
    const created = await keys.createManaged({
      userId,
      name,
      environment,
      keyPrefix: apiKeyDisplayPrefix(key),
      keyHash: hashApiKey(key),
      scopes: input.scopes,
      rateLimitPerHour: input.rateLimitPerHour ?? DEFAULT_LIMITS.perHour,
      rateLimitPerDay: input.rateLimitPerDay ?? DEFAULT_LIMITS.perDay,
      ipWhitelist,
    });
    return { ...toManagedKey(created), key };
  });
}

/**
 * A new key with the old one's name, environment, scopes, limits and allow-list; the old key
 * keeps working for the grace period (or less, if it was already ending sooner). Only an
 * active key can be rotated; a production key still needs an approved institution.
 */
export async function rotateManagedKey(
  store: Store,
  userId: string,
  keyId: string,
): Promise<{ newKey: ManagedKey & { key: string }; oldKey: ManagedKey }> {
  return store.transaction(async (tx) => {
    const keys = tx.apiKeys;
    const old = await keys.findOwnedForUpdate(userId, keyId);
    if (!old?.isActive || (old.expiresAt && old.expiresAt.getTime() <= Date.now())) {
      throw new AppError('not_found', M.keyNotFound);
    }
    if (old.environment === 'production' && !(await approvedInstitutionOf(tx, userId))) {
      throw new AppError('forbidden', M.productionNeedsInstitution);
    }
    const key = generateApiKey(old.environment);
    const created = await keys.createManaged({
      userId,
      name: old.name,
      environment: old.environment,
      keyPrefix: apiKeyDisplayPrefix(key),
      keyHash: hashApiKey(key),
      scopes: old.scopes,
      rateLimitPerHour: old.rateLimitPerHour,
      rateLimitPerDay: old.rateLimitPerDay,
      ipWhitelist: old.ipWhitelist,
    });
    const expiring = await keys.expireWithin(old.id, ROTATION_GRACE);
    return { newKey: { ...toManagedKey(created), key }, oldKey: toManagedKey(expiring) };
  });
}

/** Deactivates the key at once (no grace); deleting an already inactive key changes nothing. */
export async function deactivateManagedKey(store: Store, userId: string, keyId: string): Promise<void> {
  await store.transaction(async (tx) => {
    const keys = tx.apiKeys;
    const key = await keys.findOwnedForUpdate(userId, keyId);
    if (!key) throw new AppError('not_found', M.keyNotFound);
    await keys.deactivate(key.id);
  });
}
