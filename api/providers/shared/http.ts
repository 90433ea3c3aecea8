import type { TransientOutcome } from '../types.ts';

/** No provider answer we read is anywhere near this; a bigger one is a misbehaving server. */
const MAX_BODY_BYTES = 1024 * 1024;

export interface ProviderRequest {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers?: Record<string, string>;
  body?: string;
  timeoutMs: number;
}

export interface ProviderAnswer {
  ok: true;
  status: number;
  headers: Headers;
  text: string;
  /** The parsed JSON body; undefined when the body is empty or not JSON. */
  json: unknown;
}

export type ProviderCallResult = ProviderAnswer | { ok: false; failure: TransientOutcome };

async function readCapped(response: Response): Promise<string | null> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/**
 * One HTTP call to a provider with a hard deadline covering the whole exchange (connect,
 * headers and body). Network trouble comes back as a transient failure, never as a throw.
 */
export async function callProvider(request: ProviderRequest): Promise<ProviderCallResult> {
  const signal = AbortSignal.timeout(request.timeoutMs);
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: { accept: 'application/json', ...request.headers },
      ...(request.body !== undefined ? { body: request.body } : {}),
      signal,
      redirect: 'error',
    });
    const text = await readCapped(response);
    if (text === null) {
      return {
        ok: false,
        failure: {
          kind: 'transient',
          problem: 'malformed_response',
          message: `The answer from ${new URL(request.url).host} is larger than ${MAX_BODY_BYTES} bytes`,
          httpStatus: response.status,
        },
      };
    }
    return { ok: true, status: response.status, headers: response.headers, text, json: parseJson(text) };
  } catch (error) {
    if (isTimeout(error) || signal.aborted) {
      return {
        ok: false,
        failure: { kind: 'transient', problem: 'timeout', message: `No answer within ${request.timeoutMs} ms` },
      };
    }
    const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : '';
    return {
      ok: false,
      failure: { kind: 'transient', problem: 'network', message: `Could not reach the provider: ${cause}` },
    };
  }
}

/** Retry-After in seconds or as an HTTP date, in milliseconds. */
export function retryAfterMs(headers: Headers): number | undefined {
  const value = headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/**
 * The transient reading of an HTTP status that is not the expected success: everything that
 * says nothing final about the payment. Callers handle the statuses that do (e.g. 400 on create).
 */
export function transientFromStatus(answer: ProviderAnswer, providerReference?: string): TransientOutcome {
  const { status } = answer;
  const base = { kind: 'transient' as const, httpStatus: status, providerReference };
  if (status >= 500) return { ...base, problem: 'server_error', message: `The provider answered ${status}` };
  if (status === 429) {
    return {
      ...base,
      problem: 'rate_limited',
      message: 'The provider asked us to slow down',
      retryAfterMs: retryAfterMs(answer.headers),
    };
  }
  if (status === 401 || status === 403) {
    return { ...base, problem: 'authentication', message: `The provider refused our credentials (${status})` };
  }
  if (status === 404) return { ...base, problem: 'not_found', message: 'The provider does not know this resource' };
  return { ...base, problem: 'unexpected_status', message: `Unexpected answer ${status} from the provider` };
}

export function malformed(message: string, answer?: ProviderAnswer, providerReference?: string): TransientOutcome {
  return {
    kind: 'transient',
    problem: 'malformed_response',
    message,
    httpStatus: answer?.status,
    providerReference,
  };
}

export function basicAuth(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
}

export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}
