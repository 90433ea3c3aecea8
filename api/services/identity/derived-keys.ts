import { hkdfSync } from 'node:crypto';
import type { AppConfig } from '../../config.ts';
import { resolveSessionSecret } from './session-secret.ts';

/**
 * What a purpose-specific key is derived from: SESSION_SECRET, so every API process agrees;
 * under NODE_ENV=test a fixed string of the caller's (several apps of one test must agree, and
 * the session secret is random per process there); otherwise the locally kept session secret.
 */
export async function keyMaterial(config: AppConfig, testMaterial: string): Promise<string> {
  return config.SESSION_SECRET ?? (config.NODE_ENV === 'test' ? testMaterial : await resolveSessionSecret(config));
}

/** A 32-byte key for one purpose (`label`), by HKDF-SHA256: keys of different purposes cannot stand in for each other. */
export function deriveKey(material: string, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', material, 'cemac-open-banking', label, 32));
}
