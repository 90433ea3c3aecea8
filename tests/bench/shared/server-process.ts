import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The API's environment as `npm start` runs it against the bench's database: its default
 * LOG_LEVEL (info: a line per request on standard output), request logs and usage counting
 * on, no site, no demo data, the job runner in a process of its own. Only what a bench names
 * in `lifted` changes (API_KEY_BURST_PER_SECOND, say), so a figure is never bought by
 * switching off work the server does in production.
 */
export function apiEnvironment(databaseUrl: string, lifted: Record<string, string> = {}): Record<string, string> {
  return {
    SITE_DIR: '.data/no-site',
    SEED_DEMO_DATA: 'false',
    PAYMENTS_WORKER: 'off',
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    PORT: '0',
    ...lifted,
  };
}

export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  stop(): Promise<void>;
}

/**
 * Starts `script` in its own process and resolves once it printed its port (`pattern`'s first
 * group). Its standard output is read until then and thrown away after, as fast as it comes:
 * a log line per request must never wait for a pipe the bench stopped reading (pino writes
 * synchronously, so a full pipe would stall the server being measured).
 */
export function startServerProcess(
  script: string,
  pattern: RegExp,
  options: { env?: Record<string, string>; nodeArgs?: string[] } = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), path.join(root, script)], {
    cwd: root,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let printed = '';
    let port: string | undefined;
    child.stdout?.on('data', (chunk: Buffer) => {
      if (port) return;
      printed = (printed + chunk.toString('utf8')).slice(-20_000);
      port = pattern.exec(printed)?.[1];
      if (port) resolve({ child, origin: `http://127.0.0.1:${port}`, stop });
    });
    child.once('exit', (code) => {
      if (!port) reject(new Error(`${script} exited with ${code} before listening: ${printed}`));
    });
  });
}
