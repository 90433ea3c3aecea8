import { createQuery } from '../../../lib/api/index.ts';
import type { ApiAnswer } from '../../../lib/api/schema.ts';

/** What the dashboard reads, as the server's OpenAPI document types it. */
export type ProvidersResponse = ApiAnswer<'/api/v1/mobile-money/providers'>;
/** One choice of a providers select: an operator, a GIMAC bank or mobile operator. */
export interface ProviderOption {
  code: string;
  name: string;
  country?: string;
}
export type MobileMoneyPayment = ApiAnswer<'/api/v1/mobile-money/payments'>['data'][number];
export type GimacStatus = ApiAnswer<'/api/v1/gimac/status'>;

/** Providers cached 10 minutes, payments refreshed every 30 s, GIMAC status every 60 s. */
export const PROVIDERS_CACHE_MS = 10 * 60 * 1000;
export const PAYMENTS_REFRESH_MS = 30 * 1000;
export const GIMAC_STATUS_REFRESH_MS = 60 * 1000;

export const $providers = createQuery<ProvidersResponse>(['/api/v1/mobile-money/providers'], {
  cacheTime: PROVIDERS_CACHE_MS,
});

export const $payments = createQuery<ApiAnswer<'/api/v1/mobile-money/payments'>>(['/api/v1/mobile-money/payments'], {
  refetchInterval: PAYMENTS_REFRESH_MS,
});

export const $gimacStatus = createQuery<GimacStatus>(['/api/v1/gimac/status'], {
  refetchInterval: GIMAC_STATUS_REFRESH_MS,
});
