import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';

/** What `cemac login` remembers between runs. */
export interface StoredConfig {
  apiKey: string;
  baseUrl: string;
}

/**
 * `$XDG_CONFIG_HOME/cemac-open-banking/config.json`, `~/.config/…` when the variable is unset
 * (the XDG Base Directory rule, which is also where most command lines on Linux and macOS look).
 */
export function configPath(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CONFIG_HOME || path.join(homedir(), '.config');
  return path.join(base, 'cemac-open-banking', 'config.json');
}

/** The stored config, or undefined when there is none (never logged in, or logged out). */
export async function readConfig(file = configPath()): Promise<Partial<StoredConfig> | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return JSON.parse(text) as Partial<StoredConfig>;
}

/**
 * Writes the key where only its owner can read it: the file is created 0600 and chmod-ed again,
 * because `mode` only applies to a new file and an older one may have looser permissions.
 */
export async function writeConfig(config: StoredConfig, file = configPath()): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
}

/** Forgets the stored key; true when there was one. */
export async function removeConfig(file = configPath()): Promise<boolean> {
  const existed = (await readConfig(file)) !== undefined;
  await rm(file, { force: true });
  return existed;
}
