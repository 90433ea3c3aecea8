import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { fill, type Message, type MessageTemplate } from '../../domain/messages/define.ts';
import { PHONE_MESSAGES } from '../../domain/messages/phone.ts';
import { CAMEROON_MSISDN, CEMAC_CALLING_CODES, type CemacCountry, cameroonOperatorOf } from '../../domain/phone.ts';

export { CEMAC_CALLING_CODES, type CemacCountry };

import type { MobileMoneyProviderCode } from './types.ts';

/** libphonenumber's Cameroon metadata agrees it is a mobile number (not a fixed line or a short code). */
export function isCameroonMobile(msisdn: string): boolean {
  if (!CAMEROON_MSISDN.test(msisdn)) return false;
  const parsed = parsePhoneNumberFromString(`+${msisdn}`);
  return parsed?.country === 'CM' && parsed.isValid();
}

export type PhoneProblem = 'invalid_format' | 'not_mobile' | 'unknown_operator' | 'wrong_provider';

export type PhoneCheck =
  | { ok: true; msisdn: string; provider: MobileMoneyProviderCode }
  | {
      ok: false;
      problem: PhoneProblem;
      message: MessageTemplate | Message;
      operator?: MobileMoneyProviderCode | undefined;
    };

const PROVIDER_NAMES: Record<MobileMoneyProviderCode, string> = {
  mtn: 'MTN Mobile Money',
  orange: 'Orange Money',
};

/**
 * The rule the HTTP layer applies to a mobile money phone: `237` + 9 digits, a Cameroon
 * mobile number, issued by the chosen provider. The message suits a validation error's detail.
 */
export function checkProviderPhone(phone: string, provider: MobileMoneyProviderCode): PhoneCheck {
  if (!CAMEROON_MSISDN.test(phone)) {
    return { ok: false, problem: 'invalid_format', message: PHONE_MESSAGES.phoneFormat };
  }
  if (!isCameroonMobile(phone)) {
    return { ok: false, problem: 'not_mobile', message: PHONE_MESSAGES.phoneNotMobile };
  }
  const operator = cameroonOperatorOf(phone);
  if (!operator) {
    return { ok: false, problem: 'unknown_operator', message: PHONE_MESSAGES.phoneUnknownOperator };
  }
  if (operator !== provider) {
    return {
      ok: false,
      problem: 'wrong_provider',
      message: fill(PHONE_MESSAGES.phoneWrongProvider, { provider: PROVIDER_NAMES[provider] }),
      operator,
    };
  }
  return { ok: true, msisdn: phone, provider };
}

/** Calling codes of the CEMAC countries, for wallets reached through GIMAC. */

/**
 * A wallet number in another CEMAC country: international digits without "+", a valid mobile
 * number of that country by libphonenumber. Cameroon numbers also go through the operator
 * prefix rule (`checkProviderPhone`); for the other countries no prefix table is kept.
 */
export function isCemacMobile(msisdn: string, country: CemacCountry): boolean {
  if (!/^\d{8,15}$/.test(msisdn) || !msisdn.startsWith(CEMAC_CALLING_CODES[country])) return false;
  const parsed = parsePhoneNumberFromString(`+${msisdn}`);
  return parsed?.country === country && parsed.isValid();
}
