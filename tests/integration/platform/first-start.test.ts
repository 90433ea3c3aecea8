import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../helpers/free-port.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface FirstStart {
  /** What the process printed until it was listening with its worker connected. */
  stdout: string;
  stderr: string;
}

/**
 * `npm start`'s first run, as a new developer sees it: api/server.ts in its own process on a
 * data folder that does not exist yet, so it initialises a new embedded PostgreSQL, migrates
 * it, seeds the demo data, runs the payments worker inline and listens. What it printed up to
 * then is the answer; then it is stopped (SIGTERM, as Ctrl-C).
 */
async function firstStart(dataDir: string): Promise<FirstStart> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'development',
    PAYMENTS_WORKER: 'inline',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(await freePort()),
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
  };
  for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'REDIS_URL']) delete env[name];
  const child = spawn(process.execPath, [path.join(root, 'api/server.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const printed = { stdout: '', stderr: '' };
  let started: FirstStart | null = null;
  child.stdout.on('data', (chunk: Buffer) => {
    printed.stdout += chunk.toString('utf8');
    // Listening, and the inline worker has connected (it checks its own schema first).
    if (!started && /is running at/.test(printed.stdout) && /Worker connected/.test(printed.stdout)) {
      started = { ...printed };
      child.kill('SIGTERM');
    }
  });
  child.stderr.on('data', (chunk: Buffer) => {
    printed.stderr += chunk.toString('utf8');
  });
  await new Promise((resolve) => child.once('exit', resolve));
  return started ?? printed;
}

const dataDirs: string[] = [];
afterAll(async () => {
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

describe("npm start's first run", () => {
  it('starts on a fresh database without a single error line', { timeout: 180_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'first-start-'));
    dataDirs.push(dataDir);
    // mkdtemp makes it private; run as root, PostgreSQL runs as its own user and must get in.
    await chmod(dataDir, 0o755);
    const run = await firstStart(path.join(dataDir, 'data'));
    const output = `${run.stdout}\n${run.stderr}`;

    expect(run.stdout, output).toMatch(/is running at http:/);
    const entries = run.stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg?: string });
    expect(entries.filter((entry) => entry.level >= 50)).toEqual([]);
    expect(output.split('\n').filter((line) => /\b(?:ERROR|FATAL|PANIC)\b/.test(line))).toEqual([]);
  });
});
