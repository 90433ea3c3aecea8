import net from 'node:net';

export interface RawResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

export interface RawConnection {
  /** Sends bytes as they are (a request, or a part of one). */
  write(text: string): void;
  /** The next complete response on the connection (Content-Length bodies only). */
  response(): Promise<RawResponse>;
  /** Resolves once the server has closed the connection. */
  closed: Promise<void>;
  destroy(): void;
}

/**
 * An HTTP/1.1 connection written byte by byte: a request can be left half sent (its headers or
 * its body) while the test does something else, then finished, on a keep-alive connection that
 * stays open between requests. Responses must carry Content-Length (every API answer does).
 */
export function rawConnection(port: number): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let buffer = Buffer.alloc(0);
    let waiting: { resolve: (response: RawResponse) => void; reject: (error: Error) => void } | null = null;
    let ended = false;
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    const parse = () => {
      if (!waiting) return;
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [statusLine = '', ...lines] = buffer.subarray(0, end).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const length = Number(headers['content-length'] ?? 0);
      if (buffer.length < end + 4 + length) return;
      const body = buffer.subarray(end + 4, end + 4 + length).toString('utf8');
      buffer = buffer.subarray(end + 4 + length);
      const pending = waiting;
      waiting = null;
      pending.resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    };
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      parse();
    });
    socket.on('close', () => {
      ended = true;
      waiting?.reject(new Error('the server closed the connection without an answer'));
      waiting = null;
    });
    // Before connecting, a failure is the caller's answer; after, 'close' follows and says it.
    socket.on('error', (error) => reject(error));
    socket.once('connect', () =>
      resolve({
        write: (text) => socket.write(text),
        response: () =>
          new Promise((done, fail) => {
            if (ended) {
              fail(new Error('the connection is closed'));
              return;
            }
            waiting = { resolve: done, reject: fail };
            parse();
          }),
        closed,
        destroy: () => socket.destroy(),
      }),
    );
  });
}

/** Whether a new TCP connection to `port` is refused. */
export function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}
