import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ApiProcess {
  origin: string;
  /** Every JSON log line the process wrote so far, parsed. */
  logs(): Record<string, unknown>[];
  /** Whatever it printed that was not a log line (Node's own crash report, for one). */
  printed(): string;
  /** Null while the process runs; its exit code (or signal) once it ended. */
  exited(): number | string | null;
  stop(): Promise<void>;
}

/**
 * The API as `npm start` runs it (api/server.ts) in a process of its own, so what the test
 * watches is a real process: one that crashes on an unhandled rejection, an `error` event
 * nobody listens to, or an exception in a timer. Resolves once it listens.
 */
export function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const childEnv: Record<string, string | undefined> = { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env };
  for (const name of ['TEST_DATABASE_URL', 'REDIS_URL']) if (!(name in env)) delete childEnv[name];
  const child = spawn(process.execPath, [path.join(root, 'api/server.ts')], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  let other = '';
  let pending = '';
  let exit: number | string | null = null;
  let listening = false;
  child.once('exit', (code, signal) => {
    exit = code ?? signal ?? 'unknown';
  });
  child.stderr.on('data', (chunk: Buffer) => {
    other += chunk.toString('utf8');
  });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('{')) logs.push(JSON.parse(line) as Record<string, unknown>);
        else other += `${line}\n`;
      }
      const port = /is running at http:\/\/[^:\s]+:(\d+)/.exec(other)?.[1];
      if (port && !listening) {
        listening = true;
        resolve({
          origin: `http://127.0.0.1:${port}`,
          logs: () => logs,
          printed: () => other,
          exited: () => exit,
          stop: async () => {
            if (exit !== null) return;
            const ended = new Promise((done) => child.once('exit', done));
            child.kill('SIGTERM');
            await ended;
          },
        });
      }
    });
    child.once('exit', () => reject(new Error(`the API exited (${exit}) before listening:\n${other}`)));
  });
}
