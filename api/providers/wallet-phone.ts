import { fill, type Message, type MessageTemplate } from '../../domain/messages/define.ts';
import { PHONE_MESSAGES } from '../../domain/messages/phone.ts';
import { CEMAC_COUNTRIES, type GimacMobileOperator, gimacMobileOperator } from './catalog.ts';
import { CEMAC_CALLING_CODES, checkProviderPhone, isCemacMobile, type PhoneProblem } from './phone.ts';

export type WalletPhoneCheck =
  | { ok: true; msisdn: string; operator: GimacMobileOperator }
  | { ok: false; problem: PhoneProblem | 'unknown_operator_code'; message: MessageTemplate | Message };

/**
 * The HTTP layer's rule for a wallet reached through GIMAC (bank-to-mobile, mobile-to-mobile):
 * the operator must be in the catalog; a Cameroon operator's number follows the prefix rule of
 * `checkProviderPhone`; another CEMAC country's number must be a valid mobile number there.
 */
export function checkGimacWalletPhone(phone: string, operatorCode: string): WalletPhoneCheck {
  const operator = gimacMobileOperator(operatorCode);
  if (!operator) {
    return { ok: false, problem: 'unknown_operator_code', message: PHONE_MESSAGES.walletOperatorUnknown };
  }
  if (operator.provider) {
    const check = checkProviderPhone(phone, operator.provider);
    return check.ok
      ? { ok: true, msisdn: check.msisdn, operator }
      : { ok: false, problem: check.problem, message: check.message };
  }
  if (!isCemacMobile(phone, operator.country)) {
    const country = CEMAC_COUNTRIES[operator.country].en;
    return {
      ok: false,
      problem: 'invalid_format',
      message: fill(PHONE_MESSAGES.walletPhoneCountry, { country, callingCode: CEMAC_CALLING_CODES[operator.country] }),
    };
  }
  return { ok: true, msisdn: phone, operator };
}
