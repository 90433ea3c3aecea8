import type { MessageKey } from '../../lib/i18n.ts';

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

const TYPES = new Set(['mobile_money', 'interbank', 'bank_transfer']);
const PROVIDERS = new Set(['mtn', 'orange', 'gimac']);

/** A payment type in words; an unknown type is shown as sent. */
export function typeLabel(type: string, t: Translate): string {
  return TYPES.has(type) ? t(`pm.type.${type}` as MessageKey) : type;
}

/** A provider in words, "N/A" when the payment has none (spec 001 §2.5). */
export function providerLabel(provider: string | null | undefined, t: Translate): string {
  if (!provider) return t('pm.na');
  const code = provider.toLowerCase();
  return PROVIDERS.has(code) ? t(`pm.provider.${code === 'gimac' ? 'GIMAC' : code}` as MessageKey) : provider;
}
