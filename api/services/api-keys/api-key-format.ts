import { createHash, randomBytes } from 'node:crypto';
import type { ApiKeyEnvironment } from '../../../domain/enums.ts';

/**
 * API keys are `ob_test_` (sandbox) or `ob_live_` (production) followed by 32 base62
 * characters: about 190 bits of randomness, so storing their SHA-256 is enough (no slow
 * hash needed) and a stolen table gives nothing usable.
 */
export const API_KEY_PREFIXES: Record<ApiKeyEnvironment, string> = {
  sandbox: 'ob_test_',
  production: 'ob_live_',
};

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const API_KEY_RANDOM_LENGTH = 32;
/** Characters kept in `key_prefix` for display: the environment prefix and four more. */
export const API_KEY_DISPLAY_PREFIX_LENGTH = 12;

export const API_KEY_PATTERN = /^ob_(test|live)_[A-Za-z0-9]{32}$/;

/** Uniform base62 characters: bytes at or above 248 (= 4 × 62) are dropped, so no bias. */
function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

export function generateApiKey(environment: ApiKeyEnvironment): string {
  return API_KEY_PREFIXES[environment] + randomBase62(API_KEY_RANDOM_LENGTH);
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function apiKeyDisplayPrefix(key: string): string {
  return key.slice(0, API_KEY_DISPLAY_PREFIX_LENGTH);
}

export function isWellFormedApiKey(value: string): boolean {
  return API_KEY_PATTERN.test(value);
}

export function environmentOfKey(key: string): ApiKeyEnvironment | null {
  if (key.startsWith(API_KEY_PREFIXES.sandbox)) return 'sandbox';
  if (key.startsWith(API_KEY_PREFIXES.production)) return 'production';
  return null;
}
