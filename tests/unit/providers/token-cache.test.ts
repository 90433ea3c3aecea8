import { describe, expect, it } from 'vitest';
import { refreshMarginMs, TokenCache, type TokenFetch } from '../../../api/providers/shared/token-cache.ts';

function fakeProvider(expiresInSeconds: number) {
  let issued = 0;
  const fetchToken: TokenFetch = async () => {
    issued += 1;
    return { ok: true, token: `token-${issued}`, expiresInSeconds };
  };
  return { fetchToken, issued: () => issued };
}

describe('TokenCache', () => {
  it('keeps a token until a margin before its expiry', async () => {
    let now = 0;
    const provider = fakeProvider(3600);
    const cache = new TokenCache(provider.fetchToken, () => now);
    expect(await cache.get()).toEqual({ ok: true, token: 'token-1' });
    now = 3540_000 - 1;
    expect(await cache.get()).toEqual({ ok: true, token: 'token-1' });
    now = 3540_000;
    expect(await cache.get()).toEqual({ ok: true, token: 'token-2' });
    expect(provider.issued()).toBe(2);
  });

  it('asks once for concurrent callers', async () => {
    const provider = fakeProvider(3600);
    const cache = new TokenCache(provider.fetchToken);
    const tokens = await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(new Set(tokens.map((token) => ('ok' in token ? token.token : '')))).toEqual(new Set(['token-1']));
    expect(provider.issued()).toBe(1);
  });

  it('forgets an invalidated token, but not a newer one', async () => {
    const provider = fakeProvider(3600);
    const cache = new TokenCache(provider.fetchToken);
    await cache.get();
    cache.invalidate('token-1');
    expect(await cache.get()).toEqual({ ok: true, token: 'token-2' });
    cache.invalidate('token-1');
    expect(await cache.get()).toEqual({ ok: true, token: 'token-2' });
  });

  it('passes failures through and tries again next time', async () => {
    let fail = true;
    const cache = new TokenCache(async () =>
      fail
        ? { kind: 'transient', problem: 'server_error', message: 'down' }
        : { ok: true, token: 'late', expiresInSeconds: 60 },
    );
    expect(await cache.get()).toMatchObject({ kind: 'transient', problem: 'server_error' });
    fail = false;
    expect(await cache.get()).toEqual({ ok: true, token: 'late' });
  });

  it('renews a tenth of the lifetime early, at most a minute', () => {
    expect(refreshMarginMs(3600)).toBe(60_000);
    expect(refreshMarginMs(100)).toBe(10_000);
    expect(refreshMarginMs(1)).toBe(100);
  });
});
