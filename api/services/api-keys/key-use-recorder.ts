import type { KeyUseDelta } from '../../repositories/api-key-usage-repository.ts';
import type { Store } from '../../repositories/store.ts';

/** Keeps each key's `usage_count` and `last_used_at`, written behind the request path. */
export interface KeyUseRecorder {
  /** One accepted call of the key: in memory until the next write. */
  note(keyId: string): void;
  /** Writes what was noted, in one statement (every second, at shutdown, in tests). */
  flush(): Promise<void>;
}

export function keyUseRecorder(store: Store): KeyUseRecorder {
  const usage = store.apiKeyUsage;
  let noted = new Map<string, KeyUseDelta>();
  let writing: Promise<void> = Promise.resolve();

  async function write(): Promise<void> {
    const batch = [...noted.values()];
    noted = new Map();
    try {
      await usage.recordUses(batch);
    } catch (error) {
      // Kept for the next write: the figures are late, not lost.
      for (const use of batch) {
        const later = noted.get(use.keyId);
        noted.set(use.keyId, {
          keyId: use.keyId,
          count: use.count + (later?.count ?? 0),
          lastUsedAt: later?.lastUsedAt ?? use.lastUsedAt,
        });
      }
      throw error;
    }
  }

  return {
    note(keyId) {
      const use = noted.get(keyId);
      if (use) {
        use.count += 1;
        use.lastUsedAt = new Date();
      } else noted.set(keyId, { keyId, count: 1, lastUsedAt: new Date() });
    },
    flush() {
      writing = writing.then(write, write);
      return writing;
    },
  };
}
