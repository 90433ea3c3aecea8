import type { Static } from 'typebox';
import type { ProviderAdapters } from '../../providers/index.ts';
import type { GimacStatusSchema } from '../../schemas/payments.ts';

/** GET /api/v1/gimac/status: a real round trip to GIMAC; the dashboard shows "online" on success. */
export async function gimacServiceStatus(providers: ProviderAdapters): Promise<Static<typeof GimacStatusSchema>> {
  const health = await providers.gimac.health();
  return {
    status: health.status === 'up' ? ('success' as const) : ('error' as const),
    environment: health.environment,
    message: health.message,
    services: health.services,
    service_codes: health.serviceCodes,
    checked_at: health.checkedAt,
  };
}
