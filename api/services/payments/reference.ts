import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A payment reference customers can read out on the phone: `PAY-YYYYMMDD-` and 10 characters
 * without look-alikes (no 0/O, 1/I). 32^10 values a day make a collision negligible, and the
 * unique index turns the impossible one into an error rather than a silent merge.
 */
export function newPaymentReference(now: Date = new Date()): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  const bytes = randomBytes(10);
  let suffix = '';
  for (const byte of bytes) suffix += ALPHABET[byte % ALPHABET.length];
  return `PAY-${day}-${suffix}`;
}
