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

export interface ErrorDetail {
  path: string;
  message: string;
}

export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly details: ErrorDetail[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { details?: ErrorDetail[]; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.code = code;
    this.details = options.details;
    this.headers = options.headers;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

/** A validation failure whose details name each offending field; the message is the first one. */
export function validationError(details: ErrorDetail[]): AppError {
  return new AppError('validation_error', details[0]?.message ?? 'Invalid request', { details });
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

/** The one shape every error leaves the API in. */
export interface ErrorEnvelope {
  error: {
    code: ErrorCode;
    message: string;
    details?: ErrorDetail[];
    requestId: string;
  };
}

export function envelope(error: AppError, requestId: string): ErrorEnvelope {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.details ? { details: error.details } : {}),
      requestId,
    },
  };
}
