import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './server-process.ts';

/**
 * Runs a bench's client script (`tests/bench/<topic>/…-clients.ts`) in a process of its own:
 * the plan goes in on stdin as JSON, what the clients saw comes back on stdout as JSON.
 */
export function runClientProcess<Plan, Result>(script: string, plan: Plan): Promise<Result> {
  const child = spawn(process.execPath, [path.join(root, script)], { stdio: ['pipe', 'pipe', 'inherit'] });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stdin.end(JSON.stringify(plan));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${script} exited with ${code}`));
      resolve(JSON.parse(Buffer.concat(output).toString('utf8')) as Result);
    });
  });
}
