import net from 'node:net';

/**
 * What the benches' client processes share: a keep-alive HTTP/1.1 connection that writes one
 * prepared buffer per request and reads the answer by its Content-Length (as wrk does; on a
 * two-core machine every cycle the harness spends is taken from the server it measures).
 */
export interface Answer {
  status: number;
  headers: string;
  body: string;
}

const HEADER_END = Buffer.from('\r\n\r\n');

/** One keep-alive connection that sends a request and resolves with its answer, one at a time. */
export class Connection {
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

export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
