import type { AppConfig } from '../config.ts';
import type { GimacSettings } from './gimac/adapter.ts';
import type { KycSettings } from './kyc/adapter.ts';
import type { MtnMomoSettings } from './mtn-momo/adapter.ts';
import type { OrangeMoneySettings } from './orange-money/adapter.ts';
import type { ProviderCode } from './types.ts';

/** Where each simulator is mounted on this server in sandbox mode. */
export const SANDBOX_PREFIXES: Record<ProviderCode, string> = {
  mtn: '/sandbox/mtn',
  orange: '/sandbox/orange',
  gimac: '/sandbox/gimac',
};

/**
 * The route the payments engine mounts to receive provider callbacks (MTN sends PUT, Orange
 * and GIMAC POST). The reference is in the path because neither MTN's callback nor Orange's
 * notification carries our X-Reference-Id or order_id in a way we can rely on.
 */
export function providerCallbackPath(provider: ProviderCode, reference: string): string {
  return `/api/v1/provider-callbacks/${provider}/${encodeURIComponent(reference)}`;
}

/**
 * Credentials the simulators accept and the adapters send in sandbox mode when none are
 * configured. They are public on purpose: they only ever open the local simulators.
 */
export const SANDBOX_CREDENTIALS = {
  mtn: {
    subscriptionKey: 'sandbox-mtn-subscription-key',
    apiUser: '0f6c2b1e-8d4a-4c3b-9e7f-5a1d2c3b4e5f',
    apiKey: 'sandbox-mtn-api-key',
    targetEnvironment: 'sandbox',
  },
  orange: {
    clientId: 'sandbox-orange-client',
    clientSecret: 'sandbox-orange-client-secret',
    merchantKey: 'sandbox-orange-merchant-key',
  },
  gimac: { clientId: 'sandbox-gimac-client', clientSecret: 'sandbox-gimac-client-secret' },
  kyc: { apiKey: 'sandbox-kyc-api-key' },
} as const;

/** Where the KYC simulator is mounted: in both modes, since test-mode verifications always reach it. */
export const KYC_SANDBOX_PREFIX = '/sandbox/kyc';

/** The credentials in force: configured ones, or the sandbox ones (live mode has them all, config.ts checks). */
export function providerCredentials(config: AppConfig) {
  const sandbox = SANDBOX_CREDENTIALS;
  return {
    mtn: {
      subscriptionKey: config.MTN_MOMO_SUBSCRIPTION_KEY ?? sandbox.mtn.subscriptionKey,
      apiUser: config.MTN_MOMO_API_USER ?? sandbox.mtn.apiUser,
      apiKey: config.MTN_MOMO_API_KEY ?? sandbox.mtn.apiKey,
      targetEnvironment: config.MTN_MOMO_TARGET_ENVIRONMENT ?? sandbox.mtn.targetEnvironment,
    },
    orange: {
      clientId: config.ORANGE_MONEY_CLIENT_ID ?? sandbox.orange.clientId,
      clientSecret: config.ORANGE_MONEY_CLIENT_SECRET ?? sandbox.orange.clientSecret,
      merchantKey: config.ORANGE_MONEY_MERCHANT_KEY ?? sandbox.orange.merchantKey,
    },
    gimac: {
      clientId: config.GIMAC_CLIENT_ID ?? sandbox.gimac.clientId,
      clientSecret: config.GIMAC_CLIENT_SECRET ?? sandbox.gimac.clientSecret,
    },
  };
}

export type ProviderCredentials = ReturnType<typeof providerCredentials>;

/**
 * The origin at which this process reaches itself: loopback when it listens on every
 * interface, otherwise the address it was told to listen on.
 */
export function localOrigin(host: string, port: number): string {
  const wildcard = ['', '0.0.0.0', '::', '[::]'].includes(host);
  const name = wildcard ? '127.0.0.1' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/**
 * The settings of test payments on a live server: this server's own simulators with the
 * sandbox credentials, whatever the live providers are (services/payments/livemode.ts).
 */
export function sandboxProviderSettings(config: AppConfig, options: { selfOrigin: () => string }): ProviderSettings {
  return providerSettings(
    {
      ...config,
      PAYMENTS_MODE: 'sandbox',
      MTN_MOMO_BASE_URL: undefined,
      MTN_MOMO_SUBSCRIPTION_KEY: undefined,
      MTN_MOMO_API_USER: undefined,
      MTN_MOMO_API_KEY: undefined,
      MTN_MOMO_TARGET_ENVIRONMENT: undefined,
      ORANGE_MONEY_BASE_URL: undefined,
      ORANGE_MONEY_CLIENT_ID: undefined,
      ORANGE_MONEY_CLIENT_SECRET: undefined,
      ORANGE_MONEY_MERCHANT_KEY: undefined,
      GIMAC_BASE_URL: undefined,
      GIMAC_CLIENT_ID: undefined,
      GIMAC_CLIENT_SECRET: undefined,
    },
    options,
  );
}

export interface ProviderSettings {
  mode: AppConfig['PAYMENTS_MODE'];
  mtn: MtnMomoSettings;
  orange: OrangeMoneySettings;
  gimac: GimacSettings;
  /** The KYC provider of test-mode verifications (the simulator) and of live ones (null when unset). */
  kyc: { test: KycSettings; live: KycSettings | null };
  /** The default callback URL of a provider for one reference. */
  callbackUrl: (provider: ProviderCode, reference: string) => string;
}

/**
 * Everything the adapters need, from config. In sandbox mode a provider without a configured
 * base URL is this server's own simulator: `selfOrigin()` (read at each call, so it follows
 * the port actually bound) + `/sandbox/<provider>`. Callbacks go to PUBLIC_BASE_URL when set
 * (what a real provider must reach), otherwise to `selfOrigin()`.
 */
export function providerSettings(config: AppConfig, options: { selfOrigin: () => string }): ProviderSettings {
  const credentials = providerCredentials(config);
  const sandbox = config.PAYMENTS_MODE === 'sandbox';
  const baseUrl = (configured: string | undefined, provider: ProviderCode) => () =>
    configured ?? `${options.selfOrigin()}${SANDBOX_PREFIXES[provider]}`;
  const publicOrigin = () => (config.PUBLIC_BASE_URL ?? options.selfOrigin()).replace(/\/+$/, '');
  const callbackUrl = (provider: ProviderCode, reference: string) =>
    `${publicOrigin()}${providerCallbackPath(provider, reference)}`;
  const timeoutMs = config.PROVIDER_TIMEOUT_MS;
  return {
    mode: config.PAYMENTS_MODE,
    callbackUrl,
    mtn: {
      baseUrl: baseUrl(config.MTN_MOMO_BASE_URL, 'mtn'),
      ...credentials.mtn,
      timeoutMs,
      callbackUrl: (reference) => callbackUrl('mtn', reference),
    },
    orange: {
      baseUrl: baseUrl(config.ORANGE_MONEY_BASE_URL, 'orange'),
      ...credentials.orange,
      merchantName: 'CEMAC Open Banking',
      returnUrl: () => `${publicOrigin()}/dashboard`,
      cancelUrl: () => `${publicOrigin()}/dashboard`,
      environment: sandbox ? 'sandbox' : 'production',
      timeoutMs,
      sendPayerNumber: sandbox,
      callbackUrl: (reference) => callbackUrl('orange', reference),
    },
    gimac: {
      baseUrl: baseUrl(config.GIMAC_BASE_URL, 'gimac'),
      ...credentials.gimac,
      timeoutMs,
      callbackUrl: (reference) => callbackUrl('gimac', reference),
    },
    kyc: kycSettings(config, options.selfOrigin),
  };
}

/**
 * Test-mode checks go to this server's simulator (or to KYC_BASE_URL in sandbox mode, to try
 * a provider's own sandbox); live-mode ones to KYC_BASE_URL on a live server only.
 */
function kycSettings(config: AppConfig, selfOrigin: () => string): ProviderSettings['kyc'] {
  const timeoutMs = config.PROVIDER_TIMEOUT_MS;
  const simulator: KycSettings = {
    baseUrl: () => `${selfOrigin()}${KYC_SANDBOX_PREFIX}`,
    apiKey: SANDBOX_CREDENTIALS.kyc.apiKey,
    timeoutMs,
  };
  const configured = (baseUrl: string): KycSettings => ({
    baseUrl: () => baseUrl,
    apiKey: config.KYC_API_KEY ?? SANDBOX_CREDENTIALS.kyc.apiKey,
    timeoutMs,
  });
  if (config.PAYMENTS_MODE === 'sandbox') {
    return { test: config.KYC_BASE_URL ? configured(config.KYC_BASE_URL) : simulator, live: null };
  }
  return { test: simulator, live: config.KYC_BASE_URL ? configured(config.KYC_BASE_URL) : null };
}
