import { createQuery } from '../lib/api/index.ts';
import type { ApiAnswer } from '../lib/api/schema.ts';

export type Features = ApiAnswer<'/api/v1/features'>;

/** Staff may switch a feature at any time; screens follow within this (or at a refused call). */
export const FEATURES_REFRESH_MS = 30 * 1000;

/** Which features are on now (the feature flags staff switch): the payment forms, the advanced analytics. */
export const $features = createQuery<Features>(['/api/v1/features'], {
  refetchInterval: FEATURES_REFRESH_MS,
});
