import http from 'node:http';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type Handler = (request: RecordedRequest, response: http.ServerResponse) => void;

/**
 * A real HTTP server for client-side tests: it records what arrived and answers through
 * per-path handlers, so the request layer is exercised over a socket, not through a stub.
 */
export async function startRecordingServer(handlers: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((incoming, response) => {
    let body = '';
    incoming.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    incoming.on('end', () => {
      const recorded: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path: incoming.url ?? '/',
        headers: incoming.headers,
        body,
      };
      requests.push(recorded);
      const handler = handlers[recorded.path.split('?')[0] ?? '/'];
      if (handler) handler(recorded, response);
      else {
        response.statusCode = 404;
        response.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    countOf: (path: string) => requests.filter((request) => request.path === path).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function json(status: number, body: unknown): Handler {
  return (_request, response) => {
    response.statusCode = status;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(body));
  };
}

export function text(status: number, body: string): Handler {
  return (_request, response) => {
    response.statusCode = status;
    response.end(body);
  };
}
