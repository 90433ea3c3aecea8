import type { IslandStringSpec, SpecKeys, Translate } from '../../../lib/messages.ts';

/**
 * The Reports pieces' strings and the API registries their calls answer with. A screen that
 * mounts them adds these to its own island spec, so its translator fits `ReportsT`.
 */
export const REPORTS_STRINGS = {
  keys: ['reports.', 'common.loading'],
  errors: ['http', 'validation', 'reports'],
} as const satisfies IslandStringSpec;

export type ReportsKey = SpecKeys<typeof REPORTS_STRINGS>;
export type ReportsT = Translate<ReportsKey>;
