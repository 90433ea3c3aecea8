import { OpenBanking } from '@cemac-open-banking/sdk';
import type { Command } from 'commander';
import { readConfig } from './config.ts';
import { CliError } from './output.ts';

/** Where a fresh clone's `npm start` serves the API. */
export const DEFAULT_BASE_URL = 'http://localhost:3000';

/** The two options every command takes; they win over the environment and the stored login. */
export interface ConnectionOptions {
  apiKey?: string;
  baseUrl?: string;
}

export interface Connection {
  apiKey: string;
  baseUrl: string;
  client: OpenBanking;
}

/** Adds `--api-key` and `--base-url` to a command. */
export function withConnectionOptions(command: Command): Command {
  return command
    .option('--api-key <key>', 'API key (default: $OPEN_BANKING_API_KEY, then the key saved by `cemac login`)')
    .option(
      '--base-url <url>',
      `API origin (default: $OPEN_BANKING_BASE_URL, then the saved one, then ${DEFAULT_BASE_URL})`,
    );
}

/** The base URL without a trailing slash: the SDK appends `/api/v1/…` to it. */
export function normaliseBaseUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new CliError(`${value} is not a URL (expected e.g. ${DEFAULT_BASE_URL})`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new CliError(`${value} is not an http(s) URL`);
  return value.replace(/\/+$/, '');
}

/** Flag, then environment, then `cemac login`'s file, then the default: the usual order of command lines. */
export async function connect(options: ConnectionOptions, env: NodeJS.ProcessEnv = process.env): Promise<Connection> {
  const stored = await readConfig();
  const apiKey = options.apiKey || env.OPEN_BANKING_API_KEY || stored?.apiKey;
  if (!apiKey) throw new CliError('No API key: run `cemac login`, or pass --api-key, or set OPEN_BANKING_API_KEY');
  const baseUrl = normaliseBaseUrl(options.baseUrl || env.OPEN_BANKING_BASE_URL || stored?.baseUrl || DEFAULT_BASE_URL);
  return { apiKey, baseUrl, client: new OpenBanking({ apiKey, baseUrl }) };
}

/** Which of the platform's two worlds a key belongs to, from its prefix. */
export function keyMode(apiKey: string): 'sandbox' | 'live' | 'unknown' {
  if (apiKey.startsWith('ob_test_')) return 'sandbox';
  if (apiKey.startsWith('ob_live_')) return 'live';
  return 'unknown';
}
