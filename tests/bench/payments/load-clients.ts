import { type Answers, countAnswer } from '../shared/answers.ts';
import { Connection, readStdin } from '../shared/keep-alive-connection.ts';
import { runConcurrently } from './stats.ts';

/**
 * The bench's HTTP clients, in a process of their own so that sending requests and reading
 * answers does not share the server's event loop. Reads a plan on stdin, sends each request
 * over `concurrency` keep-alive connections, and prints what it saw as JSON on stdout.
 *
 * Like wrk, each client writes its HTTP/1.1 request as one prepared buffer and reads the
 * answer by its Content-Length: on a two-core machine every cycle the harness spends is taken
 * from the server it measures (node:http's client cost a quarter of the CPU a charge used).
 */
export interface LoadPlan {
  origin: string;
  concurrency: number;
  path: string;
  requests: { headers: Record<string, string>; body: unknown }[];
}

export interface LoadResult extends Answers {
  wallMs: number;
  latencies: number[];
  replayed: number;
  /** Per request (plan order): its answer's `data.reference`, or null. */
  references: (string | null)[];
}

const plan = JSON.parse(await readStdin()) as LoadPlan;
const url = new URL(plan.origin);
const requests = plan.requests.map(({ headers, body }) => {
  const payload = Buffer.from(JSON.stringify(body));
  const lines = Object.entries({ ...headers, 'content-type': 'application/json', 'content-length': payload.length })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return Buffer.concat([Buffer.from(`POST ${plan.path} HTTP/1.1\r\nhost: ${url.host}\r\n${lines}\r\n`), payload]);
});
const connections = Array.from({ length: plan.concurrency }, () => new Connection(url.hostname, Number(url.port)));
const result: LoadResult = {
  wallMs: 0,
  latencies: [],
  statuses: {},
  replayed: 0,
  references: plan.requests.map(() => null),
  firstFailure: null,
};

async function send(index: number, worker: number): Promise<void> {
  const request = requests[index];
  const connection = connections[worker];
  if (!request || !connection) return;
  const { status, headers, body } = await connection.send(request);
  // A charge answers 201, its replay 201 again (Idempotent-Replayed: true): anything else is a failure.
  countAnswer(result, status, body, [201]);
  if (headers.includes('\r\nidempotent-replayed: true')) result.replayed += 1;
  if (status === 200 || status === 201) {
    result.references[index] = (JSON.parse(body) as { data: { reference: string } }).data.reference;
  }
}

const run = await runConcurrently(plan.requests.length, plan.concurrency, send);
result.wallMs = run.wallMs;
result.latencies = run.latencies;
for (const connection of connections) connection.close();
process.stdout.write(JSON.stringify(result));
