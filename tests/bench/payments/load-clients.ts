import net from 'node:net';
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

export interface LoadResult {
  wallMs: number;
  latencies: number[];
  statuses: Record<string, number>;
  replayed: number;
  /** Per request (plan order): its answer's `data.reference`, or null. */
  references: (string | null)[];
  firstFailure: string | null;
}

interface Answer {
  status: number;
  headers: string;
  body: string;
}

const HEADER_END = Buffer.from('\r\n\r\n');

/** One keep-alive connection that sends a request and resolves with its answer, one at a time. */
class Connection {
  private readonly socket: net.Socket;
  private buffered: Buffer = Buffer.alloc(0);
  private waiting: { resolve(answer: Answer): void; reject(error: Error): void } | null = null;

  constructor(host: string, port: number) {
    this.socket = net.connect({ host, port, noDelay: true });
    this.socket.on('data', (chunk: Buffer) => {
      this.buffered = this.buffered.length ? Buffer.concat([this.buffered, chunk]) : chunk;
      this.parse();
    });
    this.socket.on('error', (error) => this.waiting?.reject(error));
    this.socket.on('close', () => this.waiting?.reject(new Error('connection closed by the server')));
  }

  send(request: Buffer): Promise<Answer> {
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(request);
    });
  }

  /** Resolves the waiting request once its whole answer (head and Content-Length body) is in. */
  private parse() {
    const headEnd = this.buffered.indexOf(HEADER_END);
    if (headEnd < 0 || !this.waiting) return;
    const head = this.buffered.toString('latin1', 0, headEnd);
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1];
    if (length === undefined) {
      this.waiting.reject(new Error(`answer without Content-Length: ${head.slice(0, 200)}`));
      return;
    }
    const end = headEnd + HEADER_END.length + Number(length);
    if (this.buffered.length < end) return;
    const answer: Answer = {
      status: Number(head.slice(9, 12)),
      headers: head.toLowerCase(),
      body: this.buffered.toString('utf8', headEnd + HEADER_END.length, end),
    };
    this.buffered = this.buffered.subarray(end);
    const waiting = this.waiting;
    this.waiting = null;
    waiting.resolve(answer);
  }

  close() {
    this.socket.destroy();
  }
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
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
  result.statuses[status] = (result.statuses[status] ?? 0) + 1;
  if (headers.includes('\r\nidempotent-replayed: true')) result.replayed += 1;
  if (status === 200 || status === 201) {
    result.references[index] = (JSON.parse(body) as { data: { reference: string } }).data.reference;
  } else {
    result.firstFailure ??= `${status}: ${body.slice(0, 300)}`;
  }
}

const run = await runConcurrently(plan.requests.length, plan.concurrency, send);
result.wallMs = run.wallMs;
result.latencies = run.latencies;
for (const connection of connections) connection.close();
process.stdout.write(JSON.stringify(result));
