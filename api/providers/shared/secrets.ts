import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares two secrets in constant time whatever their lengths (hashing evens them out). */
export function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
