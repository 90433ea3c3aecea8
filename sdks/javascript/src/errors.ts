/** One field's problem in a validation error (`details[]` of the envelope). */
export interface ErrorDetail {
  path?: string;
  message: string;
  reason?: string;
  params?: Record<string, unknown>;
}

/** What the server's error envelope `{"error":{…}}` carries, plus the HTTP status. */
export interface ErrorFields {
  status: number;
  code: string;
  reason?: string;
  message: string;
  params?: Record<string, unknown>;
  details?: ErrorDetail[];
  requestId?: string;
  /** Seconds the server asked to wait (`Retry-After`), on 429 and 503. */
  retryAfter?: number;
}

/**
 * An answer of the API other than 2xx. `code` is the category (it decides the status),
 * `reason` the exact cause: branch and translate on `reason`, never on the English `message`.
 * Quote `requestId` to support.
 */
export class OpenBankingError extends Error {
  readonly status: number;
  readonly code: string;
  readonly reason: string | undefined;
  readonly params: Record<string, unknown> | undefined;
  readonly details: ErrorDetail[];
  readonly requestId: string | undefined;
  readonly retryAfter: number | undefined;

  constructor(fields: ErrorFields) {
    super(fields.message);
    this.name = 'OpenBankingError';
    this.status = fields.status;
    this.code = fields.code;
    this.reason = fields.reason;
    this.params = fields.params;
    this.details = fields.details ?? [];
    this.requestId = fields.requestId;
    this.retryAfter = fields.retryAfter;
  }
}

/** The request never got an answer (DNS, refused connection, reset, timeout), after every retry. */
export class OpenBankingConnectionError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'OpenBankingConnectionError';
  }
}

type Envelope = { error?: Partial<Omit<ErrorFields, 'status' | 'retryAfter'>> };

/** Seconds from a `Retry-After` header: delta-seconds or an HTTP date; undefined if absent or unreadable. */
export function retryAfterSeconds(headers: Headers, now = Date.now()): number | undefined {
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** The typed error for a non-2xx answer whose body openapi-fetch already parsed (or not). */
export function errorFromResponse(response: Response, body: unknown): OpenBankingError {
  const envelope = (typeof body === 'object' && body !== null ? (body as Envelope).error : undefined) ?? {};
  const requestId = envelope.requestId ?? response.headers.get('x-request-id') ?? undefined;
  const retryAfter = retryAfterSeconds(response.headers);
  return new OpenBankingError({
    status: response.status,
    // Something in front of the API (a proxy, a load balancer) may answer without the envelope.
    code: envelope.code ?? `http_${response.status}`,
    message: envelope.message ?? (response.statusText || `HTTP ${response.status}`),
    ...(envelope.reason ? { reason: envelope.reason } : {}),
    ...(envelope.params ? { params: envelope.params } : {}),
    ...(envelope.details ? { details: envelope.details } : {}),
    ...(requestId ? { requestId } : {}),
    ...(retryAfter === undefined ? {} : { retryAfter }),
  });
}
