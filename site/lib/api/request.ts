import { clearSession, currentToken, type TokenStorage } from './session-token.ts';

/** A failed call: its message is "<status>: <body text, or status text when empty>". */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.status = status;
    this.body = body;
  }

  /** The envelope's `error.message`, or null when the body is not our JSON envelope. */
  get serverMessage(): string | null {
    return parseEnvelope(this.body)?.message ?? null;
  }

  /** Field errors from the envelope (`details[].path` → message) for forms to show. */
  get fieldErrors(): Record<string, string> {
    const details = parseEnvelope(this.body)?.details ?? [];
    return Object.fromEntries(details.map((detail) => [detail.path, detail.message]));
  }
}

interface EnvelopeError {
  message?: string;
  details?: { path: string; message: string }[];
}

function parseEnvelope(body: string): EnvelopeError | null {
  try {
    const parsed = JSON.parse(body) as { error?: EnvelopeError };
    return parsed && typeof parsed.error === 'object' ? parsed.error : null;
  } catch {
    return null;
  }
}

export interface RequestContext {
  storage?: TokenStorage | null;
  fetch?: typeof fetch;
  now?: () => number;
  /**
   * A credential the caller chose (the docs' Try It sends a developer's API key) instead of
   * the stored session token. A 401 then says nothing about the session, so it is kept.
   */
  bearer?: string;
}

/** Headers and options every call shares (spec 000 §7 "Shared request behaviour"). */
export function buildRequestInit(method: string, body: unknown, token: string | null): RequestInit {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  return {
    method,
    headers,
    credentials: 'include',
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  };
}

/** Throws ApiError for a non-2xx answer; a 401 first forgets the stored session. */
export async function throwIfNotOk(response: Response, storage?: TokenStorage | null): Promise<void> {
  if (response.status === 401) clearSession(storage);
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  throw new ApiError(response.status, response.statusText, text);
}

/** Sends one call; resolves with the Response when it succeeded. */
export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  context: RequestContext = {},
): Promise<Response> {
  const token = context.bearer ?? currentToken(context.storage, context.now?.());
  const response = await (context.fetch ?? fetch)(url, buildRequestInit(method, body, token));
  await throwIfNotOk(response, context.bearer ? null : context.storage);
  return response;
}

/** apiRequest + the parsed JSON answer (null for an empty body). */
export async function apiJson<T>(
  method: string,
  url: string,
  body?: unknown,
  context: RequestContext = {},
): Promise<T> {
  const response = await apiRequest(method, url, body, context);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}
