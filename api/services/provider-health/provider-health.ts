import type { Static } from 'typebox';
import type { ProviderAdapters } from '../../providers/index.ts';
import type { ProviderHealthListSchema } from '../../schemas/reconciliation.ts';
import { PROVIDER_CODES, PROVIDER_NAMES } from '../transactions/providers.ts';

/** One provider's line of the health answer. */
export type ProviderHealthView = Static<typeof ProviderHealthListSchema>['data'][number];

/**
 * Each provider's live health: a real round trip through its adapter (token and a read call),
 * the three in parallel so the slowest one bounds the answer. Adapters never throw for a
 * provider's behaviour, and their calls are bounded by PROVIDER_TIMEOUT_MS.
 */
export async function providerHealth(providers: Pick<ProviderAdapters, 'get'>): Promise<ProviderHealthView[]> {
  return Promise.all(
    PROVIDER_CODES.map(async (code) => {
      const health = await providers.get(code).health();
      return {
        provider: code,
        name: PROVIDER_NAMES[code],
        status: health.status,
        environment: health.environment,
        message: health.message,
        services: health.services,
        service_codes: health.serviceCodes,
        latency_ms: Math.round(health.latencyMs),
        checked_at: health.checkedAt,
      };
    }),
  );
}
