import type { ProviderAdapters } from '../../providers/index.ts';
import { PROVIDER_CODES, PROVIDER_NAMES, type ProviderCode } from '../transactions/providers.ts';

export interface ProviderHealthView {
  provider: ProviderCode;
  name: string;
  status: 'up' | 'degraded' | 'down';
  environment: string;
  message: string;
  services: string[];
  service_codes: string[];
  latency_ms: number;
  checked_at: string;
}

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
