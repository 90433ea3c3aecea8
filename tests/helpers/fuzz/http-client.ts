import http from 'node:http';
import net from 'node:net';

export interface FuzzResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface OutgoingRequest {
  method: string;
  /** The request target as it goes on the wire (path and query, percent-encoded). */
  target: string;
  headers: Record<string, string>;
  body?: Buffer;
}

function flatHeaders(headers: http.IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]),
  );
}

/** Sends one request with Node's HTTP client (over `agent`'s kept-alive sockets). */
export function send(
  origin: URL,
  agent: http.Agent,
  request: OutgoingRequest,
  timeoutMs = 30_000,
): Promise<FuzzResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request({
      host: origin.hostname,
      port: origin.port,
      method: request.method,
      path: request.target,
      headers: request.headers,
      agent,
      timeout: timeoutMs,
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    outgoing.on('error', reject);
    outgoing.on('response', (response) => {
      // An event stream (a CLI listener's, the request log's) never ends: its head is the answer.
      if (response.headers['content-type']?.startsWith('text/event-stream')) {
        resolve({ status: response.statusCode ?? 0, headers: flatHeaders(response.headers), body: '' });
        response.destroy();
        return;
      }
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: flatHeaders(response.headers),
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    outgoing.end(request.body);
  });
}

function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < body.length) {
    const lineEnd = body.indexOf('\r\n', offset, 'latin1');
    if (lineEnd < 0) break;
    const size = Number.parseInt(body.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Reads the first HTTP/1.x answer out of the bytes a socket received (undefined: none). */
export function parseAnswer(data: Buffer): FuzzResponse | undefined {
  const end = data.indexOf('\r\n\r\n', 0, 'latin1');
  if (end < 0) return undefined;
  const [statusLine = '', ...lines] = data.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? Number.NaN);
  if (!Number.isInteger(status)) return undefined;
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  let body = data.subarray(end + 4);
  if (headers['transfer-encoding']?.toLowerCase() === 'chunked') body = dechunk(body);
  else if (headers['content-length'] !== undefined) body = body.subarray(0, Number(headers['content-length']));
  return { status, headers, body: body.toString('utf8') };
}

/**
 * The bytes of `request` as HTTP/1.1, closing the connection after the answer: for bodies
 * over the server's limit, which it answers (413) before it has read them.
 */
export function wireBytes(origin: URL, request: OutgoingRequest): Buffer {
  const headers = {
    host: origin.host,
    ...request.headers,
    'content-length': String(request.body?.length ?? 0),
    connection: 'close',
  };
  const head = [
    `${request.method} ${request.target} HTTP/1.1`,
    ...Object.entries(headers).map(([n, v]) => `${n}: ${v}`),
  ];
  return Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'latin1'), request.body ?? Buffer.alloc(0)]);
}

export interface RawExchange {
  response: FuzzResponse | undefined;
  /** The connection was reset (or the write refused) before the server closed it cleanly. */
  reset: boolean;
}

/**
 * Writes bytes to a fresh socket as they are (for malformed HTTP Node's client refuses to
 * send, and bodies over the limit) and reads what comes back, while writing, until the
 * server closes or the time is up.
 */
export function sendRaw(origin: URL, bytes: Buffer, timeoutMs = 10_000): Promise<RawExchange> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let reset = false;
    const socket = net.connect({ host: origin.hostname, port: Number(origin.port) });
    const finish = () => {
      socket.destroy();
      resolve({ response: parseAnswer(Buffer.concat(chunks)), reset });
    };
    socket.setTimeout(timeoutMs, finish);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      reset = error.code === 'ECONNRESET' || error.code === 'EPIPE';
      finish();
    });
    socket.on('close', finish);
    // Written, not ended: a client that half-closes its side has, for Node, gone away, and the
    // answer to a request still being worked on is dropped.
    socket.on('connect', () => socket.write(bytes));
  });
}
