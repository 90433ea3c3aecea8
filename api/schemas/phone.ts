/**
 * The platform's phone rule, shared by the server and the site's forms (no library in it, so
 * it costs the browser nothing; libphonenumber's mobile check stays on the server, whose
 * metadata would weigh more than a whole island).
 */

/** Cameroon's country code and the 9-digit national number, digits only (spec 000 §5, §9). */
export const CAMEROON_MSISDN = /^237\d{9}$/;

/** People type numbers with spaces; the rule forgives only those (spec 000 §5). */
export function removeSpaces(raw: string): string {
  return raw.replace(/\s+/g, '');
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
