import type { KeyCredentials } from '../../repositories/api-keys-repository.ts';
import type { Store } from '../../repositories/store.ts';
import { doualaMonth } from '../institutions/monthly-quota.ts';

/** How long a process trusts what it read of a key: the bound on a change reaching another process. */
export const CREDENTIALS_CACHE_MS = 2000;

/** Keys this process has read, so a key's calls do not each look it up. */
export interface CredentialsCache {
  find(keyHash: string): Promise<KeyCredentials | null>;
  /** A key changed here (deactivated): forget it at once. */
  evict(keyId: string): void;
  /** A user was suspended here: forget their keys, so the next call reads them (refused) again. */
  evictUser(userId: string): void;
  /** These institutions changed here (suspended, quota changed): their members' keys are read again. */
  evictInstitutions(institutionIds: ReadonlySet<string>): void;
  /**
   * This process just wrote these calls to `institution_api_usage`: the stored usage its kept
   * keys carry is raised by them, so a quota never misses them between the write and the next
   * read (other processes' calls arrive with that read, within 2 s).
   */
  usageWritten(written: readonly { institutionId: string; month: string; calls: number }[]): void;
  /** Forget every key (tests standing in for time passing). */
  clear(): void;
}

/** Past this age a kept key is read again behind the calls that still use it (refresh ahead). */
export const CREDENTIALS_REFRESH_AFTER_MS = CREDENTIALS_CACHE_MS / 2;

/**
 * Every API-key call needs its key's credentials. They are read from PostgreSQL and kept
 * for 2 s: a key deactivated in this process stops at once (evicted); one changed in another
 * process (or by hand in the database) stops within 2 s. Unknown keys are never kept, so
 * guessing cannot fill the memory; at most MAX_KEYS are kept, oldest read first out.
 *
 * A key in use never makes its calls wait for that read (issue 29): past half its 2 s a kept
 * key is read again in the background while calls go on with what was read under 2 s ago, and
 * calls that find no usable entry share one read. Before, each key's entry expired every 2 s
 * and every call then in flight with that key read it on its own, waiting for a pooled
 * connection twice (the key, then the route's query): the slowest answers under load. The 2 s
 * count from when a read was sent, so nothing older than that is ever used; and a read that
 * was in flight when a key, user or institution was evicted is not kept.
 */
export function credentialsCache(store: Store, ttlMs = CREDENTIALS_CACHE_MS): CredentialsCache {
  const MAX_KEYS = 10_000;
  const keys = store.apiKeys;
  const kept = new Map<string, { credentials: KeyCredentials; readAt: number }>();
  const reading = new Map<string, Promise<KeyCredentials | null>>();
  /** Bumped by every eviction: a read that started before one does not store what it read. */
  let generation = 0;

  const read = (keyHash: string): Promise<KeyCredentials | null> => {
    const inFlight = reading.get(keyHash);
    if (inFlight) return inFlight;
    const sentAt = Date.now();
    const startedIn = generation;
    const lookup = keys
      .findCredentialsByHash(keyHash)
      .then((credentials) => {
        if (startedIn !== generation) return credentials;
        kept.delete(keyHash);
        if (credentials && ttlMs > 0) {
          if (kept.size >= MAX_KEYS) kept.delete(kept.keys().next().value as string);
          kept.set(keyHash, { credentials, readAt: sentAt });
        }
        return credentials;
      })
      .finally(() => reading.delete(keyHash));
    reading.set(keyHash, lookup);
    return lookup;
  };
  const evictWhere = (matches: (credentials: KeyCredentials) => boolean) => {
    generation += 1;
    for (const [hash, entry] of kept) if (matches(entry.credentials)) kept.delete(hash);
  };

  return {
    async find(keyHash) {
      const entry = kept.get(keyHash);
      const age = entry ? Date.now() - entry.readAt : Number.POSITIVE_INFINITY;
      if (entry && age < ttlMs) {
        // A failed background read leaves the entry to expire; the next call past 2 s reads again.
        if (age >= CREDENTIALS_REFRESH_AFTER_MS) read(keyHash).catch(() => undefined);
        return entry.credentials;
      }
      return read(keyHash);
    },
    evict(keyId) {
      evictWhere((credentials) => credentials.id === keyId);
    },
    evictUser(userId) {
      evictWhere((credentials) => credentials.userId === userId);
    },
    evictInstitutions(institutionIds) {
      if (institutionIds.size === 0) return;
      evictWhere((credentials) => !!credentials.institution && institutionIds.has(credentials.institution.id));
    },
    usageWritten(written) {
      if (written.length === 0) return;
      // A read in flight may have been answered before this write: it is not kept.
      generation += 1;
      for (const entry of kept.values()) {
        const institution = entry.credentials.institution;
        if (!institution) continue;
        const month = doualaMonth(entry.readAt);
        for (const usage of written) {
          if (usage.institutionId === institution.id && usage.month === month) institution.usedThisMonth += usage.calls;
        }
      }
    },
    clear() {
      evictWhere(() => true);
    },
  };
}
