import { hash, verify } from '@node-rs/argon2';

/**
 * Passwords, PINs and secret words are kept only as argon2id hashes with the OWASP
 * minimum parameters (19 MiB, 2 iterations, 1 lane): slow enough to hurt an attacker with
 * a stolen table, quick enough (~20 ms) for a sign-in.
 */
// `algorithm: 2` is Argon2id (the package's const enum cannot be imported under type stripping).
const OWASP_ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, OWASP_ARGON2ID);
}

export async function verifySecret(storedHash: string, candidate: string): Promise<boolean> {
  try {
    return await verify(storedHash, candidate);
  } catch {
    // A malformed stored hash is a failed check, not a crash of the sign-in.
    return false;
  }
}
