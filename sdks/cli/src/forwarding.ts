import type { ForwardedWebhook } from '@cemac-open-banking/sdk';
import { CliError } from './output.ts';

/** What happened to one forwarded delivery, as `listeners.report` takes it. */
export interface ForwardOutcome {
  /** The local receiver's status, or null when it never answered. */
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

/** Same limit as the platform's own deliveries: a receiver that takes longer has failed. */
const FORWARD_TIMEOUT_MS = 15_000;

/** `--forward-to` must be an http(s) URL: checked before a listener is created on the server. */
export function forwardTarget(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new CliError(`--forward-to ${value} is not a URL (expected e.g. http://localhost:4000/webhooks)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new CliError(`--forward-to ${value} is not an http(s) URL`);
  }
  return url;
}

/**
 * POSTs one event to the local receiver as the platform would have: the body string exactly as
 * signed (re-serialising it would break the signature) and the three Standard Webhooks headers
 * unchanged.
 */
export async function forward(target: URL, event: ForwardedWebhook, signal?: AbortSignal): Promise<ForwardOutcome> {
  const started = performance.now();
  const timeout = AbortSignal.timeout(FORWARD_TIMEOUT_MS);
  try {
    const response = await fetch(target, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'cemac-cli',
        'webhook-id': event.headers['webhook-id'],
        'webhook-timestamp': event.headers['webhook-timestamp'],
        'webhook-signature': event.headers['webhook-signature'],
      },
      body: event.body,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    // Read the answer to the end so the connection is free again; its content is not needed.
    await response.arrayBuffer();
    return { statusCode: response.status, durationMs: elapsed(started), error: null };
  } catch (error) {
    return { statusCode: null, durationMs: elapsed(started), error: networkError(error) };
  }
}

function elapsed(started: number): number {
  return Math.round(performance.now() - started);
}

/** fetch's "fetch failed" hides the reason (ECONNREFUSED, …) in its cause. */
function networkError(error: unknown): string {
  if (error instanceof DOMException && error.name === 'TimeoutError')
    return `no answer within ${FORWARD_TIMEOUT_MS / 1000} s`;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}
