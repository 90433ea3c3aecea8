import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config.ts';

const MIN_LENGTH = 32;

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

async function readKept(file: string): Promise<string | null> {
  try {
    const kept = (await readFile(file, 'utf8')).trim();
    return kept.length >= MIN_LENGTH ? kept : null;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/**
 * The key that signs session tokens:
 * - `SESSION_SECRET` when set (production refuses to start without it, see config.ts);
 * - under `NODE_ENV=test`, a random key per process (tests never share tokens);
 * - otherwise (local `npm start`) a random key generated once and kept, readable only by
 *   its owner, in `DATA_DIR/session-secret`, so signed-in browsers survive a restart.
 * Changing the key signs everyone out, which is also how to end every session at once.
 */
export async function resolveSessionSecret(config: AppConfig): Promise<string> {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  if (config.NODE_ENV === 'test') return randomBytes(32).toString('base64url');
  const file = path.join(config.DATA_DIR, 'session-secret');
  const kept = await readKept(file);
  if (kept) return kept;
  await mkdir(config.DATA_DIR, { recursive: true });
  try {
    await writeFile(file, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const created = await readKept(file);
  if (!created) throw new Error(`${file} holds no usable session secret; delete it to have a new one generated`);
  return created;
}
