/**
 * The coded errors the API can answer with, and the HTTP status of each. The server throws
 * `AppError`s by code (api/errors.ts) and only its error handler turns them into HTTP; the
 * site's reference pages list the same codes.
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
