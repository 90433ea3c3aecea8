import type { Env } from '../../api/config.ts';

/**
 * What a server needs to start with PAYMENTS_MODE=live: provider addresses and credentials that
 * are not the simulators' (nothing here is called unless a live payment is made).
 */
export const LIVE_SERVER_OPTIONS = {
  PAYMENTS_MODE: 'live',
  MTN_MOMO_BASE_URL: 'https://proxy.momoapi.mtn.com',
  MTN_MOMO_SUBSCRIPTION_KEY: 'real-mtn-subscription-key',
  MTN_MOMO_API_USER: '11111111-2222-4333-8444-555555555555',
  MTN_MOMO_API_KEY: 'real-mtn-api-key',
  MTN_MOMO_TARGET_ENVIRONMENT: 'mtncameroon',
  ORANGE_MONEY_BASE_URL: 'https://api.orange.com',
  ORANGE_MONEY_CLIENT_ID: 'real-orange-client',
  ORANGE_MONEY_CLIENT_SECRET: 'real-orange-secret',
  ORANGE_MONEY_MERCHANT_KEY: 'real-orange-merchant',
  GIMAC_BASE_URL: 'https://api.gimac.example',
  GIMAC_CLIENT_ID: 'real-gimac-client',
  GIMAC_CLIENT_SECRET: 'a-long-enough-real-gimac-secret',
} as const satisfies Partial<Env>;
