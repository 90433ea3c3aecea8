import { createPrivateKey } from 'node:crypto';
import type { AppConfig } from '../../config.ts';
import { deriveKey, keyMaterial } from '../identity/derived-keys.ts';

/** A fixed secret under NODE_ENV=test, so several apps of one test agree (as report links do). */
const TEST_KEY_MATERIAL = 'cemac-open-banking-test-oauth-keys';

// PKCS#8 wrapping of a raw 32-byte Ed25519 seed (RFC 8410).
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/**
 * The authorization server's keys, derived by HKDF from the session secret with their own
 * labels, so every API process (same SESSION_SECRET) signs cookies and JWTs alike without
 * sharing a key file: the cookie keys, and an Ed25519 signing key whose seed is derived the
 * same way (the server issues opaque access tokens; the key signs only what the library signs).
 */
export async function resolveOAuthKeys(
  config: AppConfig,
): Promise<{ cookieKeys: string[]; signingKey: Record<string, unknown> }> {
  const material = await keyMaterial(config, TEST_KEY_MATERIAL);
  const seed = deriveKey(material, 'oauth-signing-key');
  const key = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
  const jwk = key.export({ format: 'jwk' }) as Record<string, unknown>;
  return {
    cookieKeys: [deriveKey(material, 'oauth-cookies').toString('base64url')],
    signingKey: {
      ...jwk,
      kid: deriveKey(material, 'oauth-signing-key-id').toString('base64url').slice(0, 16),
      use: 'sig',
      alg: 'EdDSA',
    },
  };
}
