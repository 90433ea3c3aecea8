import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { AppConfig } from '../../config.ts';
import { deriveKey, keyMaterial } from '../identity/derived-keys.ts';

/**
 * Webhook signing secrets must stay usable (we sign with them), so they cannot be hashed like
 * passwords or API keys. They are sealed with AES-256-GCM under a key derived (HKDF-SHA256)
 * from WEBHOOK_SECRETS_KEY, or else from the session secret; a stolen table alone reveals
 * nothing, and the tag refuses a sealed value that was tampered with.
 */
const VERSION = 'v1';
const IV_BYTES = 12;

export type SecretBoxKey = Buffer;

/** A fixed key under NODE_ENV=test so several apps and workers of one test share it. */
const TEST_KEY_MATERIAL = 'cemac-open-banking-test-webhook-secrets';

export async function resolveSecretBoxKey(config: AppConfig): Promise<SecretBoxKey> {
  return deriveSecretBoxKey(config.WEBHOOK_SECRETS_KEY ?? (await keyMaterial(config, TEST_KEY_MATERIAL)));
}

export function deriveSecretBoxKey(material: string): SecretBoxKey {
  return deriveKey(material, 'webhook-secrets');
}

export function sealSecret(key: SecretBoxKey, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, tag, ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function openSecret(key: SecretBoxKey, sealed: string): string {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('unknown sealed secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}
