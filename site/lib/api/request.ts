import { clearSession, currentToken, type TokenStorage } from './session-token.ts';

/** One message of an error envelope: the English text, its stable reason and the values in it. */
export interface ServerIssue {
  message: string;
  reason?: string;
  params?: Record<string, string | number>;
}

/** A field's issue (`details[]`): the dotted path of the field it is about. */
export interface FieldIssue extends ServerIssue {
  path: string;
}

interface EnvelopeError extends Partial<ServerIssue> {
  code?: string;
  details?: FieldIssue[];
}

function parseEnvelope(body: string): EnvelopeError | null {
  try {
    const parsed = JSON.parse(body) as { error?: EnvelopeError };
    return parsed && typeof parsed.error === 'object' && parsed.error !== null ? parsed.error : null;
  } catch {
    return null;
  }
}

/**
 * A failed call: its message is "<status>: <body text, or status text when empty>". When the
 * body is the API's error envelope, `issue` and `fieldIssues` carry its reasons, by which the
 * site translates (see `lib/error-text.ts`); the English text is never matched.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly body: string;
  /** The envelope's `code` (the category: validation_error, unauthorized…), or null. */
  readonly code: string | null;
  /** The envelope's own message, or null when the body is not our envelope. */
  readonly issue: ServerIssue | null;
  /** One issue per field (`details[]`), keyed by path, for forms to show under their inputs. */
  readonly fieldIssues: Readonly<Record<string, FieldIssue>>;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.status = status;
    this.body = body;
    const envelope = parseEnvelope(body);
    this.code = envelope?.code ?? null;
    this.issue =
      typeof envelope?.message === 'string'
        ? { message: envelope.message, reason: envelope.reason, params: envelope.params }
        : null;
    const details = Array.isArray(envelope?.details) ? envelope.details : [];
    this.fieldIssues = Object.fromEntries(details.map((detail) => [detail.path, detail]));
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

/** Headers and options every call shares. */
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
