import type { AppConfig } from '../config.ts';
import { createGimacAdapter, type GimacAdapter } from './gimac/adapter.ts';
import { createKycAdapter, type KycAdapter } from './kyc/adapter.ts';
import { createMtnMomoAdapter } from './mtn-momo/adapter.ts';
import { createOrangeMoneyAdapter } from './orange-money/adapter.ts';
import { type ProviderSettings, providerSettings, sandboxProviderSettings } from './settings.ts';
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
  /** The KYC provider for a verification's mode; null when live mode has no provider configured. */
  kyc(livemode: boolean): KycAdapter | null;
  /**
   * The adapters a payment of this mode goes through (services/payments/livemode.ts): test
   * payments always reach this server's simulators, live ones the real providers. The
   * server's own set (`this`) is the one of its own mode, for health and reconciliation.
   */
  forMode(livemode: boolean): ProviderAdapters;
}

/**
 * The adapters, built once per process: the server's own mode's, and on a live server also the
 * simulators' for test payments (`testSettings`, from `sandboxProviderSettings`). Workers
 * without an HTTP server build theirs with `providerAdaptersFor(config, () => localOrigin(config.HOST, config.PORT))`.
 */
export function createProviderAdapters(settings: ProviderSettings, testSettings?: ProviderSettings): ProviderAdapters {
  // On a sandbox server every payment is a test payment, and its own adapters are the simulators'.
  const test: ProviderAdapters | null =
    settings.mode === 'live' && testSettings
      ? { ...adapterSet(testSettings), forMode: () => test as ProviderAdapters }
      : null;
  return {
    ...adapterSet(settings),
    // `this`: a copy with some adapters replaced (tests wrapping one) keeps its own for its mode.
    forMode(livemode) {
      return livemode || !test ? this : test;
    },
  };
}

/** The server's adapters for its configuration: `selfOrigin` is where it reaches its own simulators. */
export function providerAdaptersFor(config: AppConfig, selfOrigin: () => string): ProviderAdapters {
  const own = providerSettings(config, { selfOrigin });
  return createProviderAdapters(
    own,
    config.PAYMENTS_MODE === 'live' ? sandboxProviderSettings(config, { selfOrigin }) : undefined,
  );
}

function adapterSet(settings: ProviderSettings): Omit<ProviderAdapters, 'forMode'> {
  const mtn = createMtnMomoAdapter(settings.mtn);
  const orange = createOrangeMoneyAdapter(settings.orange);
  const gimac = createGimacAdapter(settings.gimac);
  const byCode = { mtn, orange, gimac };
  const kyc = {
    test: createKycAdapter(settings.kyc.test),
    live: settings.kyc.live && createKycAdapter(settings.kyc.live),
  };
  return {
    mode: settings.mode,
    mtn,
    orange,
    gimac,
    get: (code) => byCode[code],
    mobileMoney: (code) => (code === 'mtn' ? mtn : orange),
    callbackUrl: settings.callbackUrl,
    kyc: (livemode) => (livemode ? kyc.live : kyc.test),
  };
}

export type { GimacAdapter, GimacParticipant } from './gimac/adapter.ts';
export type { KycAdapter, KycCheckOutcome } from './kyc/adapter.ts';
export * from './types.ts';
