import { PAYMENT_TYPES, PROVIDER_CODES } from '../../../../domain/enums.ts';
import type { KeysUnder, Translate } from '../../../lib/messages.ts';

type LabelT = Translate<KeysUnder<'pm.type.'> | KeysUnder<'pm.provider.'> | 'pm.na'>;

const TYPES = new Set<string>(PAYMENT_TYPES);
const PROVIDERS = new Set<string>(PROVIDER_CODES);

/** A payment type in words; an unknown type is shown as sent. */
export function typeLabel(type: string, t: LabelT): string {
  return TYPES.has(type) ? t(`pm.type.${type}` as KeysUnder<'pm.type.'>) : type;
}

/** A provider in words, "N/A" when the payment has none. */
export function providerLabel(provider: string | null | undefined, t: LabelT): string {
  if (!provider) return t('pm.na');
  const code = provider.toLowerCase();
  return PROVIDERS.has(code)
    ? t(`pm.provider.${code === 'gimac' ? 'GIMAC' : code}` as KeysUnder<'pm.provider.'>)
    : provider;
}
