import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../api/config.ts';
import { resolveSessionSecret } from '../../../api/services/identity/session-secret.ts';

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

async function dataDir(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'ob-secret-'));
  folders.push(folder);
  return path.join(folder, 'data');
}

describe('resolveSessionSecret', () => {
  it('uses SESSION_SECRET when it is set', async () => {
    const secret = 's'.repeat(40);
    const config = loadConfig({}, { NODE_ENV: 'production', SESSION_SECRET: secret });
    expect(await resolveSessionSecret(config)).toBe(secret);
  });

  it('makes a fresh key per process under test, writing nothing', async () => {
    const DATA_DIR = await dataDir();
    const config = loadConfig({}, { NODE_ENV: 'test', DATA_DIR });
    const first = await resolveSessionSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await resolveSessionSecret(config)).not.toBe(first);
    await expect(stat(DATA_DIR)).rejects.toThrow();
  });

  it('generates a key once in development, readable only by its owner, and keeps it', async () => {
    const DATA_DIR = await dataDir();
    const config = loadConfig({}, { NODE_ENV: 'development', DATA_DIR });
    const first = await resolveSessionSecret(config);
    const file = path.join(DATA_DIR, 'session-secret');
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await resolveSessionSecret(config)).toBe(first);
  });

  it('refuses a kept key that is too short rather than signing with it', async () => {
    const DATA_DIR = await dataDir();
    const config = loadConfig({}, { NODE_ENV: 'development', DATA_DIR });
    await resolveSessionSecret(config);
    await writeFile(path.join(DATA_DIR, 'session-secret'), 'short\n');
    await expect(resolveSessionSecret(config)).rejects.toThrow(/no usable session secret/);
  });
});
