import type { LiveSettings } from './live-settings.ts';
import type { SettingKey } from './registry.ts';

export type FeatureFlag = SettingKey<'feature_flags'>;
export type FeatureFlagValues = Record<FeatureFlag, boolean>;

export interface FeatureFlags {
  /** Whether the flag is on now (as fresh as the live settings). */
  isOn(flag: FeatureFlag): Promise<boolean>;
  /** Every flag, as the same read sees them. */
  values(): Promise<FeatureFlagValues>;
  /** Forgets the cached settings: this process changed them. */
  forget(): void;
}

/** The feature flags (category feature_flags) as a view of the live settings. */
export function featureFlagsOf(settings: LiveSettings): FeatureFlags {
  const values = async () => (await settings.snapshot()).feature_flags;
  return {
    values,
    async isOn(flag) {
      return (await values())[flag];
    },
    forget: settings.forget,
  };
}
