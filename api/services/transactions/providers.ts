import { PROVIDER_CODES, type ProviderCode } from '../../../domain/enums.ts';

/** How staff screens name each payment provider (the analytics cards, health, reconciliation). */
export const PROVIDER_NAMES: Record<ProviderCode, string> = {
  mtn: 'MTN Mobile Money',
  orange: 'Orange Money',
  gimac: 'GIMAC',
};

export { PROVIDER_CODES, type ProviderCode };
