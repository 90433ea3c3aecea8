import { parsePhoneNumberFromString } from 'libphonenumber-js';

import { CAMEROON_MSISDN as CAMEROON_PHONE, removeSpaces } from '../../schemas/phone.ts';

/** Spec 000 §5 and §9: a Cameroon number is 237 followed by 9 digits once spaces are removed. */
export { CAMEROON_PHONE, removeSpaces };

// The same shape browsers and common validators accept: a dotted domain with a 2+ letter
// top level, no spaces, no leading, trailing or doubled dots in the local part.
const EMAIL_FORMAT = /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const MAX_EMAIL_LENGTH = 254;

export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export function isEmailFormat(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_FORMAT.test(email);
}

/**
 * Sign-in is more forgiving than registration: someone who types "+237 6 77 12 34 56" or
 * "677 12 34 56" means the number they registered as 237677123456. libphonenumber reads
 * those national and international spellings; anything else is looked up as typed (and
 * simply matches nobody).
 */
export function canonicalLoginPhone(raw: string): string {
  const compact = removeSpaces(raw);
  if (CAMEROON_PHONE.test(compact)) return compact;
  const parsed = parsePhoneNumberFromString(raw, 'CM');
  if (parsed?.countryCallingCode === '237' && /^\d{9}$/.test(parsed.nationalNumber)) {
    return `237${parsed.nationalNumber}`;
  }
  return compact;
}
