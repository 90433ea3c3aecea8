/**
 * The platform's phone rule, shared by the server and the site's forms. Numbers are stored as
 * international digits without "+": for Cameroon, its country code and the 9-digit national
 * number. This is the only place that spells the pattern and the only normaliser of typed numbers.
 */
export const CAMEROON_MSISDN = /^237\d{9}$/;

/**
 * How forgiving a form is with what people type around the digits. Registration takes the
 * spec's format and forgives only spaces ("+237…" and "677…" are refused there); sign-in also
 * reads national and international spellings, so "677 12 34 56" finds the number registered as
 * 237677123456; payment forms, contact phones and searches also forgive dots, dashes, brackets
 * and a leading "+" or "00".
 */
export interface PhoneReading {
  /** `spaces`: white space only; `punctuation`: also dots, dashes and brackets. */
  readonly separators: 'spaces' | 'punctuation';
  /** A leading "+" or "00" is dropped, leaving international digits. */
  readonly internationalPrefix?: boolean;
  /**
   * Reads national and international spellings of a number into its stored digits, or null
   * (`SIGN_IN_PHONE` in phone-spellings.ts, with libphonenumber: kept out of this file so the
   * forms' bundles carry no phone metadata).
   */
  readonly spellings?: (raw: string) => string | null;
}

/** Registration and the back office's user form: the spec's `237XXXXXXXXX`, spaces forgiven. */
export const STRICT_PHONE: PhoneReading = { separators: 'spaces' };
/** Payment forms, contact phones and search boxes: punctuation and a leading "+" or "00" forgiven. */
export const TYPED_PHONE: PhoneReading = { separators: 'punctuation', internationalPrefix: true };

const SEPARATORS = { spaces: /\s+/g, punctuation: /[\s.()-]+/g } as const;

/** What `raw` means under `reading`: the stored digits when it is a number, else the compacted text. */
export function normalizePhone(raw: string, reading: PhoneReading = STRICT_PHONE): string {
  let compact = raw.replace(SEPARATORS[reading.separators], '');
  if (reading.internationalPrefix) compact = compact.replace(/^(\+|00)/, '');
  if (CAMEROON_MSISDN.test(compact) || !reading.spellings) return compact;
  return reading.spellings(raw) ?? compact;
}

/** `raw` under `reading` is a Cameroon number in the stored format. */
export function isCameroonPhone(raw: string, reading: PhoneReading = STRICT_PHONE): boolean {
  return CAMEROON_MSISDN.test(normalizePhone(raw, reading));
}

/**
 * Which operator issued a Cameroon mobile number, by the first three digits of the national
 * number: MTN 650-654, 67x, 680-683; Orange 655-659, 69x. Other mobile ranges (Nexttel 66x,
 * Camtel 62x, 685-689) carry no mobile money wallet we can charge.
 */
export function cameroonOperatorOf(msisdn: string): 'mtn' | 'orange' | null {
  if (!CAMEROON_MSISDN.test(msisdn)) return null;
  const prefix = Number(msisdn.slice(3, 6));
  if ((prefix >= 650 && prefix <= 654) || (prefix >= 670 && prefix <= 679) || (prefix >= 680 && prefix <= 683)) {
    return 'mtn';
  }
  if ((prefix >= 655 && prefix <= 659) || (prefix >= 690 && prefix <= 699)) return 'orange';
  return null;
}

/** The CEMAC member states' international calling codes. */
export const CEMAC_CALLING_CODES = { CM: '237', GA: '241', CG: '242', TD: '235', CF: '236', GQ: '240' } as const;
export type CemacCountry = keyof typeof CEMAC_CALLING_CODES;
