import http from 'node:http';
import { runConcurrently } from './stats.ts';

/**
 * The bench's HTTP clients, in a process of their own so that sending requests and reading
 * answers does not share the server's event loop. Reads a plan on stdin, sends each request
 * with `concurrency` keep-alive connections, and prints what it saw as JSON on stdout.
 */
export interface LoadPlan {
  origin: string;
  concurrency: number;
  path: string;
  requests: { headers: Record<string, string>; body: unknown }[];
}

export interface LoadResult {
  wallMs: number;
  latencies: number[];
  statuses: Record<string, number>;
  replayed: number;
  /** Per request (plan order): its answer's `data.reference`, or null. */
  references: (string | null)[];
  firstFailure: string | null;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const plan = JSON.parse(await readStdin()) as LoadPlan;
const url = new URL(plan.origin);
const agent = new http.Agent({ keepAlive: true, maxSockets: plan.concurrency });
const result: LoadResult = {
  wallMs: 0,
  latencies: [],
  statuses: {},
  replayed: 0,
  references: plan.requests.map(() => null),
  firstFailure: null,
};

function send(index: number): Promise<void> {
  const request = plan.requests[index];
  if (!request) return Promise.resolve();
  const body = JSON.stringify(request.body);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: plan.path,
        headers: { ...request.headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          const text = Buffer.concat(chunks).toString('utf8');
          result.statuses[status] = (result.statuses[status] ?? 0) + 1;
          if (response.headers['idempotent-replayed'] === 'true') result.replayed += 1;
          if (status === 200 || status === 201) {
            result.references[index] = (JSON.parse(text) as { data: { reference: string } }).data.reference;
          } else {
            result.firstFailure ??= `${status}: ${text.slice(0, 300)}`;
          }
          resolve();
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const run = await runConcurrently(plan.requests.length, plan.concurrency, (index) => send(index));
result.wallMs = run.wallMs;
result.latencies = run.latencies;
agent.destroy();
process.stdout.write(JSON.stringify(result));
