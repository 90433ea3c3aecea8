import http from 'node:http';

export interface FakeRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A real HTTP server that plays a provider badly on purpose (slow, 5xx, garbage), so the
 * adapters' handling of it is tested over a socket. The handler sees every request.
 */
export async function startFakeProvider(handler: (request: FakeRequest, response: http.ServerResponse) => void) {
  const requests: FakeRequest[] = [];
  const server = http.createServer((incoming, response) => {
    let body = '';
    incoming.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    incoming.on('end', () => {
      const request = { method: incoming.method ?? '', path: incoming.url ?? '', headers: incoming.headers, body };
      requests.push(request);
      handler(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    origin,
    requests,
    count: (path: string) => requests.filter((request) => request.path.startsWith(path)).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(response: http.ServerResponse, status: number, body: unknown): void {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(body));
}
