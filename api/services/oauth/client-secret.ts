import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new app's public identifier and its secret (the secret is shown once, then only its hash is kept). */
export function newClientCredentials(): { clientId: string; clientSecret: string } {
  return { clientId: `oba_${randomBytes(12).toString('hex')}`, clientSecret: newClientSecret() };
}

export function newClientSecret(): string {
  return `obs_${randomBytes(32).toString('base64url')}`;
}

/** SHA-256, hex: 32 random bytes cannot be guessed, so a slow password hash would add nothing. */
export function hashClientSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Whether `candidate` is the secret whose hash is stored, in constant time. */
export function clientSecretMatches(storedHash: string, candidate: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashClientSecret(candidate), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
