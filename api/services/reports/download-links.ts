import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../config.ts';
import { deriveKey, keyMaterial } from '../identity/derived-keys.ts';

/** How long a report's download link works. */
export const DOWNLOAD_LINK_SECONDS = 3600;

/** A fixed key under NODE_ENV=test so several apps of one test share it (as webhook secrets do). */
const TEST_KEY_MATERIAL = 'cemac-open-banking-test-report-links';

export type LinkKey = Buffer;

/**
 * The key that signs report download links: HKDF-SHA256 of the session secret with its own
 * label, so the links cannot be used to forge anything else and every API process (same
 * SESSION_SECRET) accepts the links another made. A link alone never downloads: the route
 * also wants a staff session.
 */
export async function resolveLinkKey(config: AppConfig): Promise<LinkKey> {
  return deriveKey(await keyMaterial(config, TEST_KEY_MATERIAL), 'report-download-links');
}

function signatureOf(key: LinkKey, reportId: string, expires: number): string {
  return createHmac('sha256', key).update(`${reportId}.${expires}`).digest('base64url');
}

/** `/api/admin/reports/{id}/download?expires=…&signature=…`, valid DOWNLOAD_LINK_SECONDS from `now`. */
export function downloadLink(key: LinkKey, reportId: string, now: Date = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + DOWNLOAD_LINK_SECONDS;
  return `/api/admin/reports/${reportId}/download?expires=${expires}&signature=${signatureOf(key, reportId, expires)}`;
}

export type LinkVerdict = 'valid' | 'invalid' | 'expired';

/** The signature is checked first (in constant time), so an edited `expires` is invalid, not expired. */
export function checkLink(
  key: LinkKey,
  reportId: string,
  expires: number,
  signature: string,
  now: Date = new Date(),
): LinkVerdict {
  const expected = Buffer.from(signatureOf(key, reportId, expires));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return expires * 1000 <= now.getTime() ? 'expired' : 'valid';
}
