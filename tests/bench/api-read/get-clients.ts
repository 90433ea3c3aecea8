import { runConcurrently } from '../payments/stats.ts';
import { type Answers, countAnswer } from '../shared/answers.ts';
import { Connection, readStdin } from '../shared/keep-alive-connection.ts';

/**
 * GET clients in a process of their own (as tests/bench/payments/load-clients.ts for POST):
 * `concurrency` keep-alive connections, each request one prepared buffer, each answer read by
 * its Content-Length. Reads a plan on stdin, prints latencies and statuses as JSON.
 */
export interface GetPlan {
  origin: string;
  path: string;
  concurrency: number;
  total: number;
  /** Headers of connection `worker` (its key or its user). */
  headersByWorker: Record<string, string>[];
}

export interface GetResult extends Answers {
  wallMs: number;
  latencies: number[];
}

const plan = JSON.parse(await readStdin()) as GetPlan;
const url = new URL(plan.origin);
const requests = plan.headersByWorker.map((headers) =>
  Buffer.from(
    `GET ${plan.path} HTTP/1.1\r\nhost: ${url.host}\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}\r\n`,
  ),
);
const connections = Array.from({ length: plan.concurrency }, () => new Connection(url.hostname, Number(url.port)));
const result: GetResult = { wallMs: 0, latencies: [], statuses: {}, firstFailure: null };

const run = await runConcurrently(plan.total, plan.concurrency, async (_index, worker) => {
  const connection = connections[worker];
  const request = requests[worker];
  if (!connection || !request) return;
  const { status, body } = await connection.send(request);
  countAnswer(result, status, body, [200]);
});
result.wallMs = run.wallMs;
result.latencies = run.latencies;
for (const connection of connections) connection.close();
process.stdout.write(JSON.stringify(result));
