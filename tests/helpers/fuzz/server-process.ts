import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ServerProcess {
  origin: URL;
  /** The server's error log lines (level 50 and up), parsed, for explaining a failure. */
  errorLogs: () => Record<string, unknown>[];
  /** Set when the process ended before `stop`. */
  exitCode: () => number | null;
  stop(): Promise<void>;
}

/**
 * The API as `npm start` runs it (api/server.ts), in its own process so the fuzzer and the
 * server do not share an event loop: a crash, a hang or a slow health check is the server's.
 */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'api/server.ts')], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const errors: Record<string, unknown>[] = [];
  let printed = '';
  let pending = '';
  let listening = false;
  return new Promise((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => {
      printed += chunk.toString('utf8');
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      if (printed.length < 20_000) printed += text;
      pending += text;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.startsWith('{')) continue;
        const entry = JSON.parse(line) as { level?: number };
        if ((entry.level ?? 0) >= 50) errors.push(entry);
      }
      const port = /is running at http:\/\/[^:\s]+:(\d+)/.exec(printed)?.[1];
      if (port && !listening) {
        listening = true;
        resolve({
          origin: new URL(`http://127.0.0.1:${port}`),
          errorLogs: () => errors,
          exitCode: () => child.exitCode,
          stop: async () => {
            if (child.exitCode !== null) return;
            const exited = new Promise((done) => child.once('exit', done));
            child.kill('SIGTERM');
            await exited;
          },
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`the API exited with ${code} before listening:\n${printed}`)));
  });
}
