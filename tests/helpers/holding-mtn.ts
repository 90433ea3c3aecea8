import http from 'node:http';

/** One request-to-pay as the provider saw it: when it arrived and when its connection ended. */
export interface HeldRequest {
  /** The payment's reference (MTN's externalId). */
  reference: string;
  openedAt: number;
  /** Set once answered or its connection closed (the caller gave up or died). */
  closedAt: number | null;
  answered: boolean;
}

export interface HoldingMtn {
  origin: string;
  /** Every request-to-pay received, in order. */
  requests: HeldRequest[];
  /** Held requests not answered and still connected. */
  open(): HeldRequest[];
  /** From now on, new requests are held (true) or accepted at once (false). */
  hold(on: boolean): void;
  /** Accepts every request held now (202). */
  answerHeld(): void;
  close(): Promise<void>;
}

function sendJson(response: http.ServerResponse, status: number, body: unknown): void {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(body));
}

/**
 * MTN MoMo Collection over a real socket, enough for the adapter's request to pay and status
 * poll, that can *hold* requests to pay unanswered: a job blocked in its provider call holds its
 * graphile-worker lock as long as the test wants, as a slow provider would. Each request's
 * arrival and end are recorded, so a test can tell whether two runs of one payment overlapped.
 * Accepted requests are SUCCESSFUL when polled.
 */
export async function startHoldingMtn(): Promise<HoldingMtn> {
  const requests: HeldRequest[] = [];
  const waiting = new Map<HeldRequest, http.ServerResponse>();
  const accepted = new Map<string, { amount: string; reference: string }>();
  let holding = true;
  const accept = (request: HeldRequest, response: http.ServerResponse) => {
    waiting.delete(request);
    request.answered = true;
    response.statusCode = 202;
    response.end();
  };
  const server = http.createServer((incoming, response) => {
    let body = '';
    incoming.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    incoming.on('end', () => {
      const path = (incoming.url ?? '/').split('?')[0] ?? '/';
      if (incoming.method === 'POST' && path === '/collection/token/') {
        sendJson(response, 200, { access_token: 'held-token', token_type: 'access_token', expires_in: 3600 });
        return;
      }
      if (incoming.method === 'POST' && path === '/collection/v1_0/requesttopay') {
        const payment = JSON.parse(body) as { amount: string; externalId: string };
        const id = String(incoming.headers['x-reference-id'] ?? '');
        accepted.set(id, { amount: payment.amount, reference: payment.externalId });
        const request: HeldRequest = {
          reference: payment.externalId,
          openedAt: Date.now(),
          closedAt: null,
          answered: false,
        };
        requests.push(request);
        response.on('close', () => {
          request.closedAt = Date.now();
          waiting.delete(request);
        });
        if (holding) waiting.set(request, response);
        else accept(request, response);
        return;
      }
      const status = /^\/collection\/v1_0\/requesttopay\/([^/]+)$/.exec(path);
      const known = status ? accepted.get(decodeURIComponent(status[1] ?? '')) : undefined;
      if (incoming.method === 'GET' && known) {
        sendJson(response, 200, {
          amount: known.amount,
          currency: 'XAF',
          externalId: known.reference,
          financialTransactionId: `ft-${known.reference}`,
          status: 'SUCCESSFUL',
        });
        return;
      }
      sendJson(response, 404, { code: 'RESOURCE_NOT_FOUND' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    requests,
    open: () => requests.filter((request) => !request.answered && request.closedAt === null),
    hold: (on) => {
      holding = on;
    },
    answerHeld: () => {
      for (const [request, response] of [...waiting]) accept(request, response);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
