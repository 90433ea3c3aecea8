import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './free-port.ts';
import { redisAnswers } from './redis-probe.ts';

export interface RedisServer {
  url: string;
  /** Kills the server (SIGKILL: gone at once, as a crashed host). */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty; resolves once it answers PING. */
  start(): Promise<void>;
  /** SIGSTOP / SIGCONT: the server keeps its connections and answers nothing meanwhile. */
  freeze(): void;
  thaw(): void;
}

/**
 * A `redis-server` of the test's own, on a free port, without persistence: the shared Redis
 * of the machine (6379) is never stopped or frozen by a test.
 */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  const start = async () => {
    const server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    child = server;
    const deadline = Date.now() + 10_000;
    while (!(await redisAnswers(url, 200))) {
      if (server.exitCode !== null) throw new Error(`redis-server exited with ${server.exitCode}`);
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on ${port}`);
      await sleep(50);
    }
  };
  const signal = (name: NodeJS.Signals) => {
    if (child?.pid) process.kill(child.pid, name);
  };

  await start();
  return {
    url,
    start,
    async stop() {
      const server = child;
      child = null;
      if (!server || server.exitCode !== null) return;
      const exited = once(server, 'exit');
      server.kill('SIGKILL');
      await exited;
    },
    freeze: () => signal('SIGSTOP'),
    thaw: () => signal('SIGCONT'),
  };
}
