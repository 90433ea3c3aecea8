import type { IslandStringSpec, SpecKeys, Translate } from '../../../lib/messages.ts';

/**
 * The analytics panel's strings: an island that mounts it (the /admin portal, /admin-dashboard)
 * spreads these into its own spec, so its translator covers the panel's keys.
 */
export const ANALYTICS_STRINGS = {
  keys: ['analytics.', 'payments.reason.'],
} as const satisfies IslandStringSpec;

export type AnalyticsT = Translate<SpecKeys<typeof ANALYTICS_STRINGS>>;
