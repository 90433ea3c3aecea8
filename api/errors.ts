/**
 * The coded errors the API can answer with. Services throw `AppError`s by code; only the
 * error-handler plugin turns them into HTTP, so a status never leaks into business code.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  invalid_json: 400,
  validation_error: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  conflict: 409,
  idempotency_in_progress: 409,
  gone: 410,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  idempotency_mismatch: 422,
  unprocessable: 422,
  account_locked: 423,
  rate_limited: 429,
  headers_too_large: 431,
  internal_error: 500,
  provider_error: 502,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Values filled into a message's `{name}` placeholders; sent beside it so clients can translate. */
export type MessageParams = Readonly<Record<string, string | number>>;

type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

/**
 * A user-facing message: a stable `reason` that clients translate (the site's catalogues are
 * keyed by it) and its English text, with `{name}` placeholders. Clients never match the text.
 */
export interface MessageTemplate<Reason extends string = string> {
  readonly reason: Reason;
  readonly text: string;
}

/** A message as sent: its template's reason, the text with placeholders filled, the values. */
export interface Message {
  readonly reason: string;
  readonly text: string;
  readonly params?: MessageParams | undefined;
}

/**
 * A registry of messages. Each key's reason is the key in snake_case (`emailTaken` →
 * `email_taken`); reasons are unique across registries (a unit test checks it).
 */
export function defineMessages<const T extends Record<string, string>>(
  texts: T,
): { readonly [K in keyof T & string]: MessageTemplate<SnakeCase<K>> } {
  return Object.fromEntries(
    Object.entries(texts).map(([key, text]) => [
      key,
      { reason: key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), text },
    ]),
  ) as { readonly [K in keyof T & string]: MessageTemplate<SnakeCase<K>> };
}

/** Fills a template's `{name}` placeholders; the values travel with it as `params`. */
export function fill(template: MessageTemplate, params: MessageParams): Message {
  const text = template.text.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
  return { reason: template.reason, text, params };
}

export interface ErrorDetail {
  path: string;
  message: string;
  reason: string;
  params?: MessageParams | undefined;
}

/** One field's error: its path and the message (a template, or one already filled). */
export function detail(path: string, message: MessageTemplate | Message): ErrorDetail {
  const params = 'params' in message ? message.params : undefined;
  return { path, message: message.text, reason: message.reason, ...(params ? { params } : {}) };
}

export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  /** The specific cause, stable across wordings (see `MessageTemplate`). */
  readonly reason: string;
  readonly params: MessageParams | undefined;
  readonly details: ErrorDetail[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    message: MessageTemplate | Message,
    options: { details?: ErrorDetail[]; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message.text, { cause: options.cause });
    this.code = code;
    this.reason = message.reason;
    this.params = 'params' in message ? message.params : undefined;
    this.details = options.details;
    this.headers = options.headers;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

/** A validation failure whose details name each offending field; the message is the first one. */
export function validationError(details: ErrorDetail[]): AppError {
  const first = details[0];
  const message = first
    ? { reason: first.reason, text: first.message, params: first.params }
    : HTTP_MESSAGES.invalidRequest;
  return new AppError('validation_error', message, { details });
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

/** The one shape every error leaves the API in. */
export interface ErrorEnvelope {
  error: {
    code: ErrorCode;
    message: string;
    reason: string;
    params?: MessageParams;
    details?: ErrorDetail[];
    requestId: string;
  };
}

export function envelope(error: AppError, requestId: string): ErrorEnvelope {
  return {
    error: {
      code: error.code,
      message: error.message,
      reason: error.reason,
      ...(error.params ? { params: error.params } : {}),
      ...(error.details ? { details: error.details } : {}),
      requestId,
    },
  };
}

/** Messages of the HTTP layer itself (framework failures, limits, unknown routes). */
export const HTTP_MESSAGES = defineMessages({
  invalidRequest: 'Invalid request',
  invalidJson: 'The request body is not valid JSON',
  payloadTooLarge: 'The request body is too large',
  unsupportedMediaType: 'Unsupported content type: send application/json',
  badRequest: 'Bad request',
  unauthorized: 'Authentication required',
  forbidden: 'Forbidden',
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  conflict: 'Conflict',
  unprocessable: 'The request cannot be processed',
  routeNotFound: 'Route {method} {path} not found',
  tooManyRequests: 'Too many requests, retry in {after}',
  internalError: 'Internal server error',
  // A dependency (PostgreSQL) is away for a while: 503 with Retry-After (plugins/error-handler.ts).
  serviceUnavailable: 'The service is temporarily unavailable; try again shortly.',
  // A request reaching a server that is draining for shutdown (api/plugins/graceful-shutdown.ts).
  shuttingDown: 'The server is shutting down: send the request again',
  // Protocol limits and input rules (api/plugins/protocol-errors.ts, json-depth.ts, client-address.ts).
  urlMalformed: 'The URL is malformed: each "%" must start a %XX escape of valid UTF-8',
  urlTooLong: 'The URL is longer than {limit} characters',
  pathParameterTooLong: 'A path parameter is longer than {limit} characters',
  hostRequired: 'The Host header is required',
  headersTooLarge: 'The request headers (URL included) are larger than 16 KiB',
  requestTimeout: 'The request took too long to arrive',
  notHttp: 'The request is not valid HTTP/1.1',
  bodyTooDeep: 'The request body nests objects and arrays more than {limit} levels deep',
  clientAddressInvalid: 'X-Forwarded-For does not name a valid client IP address',
});

/** Messages of request validation (schema violations), one per kind of rule. */
export const VALIDATION_MESSAGES = defineMessages({
  fieldRequired: '{field} is required',
  fieldUnknown: '{field} has an unknown property "{property}"',
  fieldTooLong: '{field} must be at most {limit} characters',
  fieldTooShort: '{field} must be at least {limit} characters',
  fieldTooLarge: '{field} must be at most {limit}',
  fieldTooSmall: '{field} must be at least {limit}',
  fieldEmail: '{field} must be a valid email address',
  fieldDateTime: '{field} must be a date and time (ISO 8601)',
  fieldDate: '{field} must be a date (YYYY-MM-DD)',
  fieldUrl: '{field} must be a URL',
  fieldUuid: '{field} must be a UUID',
  fieldFormat: '{field} must be in {format} format',
  fieldWholeNumber: '{field} must be a whole number',
  fieldType: '{field} must be a {type}',
  fieldChoice: '{field} must be one of {allowed}',
  fieldTooManyItems: '{field} must have at most {limit} items',
  fieldTooFewItems: '{field} must have at least {limit} items',
  fieldInvalid: '{field} {problem}',
  // The API-wide schema rules (api/schemas/ajv-rules.ts).
  fieldText: '{field} must be text without NUL characters or unpaired surrogates',
  fieldCalendarDate: '{field} must be a date (YYYY-MM-DD) from {earliest} to {latest}',
  fieldFinite: '{field} must be a finite number',
});
