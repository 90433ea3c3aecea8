import { randomFillSync } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const SUFFIX_LENGTH = 10;

/** Secure random bytes drawn 4 KiB at a time: one system call per ~400 references instead of one each. */
const entropy = Buffer.alloc(4096);
let used = entropy.length;

function randomSuffixBytes(): Buffer {
  if (used + SUFFIX_LENGTH > entropy.length) {
    randomFillSync(entropy);
    used = 0;
  }
  used += SUFFIX_LENGTH;
  return entropy.subarray(used - SUFFIX_LENGTH, used);
}

/**
 * A payment reference customers can read out on the phone: `PAY-YYYYMMDD-` and 10 characters
 * without look-alikes (no 0/O, 1/I). 32^10 values a day make a collision negligible, and the
 * unique index turns the impossible one into an error rather than a silent merge. 32 divides
 * 256, so every character is equally likely.
 */
export function newPaymentReference(now: Date = new Date()): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  let suffix = '';
  for (const byte of randomSuffixBytes()) suffix += ALPHABET[byte % ALPHABET.length];
  return `PAY-${day}-${suffix}`;
}
