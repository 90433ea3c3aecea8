import type { KeyCredentials } from '../../repositories/api-keys-repository.ts';
import type { Store } from '../../repositories/store.ts';

/** How long a process trusts what it read of a key: the bound on a change reaching another process. */
export const CREDENTIALS_CACHE_MS = 2000;

/** Keys this process has read, so a key's calls do not each look it up. */
export interface CredentialsCache {
  find(keyHash: string): Promise<KeyCredentials | null>;
  /** A key changed here (deactivated): forget it at once. */
  evict(keyId: string): void;
  /** A user was suspended here: forget their keys, so the next call reads them (refused) again. */
  evictUser(userId: string): void;
  /**
   * These institutions' monthly usage was just written: their members' keys are read again, so
   * the stored usage they carry includes what this process wrote (and what others did).
   */
  evictInstitutions(institutionIds: ReadonlySet<string>): void;
  /** Forget every key (tests standing in for time passing). */
  clear(): void;
}

/**
 * Every API-key call needs its key's credentials. They are read from PostgreSQL and kept
 * for 2 s: a key deactivated in this process stops at once (evicted); one changed in another
 * process (or by hand in the database) stops within 2 s. Unknown keys are never kept, so
 * guessing cannot fill the memory; at most MAX_KEYS are kept, oldest read first out.
 */
export function credentialsCache(store: Store, ttlMs = CREDENTIALS_CACHE_MS): CredentialsCache {
  const MAX_KEYS = 10_000;
  const keys = store.apiKeys;
  const kept = new Map<string, { credentials: KeyCredentials; until: number }>();
  return {
    async find(keyHash) {
      const entry = kept.get(keyHash);
      if (entry && entry.until > Date.now()) return entry.credentials;
      const credentials = await keys.findCredentialsByHash(keyHash);
      kept.delete(keyHash);
      if (credentials && ttlMs > 0) {
        if (kept.size >= MAX_KEYS) kept.delete(kept.keys().next().value as string);
        kept.set(keyHash, { credentials, until: Date.now() + ttlMs });
      }
      return credentials;
    },
    evict(keyId) {
      for (const [hash, entry] of kept) if (entry.credentials.id === keyId) kept.delete(hash);
    },
    evictUser(userId) {
      for (const [hash, entry] of kept) if (entry.credentials.userId === userId) kept.delete(hash);
    },
    evictInstitutions(institutionIds) {
      if (institutionIds.size === 0) return;
      for (const [hash, entry] of kept) {
        const institution = entry.credentials.institution;
        if (institution && institutionIds.has(institution.id)) kept.delete(hash);
      }
    },
    clear() {
      kept.clear();
    },
  };
}
