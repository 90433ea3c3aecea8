import type { ProviderOutcome, TransientOutcome } from '../types.ts';
import { callProvider, type ProviderCallResult, type ProviderRequest } from './http.ts';
import type { TokenCache } from './token-cache.ts';

/**
 * A provider call with a bearer token from the cache. A 401 means the provider dropped the
 * token before its announced expiry (revoked, rotated, restarted): get a fresh one and try
 * once more, then report the refusal.
 */
export async function authorizedCall(
  tokens: TokenCache,
  build: (token: string) => ProviderRequest,
): Promise<ProviderCallResult> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const token = await tokens.get();
    if (!('ok' in token)) return { ok: false, failure: token };
    const result = await callProvider(build(token.token));
    if (result.ok && result.status === 401 && attempt === 0) {
      tokens.invalidate(token.token);
      continue;
    }
    return result;
  }
  // The loop always returns; this satisfies the type checker.
  return { ok: false, failure: { kind: 'transient', problem: 'authentication', message: 'Token refused' } };
}

/** Adds a provider reference to a transient failure that happened before the provider answered. */
export function withReference(failure: TransientOutcome, providerReference?: string): ProviderOutcome {
  return providerReference ? { ...failure, providerReference } : failure;
}
