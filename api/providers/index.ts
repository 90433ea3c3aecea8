import { createGimacAdapter, type GimacAdapter } from './gimac/adapter.ts';
import { createMtnMomoAdapter } from './mtn-momo/adapter.ts';
import { createOrangeMoneyAdapter } from './orange-money/adapter.ts';
import type { ProviderSettings } from './settings.ts';
import type { MobileMoneyProviderCode, PaymentProviderAdapter, ProviderCode } from './types.ts';

export interface ProviderAdapters {
  mode: ProviderSettings['mode'];
  mtn: PaymentProviderAdapter;
  orange: PaymentProviderAdapter;
  gimac: GimacAdapter;
  /** The adapter for a stored payment's provider (fetchStatus, callbacks, health, statements). */
  get(code: ProviderCode): Omit<PaymentProviderAdapter, 'initiate'>;
  /** The mobile money adapter a charge goes through. */
  mobileMoney(code: MobileMoneyProviderCode): PaymentProviderAdapter;
  /** The URL a provider should call back for this reference (the engine's callback route). */
  callbackUrl(code: ProviderCode, reference: string): string;
}

/**
 * The three adapters, built once per process. Workers without an HTTP server build their
 * own with `providerSettings(config, { selfOrigin: () => localOrigin(config.HOST, config.PORT) })`.
 */
export function createProviderAdapters(settings: ProviderSettings): ProviderAdapters {
  const mtn = createMtnMomoAdapter(settings.mtn);
  const orange = createOrangeMoneyAdapter(settings.orange);
  const gimac = createGimacAdapter(settings.gimac);
  const byCode = { mtn, orange, gimac };
  return {
    mode: settings.mode,
    mtn,
    orange,
    gimac,
    get: (code) => byCode[code],
    mobileMoney: (code) => (code === 'mtn' ? mtn : orange),
    callbackUrl: settings.callbackUrl,
  };
}

export type { GimacAdapter, GimacParticipant } from './gimac/adapter.ts';
export * from './types.ts';
