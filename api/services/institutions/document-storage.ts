import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where document bytes live, outside the database, addressed by their SHA-256 (hex): the same
 * bytes uploaded twice are stored once. Uploads are first spooled to a local file (hashed and
 * checked while they arrive), then handed to `put`; an S3-compatible store implements the same
 * four calls (PutObject from the spool file, GetObject, DeleteObject).
 */
export interface DocumentStorage {
  /** Stores a finished spool file under `key` (a no-op when the key already holds these bytes). */
  put(key: string, spoolFile: string): Promise<void>;
  /** The stored bytes, or null when the key holds nothing. */
  get(key: string): Promise<Readable | null>;
  /** Removes the bytes (nothing when already gone). */
  delete(key: string): Promise<void>;
  /** A local folder for spool files while uploads arrive. */
  readonly spoolDir: string;
}

const KEY = /^[0-9a-f]{64}$/;

function checkedKey(key: string): string {
  // The key becomes a path: only a SHA-256 in hex may reach the file system.
  if (!KEY.test(key)) throw new Error('document storage keys are SHA-256 hex digests');
  return key;
}

/** The local folder store: `<root>/ab/cd/<sha256>`, spool files in `<root>/.spool`. */
export function localDocumentStorage(root: string): DocumentStorage {
  const absolute = path.resolve(root);
  const fileOf = (key: string) => {
    const checked = checkedKey(key);
    return path.join(absolute, checked.slice(0, 2), checked.slice(2, 4), checked);
  };
  const spoolDir = path.join(absolute, '.spool');
  return {
    spoolDir,
    async put(key, spoolFile) {
      const target = fileOf(key);
      const existing = await stat(target).catch(() => null);
      if (existing) return;
      await mkdir(path.dirname(target), { recursive: true });
      try {
        // Same file system in the default layout: an atomic rename, never a half-written file.
        await rename(spoolFile, target);
      } catch {
        const partial = `${target}.${process.pid}.part`;
        await copyFile(spoolFile, partial);
        await rename(partial, target);
      }
    },
    async get(key) {
      const file = fileOf(key);
      const found = await stat(file).catch(() => null);
      return found ? createReadStream(file) : null;
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
