import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { freePort } from '../../helpers/free-port.ts';

/**
 * A Redis of the test's own, on a free port (never the machine's shared one), that the test
 * stops and starts again on the same port, as an outage of a real one would look.
 */
export async function startOwnRedis() {
  const port = await freePort();
  let child: ReturnType<typeof spawn> | null = null;
  const answers = async () => {
    const client = new Redis({
      port,
      host: '127.0.0.1',
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      connectTimeout: 300,
    });
    try {
      await client.connect();
      return (await client.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      client.disconnect();
    }
  };
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    for (let waited = 0; !(await answers()); waited += 100) {
      if (waited > 10_000) throw new Error('redis-server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const stop = async () => {
    if (!child) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
    child = null;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}
