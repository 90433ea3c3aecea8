import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { CAMEROON_MSISDN, CEMAC_CALLING_CODES, type CemacCountry, normalizePhone, TYPED_PHONE } from './phone.ts';

/*
 * An institution's contact rules, which the registration wizard checks step by step and the
 * server checks again. The full libphonenumber metadata is heavy: the wizard loads this module
 * only when it checks the contact step.
 */

/** "example.cm" or "https://example.cm/about": an http(s) address whose host has a dot. */
export function websiteAddress(raw: string): string | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (!url.hostname.includes('.') || url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}

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
