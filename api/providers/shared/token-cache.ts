import type { TransientOutcome } from '../types.ts';

export type TokenFetch = () => Promise<{ ok: true; token: string; expiresInSeconds: number } | TransientOutcome>;

export type TokenResult = { ok: true; token: string } | TransientOutcome;

/**
 * Renew this long before the provider's expiry, so a token never dies in flight: a tenth of
 * its lifetime, at most a minute.
 */
export function refreshMarginMs(expiresInSeconds: number): number {
  return Math.min(60_000, expiresInSeconds * 100);
}

/**
 * Holds one OAuth-style access token per adapter until shortly before it expires. Concurrent
 * callers share one token request instead of each asking the provider for its own.
 */
export class TokenCache {
  #fetch: TokenFetch;
  #now: () => number;
  #current: { token: string; renewAt: number } | null = null;
  #inFlight: Promise<TokenResult> | null = null;

  constructor(fetchToken: TokenFetch, now: () => number = Date.now) {
    this.#fetch = fetchToken;
    this.#now = now;
  }

  async get(): Promise<TokenResult> {
    if (this.#current && this.#now() < this.#current.renewAt) return { ok: true, token: this.#current.token };
    this.#inFlight ??= this.#renew().finally(() => {
      this.#inFlight = null;
    });
    return this.#inFlight;
  }

  /** Forget a token the provider refused (revoked or expired early), unless already replaced. */
  invalidate(token: string): void {
    if (this.#current?.token === token) this.#current = null;
  }

  async #renew(): Promise<TokenResult> {
    const requestedAt = this.#now();
    const result = await this.#fetch();
    if (!('ok' in result)) return result;
    const lifetimeMs = result.expiresInSeconds * 1000;
    this.#current = {
      token: result.token,
      renewAt: requestedAt + lifetimeMs - refreshMarginMs(result.expiresInSeconds),
    };
    return { ok: true, token: result.token };
  }
}
