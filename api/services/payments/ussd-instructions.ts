import { formatXAF } from '../../../domain/money.ts';
import { payerInstructions as payerInstructionsEn } from '../../../i18n/en/payer-instructions.ts';
import { fillTemplate } from '../../../i18n/fill.ts';
import { payerInstructions as payerInstructionsFr } from '../../../i18n/fr/payer-instructions.ts';
import type { MobileMoneyProviderCode } from '../../providers/types.ts';

/** The USSD menus payers dial in Cameroon to approve a pending merchant payment. */
export const USSD_CODES: Record<MobileMoneyProviderCode, string> = { mtn: '*126#', orange: '#150#' };

export type InstructionLanguage = 'en' | 'fr';

/** The caller's language from Accept-Language: French when it prefers French to English, else English. */
export function instructionLanguage(acceptLanguage: string | undefined): InstructionLanguage {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { language: tag.split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => (entry.language === 'en' || entry.language === 'fr') && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.language === 'fr' ? 'fr' : 'en';
}

const TEXTS: Record<InstructionLanguage, Readonly<Record<`payerInstructions.${MobileMoneyProviderCode}`, string>>> = {
  en: payerInstructionsEn,
  fr: payerInstructionsFr,
};

/** The USSD code and what the payer does, in the caller's language. */
export function payerInstructions(
  provider: MobileMoneyProviderCode,
  amount: number,
  phone: string,
  language: InstructionLanguage,
): { ussdCode: string; instructions: string } {
  const ussdCode = USSD_CODES[provider];
  return {
    ussdCode,
    instructions: fillTemplate(TEXTS[language][`payerInstructions.${provider}`], {
      ussd: ussdCode,
      amount: formatXAF(amount, 'plain'),
      phone,
    }),
  };
}
