import { defineMessages } from './define.ts';

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
