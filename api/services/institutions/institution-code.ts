import { randomInt } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a code read aloud or retyped is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A new institution code, `INST-XXXX-XXXX`: 8 random Crockford base32 characters (40 bits),
 * so codes say nothing about how many institutions registered before and cannot be guessed in
 * sequence (the status lookup is public). Uniqueness is the database's: the caller retries on
 * the rare collision.
 */
export function newInstitutionCode(): string {
  const characters = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `INST-${characters.slice(0, 4)}-${characters.slice(4)}`;
}

/** A code as typed into the status lookup: trimmed, any case. */
export function normaliseInstitutionCode(raw: string): string {
  return raw.trim().toUpperCase();
}
