import { createQuery } from '../../../lib/api/index.ts';

/** GET /api/v1/mobile-money/providers (payments contract). */
export interface ProviderOption {
  code: string;
  name: string;
  country?: string;
}

export interface ProvidersResponse {
  providers: ProviderOption[];
  gimac_providers: { banks: ProviderOption[]; mobile: ProviderOption[] };
}

/** One row of GET /api/v1/mobile-money/payments. */
export interface MobileMoneyPayment {
  reference: string;
  amount: number;
  currency: string;
  status: string;
  provider: string | null;
  phone: string;
  type?: string;
  customer: { name: string; email: string | null };
  created_at: string;
  narration: string | null;
  failure_reason?: string | null;
  failure_category?: string | null;
  /** Orange Money: the page where the payer confirms, while the payment is processing. */
  payment_url?: string | null;
}

export interface GimacStatus {
  status: string;
  environment: string;
  message: string;
  services: string[];
  checked_at?: string;
}

/** Spec 000 §7 / §9 intervals. */
export const PROVIDERS_CACHE_MS = 10 * 60 * 1000;
export const PAYMENTS_REFRESH_MS = 30 * 1000;
export const GIMAC_STATUS_REFRESH_MS = 60 * 1000;

export const $providers = createQuery<ProvidersResponse>(['/api/v1/mobile-money/providers'], {
  cacheTime: PROVIDERS_CACHE_MS,
});

export const $payments = createQuery<{ data: MobileMoneyPayment[] }>(['/api/v1/mobile-money/payments'], {
  refetchInterval: PAYMENTS_REFRESH_MS,
});

export const $gimacStatus = createQuery<GimacStatus>(['/api/v1/gimac/status'], {
  refetchInterval: GIMAC_STATUS_REFRESH_MS,
});
