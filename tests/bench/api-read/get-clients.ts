import net from 'node:net';
import { runConcurrently } from '../payments/stats.ts';

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

export interface GetResult {
  wallMs: number;
  latencies: number[];
  statuses: Record<string, number>;
  firstFailure: string | null;
}

const HEADER_END = Buffer.from('\r\n\r\n');

class Connection {
  private readonly socket: net.Socket;
  private buffered: Buffer = Buffer.alloc(0);
  private waiting: { resolve(answer: { status: number; body: string }): void; reject(error: Error): void } | null =
    null;

  constructor(host: string, port: number) {
    this.socket = net.connect({ host, port, noDelay: true });
    this.socket.on('data', (chunk: Buffer) => {
      this.buffered = this.buffered.length ? Buffer.concat([this.buffered, chunk]) : chunk;
      this.parse();
    });
    this.socket.on('error', (error) => this.waiting?.reject(error));
    this.socket.on('close', () => this.waiting?.reject(new Error('connection closed by the server')));
  }

  send(request: Buffer): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(request);
    });
  }

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
    const answer = {
      status: Number(head.slice(9, 12)),
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

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const plan = JSON.parse(Buffer.concat(chunks).toString('utf8')) as GetPlan;
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
  result.statuses[status] = (result.statuses[status] ?? 0) + 1;
  if (status !== 200) result.firstFailure ??= `${status}: ${body.slice(0, 300)}`;
});
result.wallMs = run.wallMs;
result.latencies = run.latencies;
for (const connection of connections) connection.close();
process.stdout.write(JSON.stringify(result));
