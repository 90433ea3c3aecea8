import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface AppProcess {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** Its JSON log lines so far. */
  logs(): Record<string, unknown>[];
  /** Waits until its output matches `pattern`; throws if it exits or `timeoutMs` passes first. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  alive(): boolean;
  /** Resolves with the exit code and signal once it has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, then SIGKILL if it is still there after `graceMs`. */
  stop(graceMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Settings of the test run that must not leak into a process started on a database of its own. */
const INHERITED_OUT = ['DATABASE_URL', 'TEST_DATABASE_URL', 'REDIS_URL', 'PAYMENTS_WORKER', 'PORT', 'HOST'];

/**
 * `api/server.ts` or `api/worker.ts` in a process of its own, as `npm start` and `npm run worker`
 * run them: what it prints is kept for assertions and for explaining a failure.
 */
export function spawnAppProcess(script: 'api/server.ts' | 'api/worker.ts', env: Record<string, string>): AppProcess {
  const inherited = { ...process.env };
  for (const name of INHERITED_OUT) delete inherited[name];
  const child = spawn(process.execPath, [path.join(root, script)], {
    cwd: root,
    env: { ...inherited, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const watchers = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    printed += chunk.toString('utf8');
    for (const watcher of watchers) watcher();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      for (const watcher of watchers) watcher();
      resolve({ code, signal });
    });
  });
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    child,
    output: () => printed,
    logs: () =>
      printed
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .flatMap((line) => {
          try {
            return [JSON.parse(line) as Record<string, unknown>];
          } catch {
            return [];
          }
        }),
    waitFor: (pattern, timeoutMs = 60_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => finish(new Error(`${script}: no ${pattern} after ${timeoutMs} ms:\n${printed}`)),
          timeoutMs,
        );
        const check = () => {
          const match = pattern.exec(printed);
          if (match) finish(null, match);
          else if (!alive()) finish(new Error(`${script} exited before printing ${pattern}:\n${printed}`));
        };
        function finish(error: Error | null, match?: RegExpExecArray) {
          clearTimeout(timer);
          watchers.delete(check);
          if (error) reject(error);
          else if (match) resolve(match);
        }
        watchers.add(check);
        check();
      }),
    alive,
    exited,
    stop: async (graceMs = 40_000) => {
      if (!alive()) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
}
