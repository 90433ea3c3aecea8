import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { CAMEROON_MSISDN, normalizePhone, TYPED_PHONE } from '../../../domain/phone.ts';
import { CEMAC_CALLING_CODES, type CemacCountry } from '../../providers/phone.ts';

/**
 * An institution's contact phone, as stored: international digits without "+". An office
 * line is as good as a mobile here, so the full libphonenumber metadata decides (the payment
 * rules use the mobile-only one). Cameroon numbers follow the platform's rule, `237` + 9
 * digits; other CEMAC countries' numbers start with their calling code. Spaces, dots, dashes,
 * brackets and a leading + or 00 are forgiven. Null when the number is none of these.
 */
export function institutionPhone(raw: string): string | null {
  const digits = normalizePhone(raw, TYPED_PHONE);
  if (!/^\d{8,15}$/.test(digits)) return null;
  const country = (Object.entries(CEMAC_CALLING_CODES) as [CemacCountry, string][]).find(([, code]) =>
    digits.startsWith(code),
  )?.[0];
  if (!country) return null;
  if (country === 'CM' && !CAMEROON_MSISDN.test(digits)) return null;
  const parsed = parsePhoneNumberFromString(`+${digits}`);
  return parsed?.country === country && parsed.isValid() ? digits : null;
}
