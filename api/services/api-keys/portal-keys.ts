import type { Static } from 'typebox';
import type { PortalPermission } from '../../../domain/enums.ts';
import { API_KEY_MESSAGES as M } from '../../../domain/messages/api-keys.ts';
import { detail, validationError } from '../../errors.ts';
import type { ManagedApiKey } from '../../repositories/api-keys-repository.ts';
import type { Store } from '../../repositories/store.ts';
import type { CreatePortalKeySchema, DeveloperKeySchema } from '../../schemas/developer.ts';
import { apiKeyDisplayPrefix, generateApiKey, hashApiKey } from './api-key-format.ts';
import { createWithinKeyCap } from './key-cap.ts';
import type { ApiScope } from './scopes.ts';

export const PORTAL_PERMISSION_SCOPES: Record<PortalPermission, ApiScope[]> = {
  'read:accounts': ['accounts:read'],
  'read:transactions': ['transactions:read'],
  // Initiating payments covers card-less rails too: mobile money charges and GIMAC transfers.
  'write:payments': ['payments:initiate', 'mobile_money:write'],
};

/** A key as the portal shows it. */
export type DeveloperKey = Static<typeof DeveloperKeySchema>;
export type PortalKeyInput = Static<typeof CreatePortalKeySchema>;

function toDeveloperKey(key: ManagedApiKey): DeveloperKey {
  return {
    id: key.id,
    name: key.name,
    environment: key.environment,
    keyPrefix: key.keyPrefix,
    scopes: key.scopes,
    isActive: key.isActive,
    expiresAt: key.expiresAt?.toISOString() ?? null,
    usageCount: key.usageCount,
    lastUsed: key.lastUsedAt?.toISOString() ?? null,
    createdAt: key.createdAt.toISOString(),
  };
}

/**
 * Newest first, deleted and rotated keys included (each says so: `isActive`, `expiresAt`); the
 * full key is never available after creation.
 */
export async function listDeveloperKeys(store: Store, userId: string): Promise<DeveloperKey[]> {
  const keys = await store.apiKeys.listManagedOfUser(userId);
  return keys.map(toDeveloperKey);
}

export async function createPortalKey(
  store: Store,
  userId: string,
  input: PortalKeyInput,
): Promise<DeveloperKey & { key: string }> {
  const name = input.name.trim();
  if (name === '') throw validationError([detail('name', M.nameRequired)]);
  const scopes = [...new Set(input.permissions.flatMap((permission) => PORTAL_PERMISSION_SCOPES[permission]))];
  const key = generateApiKey('sandbox');

  return createWithinKeyCap(store, userId, async (keys) => {
    const created = await keys.createManaged({
      userId,
      name,
      environment: 'sandbox',
      keyPrefix: apiKeyDisplayPrefix(key),
      keyHash: hashApiKey(key),
      scopes,
    });
    return { ...toDeveloperKey(created), key };
  });
}
