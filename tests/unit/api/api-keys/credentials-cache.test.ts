import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KeyCredentials } from '../../../../api/repositories/api-keys-repository.ts';
import type { Store } from '../../../../api/repositories/store.ts';
import { credentialsCache } from '../../../../api/services/api-keys/credentials-cache.ts';
import { doualaMonth } from '../../../../api/services/institutions/monthly-quota.ts';

const credentials = (isActive: boolean, usedThisMonth = 0): KeyCredentials => ({
  id: 'key-1',
  userId: 'user-1',
  scopes: ['accounts:read'],
  environment: 'production',
  ipWhitelist: null,
  rateLimitPerHour: 1000,
  rateLimitPerDay: 10000,
  isActive,
  expired: false,
  institution: { id: 'bank-1', quota: 100, usedThisMonth },
});

/** A store whose key lookups wait until `answer()` is called, counting them. */
function slowStore() {
  let row = credentials(true);
  const waiting: (() => void)[] = [];
  const lookups = vi.fn(
    () =>
      new Promise<KeyCredentials>((resolve) => {
        const answered = structuredClone(row);
        waiting.push(() => resolve(answered));
      }),
  );
  return {
    store: { apiKeys: { findCredentialsByHash: lookups } } as unknown as Store,
    lookups,
    set(next: KeyCredentials) {
      row = next;
    },
    async answer() {
      for (const resolve of waiting.splice(0)) resolve();
      await Promise.resolve();
      await Promise.resolve();
    },
  };
}

describe('API key credentials cache', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-12-02T10:00:00Z'), toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('shares one read between the calls that find no entry', async () => {
    const db = slowStore();
    const cache = credentialsCache(db.store);
    const calls = Promise.all([cache.find('h'), cache.find('h'), cache.find('h')]);
    await db.answer();
    expect((await calls).map((found) => found?.isActive)).toEqual([true, true, true]);
    expect(db.lookups).toHaveBeenCalledTimes(1);
  });

  it('past 1 s reads the key again behind the calls, and never uses a read older than 2 s', async () => {
    const db = slowStore();
    const cache = credentialsCache(db.store);
    const first = cache.find('h');
    await db.answer();
    await first;
    db.set(credentials(false));
    vi.advanceTimersByTime(1200);
    // Answered at once from the entry read 1.2 s ago; a new read starts behind it.
    expect((await cache.find('h'))?.isActive).toBe(true);
    expect(db.lookups).toHaveBeenCalledTimes(2);
    // That read is slow: at 2 s the old entry is no longer used, the call waits for the read.
    vi.advanceTimersByTime(900);
    let settled = false;
    const late = cache.find('h').then((found) => {
      settled = true;
      return found;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await db.answer();
    expect((await late)?.isActive).toBe(false);
  });

  it('does not keep a read that was in flight when the key was evicted', async () => {
    const db = slowStore();
    const cache = credentialsCache(db.store);
    const inFlight = cache.find('h');
    cache.evict('key-1');
    await db.answer();
    await inFlight;
    const again = cache.find('h');
    await db.answer();
    await again;
    expect(db.lookups).toHaveBeenCalledTimes(2);
  });

  it('adds the institution usage this process wrote to the keys it keeps', async () => {
    const db = slowStore();
    db.set(credentials(true, 40));
    const cache = credentialsCache(db.store);
    const first = cache.find('h');
    await db.answer();
    await first;
    cache.usageWritten([{ institutionId: 'bank-1', month: doualaMonth(), calls: 7 }]);
    expect((await cache.find('h'))?.institution?.usedThisMonth).toBe(47);
    expect(db.lookups).toHaveBeenCalledTimes(1);
  });
});
