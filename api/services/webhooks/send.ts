import http from 'node:http';
import https from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

/** What one attempt got back; `statusCode` is null when no answer came (refused, timeout, network). */
export interface SendResult {
  statusCode: number | null;
  durationMs: number;
  /** The first 1 KB of the answer. */
  body: string;
  retryAfterSeconds: number | null;
  error: string | null;
}

export const DELIVERY_TIMEOUT_MS = 15_000;
const KEPT_BODY_BYTES = 1024;

/**
 * The agents check every address a connection is about to use, after DNS, so a host that
 * resolves to a private address (or is rebound to one) is refused. Outside production,
 * private addresses are allowed so local receivers work.
 */
export function deliveryAgents(production: boolean) {
  const options = { allowPrivateIPAddress: !production, keepAlive: false };
  return { http: new RequestFilteringHttpAgent(options), https: new RequestFilteringHttpsAgent(options) };
}

export type DeliveryAgents = ReturnType<typeof deliveryAgents>;

/** Retry-After as seconds (delta-seconds or an HTTP date), null when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, now: Date): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now.getTime()) / 1000));
}

/**
 * POSTs one signed message with node:http(s) (global fetch cannot take these agents). Redirects
 * are not followed: a 3xx is an answer like any other, and counts as a failure.
 */
export function sendWebhook(
  agents: DeliveryAgents,
  request: { url: string; headers: Record<string, string>; body: string; now: Date },
): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<SendResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...result, durationMs: elapsed() });
    };
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      finish({ statusCode: null, body: '', retryAfterSeconds: null, error: 'invalid URL' });
      return;
    }
    const secure = url.protocol === 'https:';
    const outgoing = (secure ? https : http).request(url, {
      method: 'POST',
      agent: secure ? agents.https : agents.http,
      headers: {
        ...request.headers,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(request.body).toString(),
        'user-agent': 'CEMAC-Open-Banking-Webhooks/1.0',
      },
      timeout: DELIVERY_TIMEOUT_MS,
    });
    const deadline = setTimeout(() => outgoing.destroy(new Error('timeout')), DELIVERY_TIMEOUT_MS);
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', (error) => {
      clearTimeout(deadline);
      finish({ statusCode: null, body: '', retryAfterSeconds: null, error: error.message.slice(0, 500) });
    });
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      response.on('data', (chunk: Buffer) => {
        if (kept < KEPT_BODY_BYTES) {
          chunks.push(chunk);
          kept += chunk.length;
        }
      });
      const done = () => {
        clearTimeout(deadline);
        const header = response.headers['retry-after'];
        finish({
          statusCode: response.statusCode ?? null,
          body: Buffer.concat(chunks).subarray(0, KEPT_BODY_BYTES).toString('utf8'),
          retryAfterSeconds: parseRetryAfter(Array.isArray(header) ? header[0] : header, request.now),
          error: null,
        });
      };
      response.on('end', done);
      response.on('error', done);
    });
    outgoing.end(request.body);
  });
}
