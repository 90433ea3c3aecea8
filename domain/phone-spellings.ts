import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { PhoneReading } from './phone.ts';

/** A Cameroon number however it is spelled ("+237 6 77…", "00237…", "677 12 34 56"), as stored digits. */
function cameroonSpelling(raw: string): string | null {
  const parsed = parsePhoneNumberFromString(raw, 'CM');
  return parsed?.countryCallingCode === '237' && /^\d{9}$/.test(parsed.nationalNumber)
    ? `237${parsed.nationalNumber}`
    : null;
}

/** Sign-in: any spelling of a Cameroon number; anything else is looked up as typed, spaces removed. */
export const SIGN_IN_PHONE: PhoneReading = { separators: 'spaces', spellings: cameroonSpelling };
