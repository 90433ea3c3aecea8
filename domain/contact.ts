/**
 * The e-mail rule every form checks before sending and the server checks again: the shape
 * browsers and common validators accept, a dotted domain with a 2+ letter top level, no spaces,
 * no leading, trailing or doubled dots in the local part, at most 254 characters (RFC 5321).
 */
const EMAIL_FORMAT = /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const MAX_EMAIL_LENGTH = 254;

/** E-mails are stored and compared trimmed and in lower case. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export function isEmailFormat(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_FORMAT.test(email);
}
