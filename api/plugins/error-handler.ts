import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorCode } from '../../domain/error-codes.ts';
import { fill, type Message, type MessageTemplate } from '../../domain/messages/define.ts';
import { HTTP_MESSAGES, VALIDATION_MESSAGES } from '../../domain/messages/http.ts';
import { isDatabaseOutage, OUTAGE_RETRY_AFTER_SECONDS } from '../database/outage.ts';
import { AppError, detail, envelope, validationError } from '../errors.ts';
import { ErrorEnvelopeSchema } from '../schemas/error.ts';
import { FINITE_KEYWORD } from '../schemas/finite-number.ts';
import { SHARED_FORMATS } from '../schemas/formats.ts';
import { StoredAnswer } from '../services/payments/idempotency-store.ts';
import { REPLAYED_HEADER } from './idempotency.ts';

/** Fastify's own 4xx errors, by their code, as ours. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
};

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  408: 'request_timeout',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'rate_limited',
  431: 'headers_too_large',
};

/** The message of a Fastify failure by our code; the first three replace Fastify's wording. */
const MESSAGES: Partial<Record<ErrorCode, MessageTemplate>> = {
  invalid_json: HTTP_MESSAGES.invalidJson,
  payload_too_large: HTTP_MESSAGES.payloadTooLarge,
  unsupported_media_type: HTTP_MESSAGES.unsupportedMediaType,
  bad_request: HTTP_MESSAGES.badRequest,
  unauthorized: HTTP_MESSAGES.unauthorized,
  forbidden: HTTP_MESSAGES.forbidden,
  not_found: HTTP_MESSAGES.notFound,
  method_not_allowed: HTTP_MESSAGES.methodNotAllowed,
  conflict: HTTP_MESSAGES.conflict,
  unprocessable: HTTP_MESSAGES.unprocessable,
};
const REWORDED = new Set<ErrorCode>(['invalid_json', 'payload_too_large', 'unsupported_media_type']);

interface AjvIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** `/customer/email` → `customer.email`; a missing property is named by its own path. */
function issuePath(issue: AjvIssue): string {
  const base = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = issue.keyword === 'required' ? String(issue.params.missingProperty ?? '') : '';
  return [base, missing].filter(Boolean).join('.');
}

const FORMATS: Record<string, MessageTemplate> = {
  email: VALIDATION_MESSAGES.fieldEmail,
  'date-time': VALIDATION_MESSAGES.fieldDateTime,
  date: VALIDATION_MESSAGES.fieldDate,
  uri: VALIDATION_MESSAGES.fieldUrl,
  url: VALIDATION_MESSAGES.fieldUrl,
  uuid: VALIDATION_MESSAGES.fieldUuid,
  ...Object.fromEntries(Object.entries(SHARED_FORMATS).map(([name, format]) => [name, format.message])),
};

/** Ajv's issue ("must NOT have more than 100 characters") as one of our messages, for people. */
function issueMessage(issue: AjvIssue, field: string): Message {
  const { params } = issue;
  const limit = Number(params.limit);
  switch (issue.keyword) {
    case 'required':
      return fill(VALIDATION_MESSAGES.fieldRequired, { field });
    case 'additionalProperties':
      return fill(VALIDATION_MESSAGES.fieldUnknown, { field, property: String(params.additionalProperty) });
    case 'maxLength':
      return fill(VALIDATION_MESSAGES.fieldTooLong, { field, limit });
    case 'minLength':
      return limit === 1
        ? fill(VALIDATION_MESSAGES.fieldRequired, { field })
        : fill(VALIDATION_MESSAGES.fieldTooShort, { field, limit });
    case 'maximum':
      return fill(VALIDATION_MESSAGES.fieldTooLarge, { field, limit });
    case 'minimum':
      return fill(VALIDATION_MESSAGES.fieldTooSmall, { field, limit });
    case 'format': {
      const format = String(params.format);
      return fill(FORMATS[format] ?? VALIDATION_MESSAGES.fieldFormat, {
        field,
        format,
        ...SHARED_FORMATS[format]?.params,
      });
    }
    case FINITE_KEYWORD:
      return fill(VALIDATION_MESSAGES.fieldFinite, { field });
    case 'type':
      return params.type === 'integer'
        ? fill(VALIDATION_MESSAGES.fieldWholeNumber, { field })
        : fill(VALIDATION_MESSAGES.fieldType, { field, type: String(params.type) });
    case 'enum':
      return fill(VALIDATION_MESSAGES.fieldChoice, {
        field,
        allowed: (params.allowedValues as unknown[]).map(String).join(', '),
      });
    case 'maxItems':
      return fill(VALIDATION_MESSAGES.fieldTooManyItems, { field, limit });
    case 'minItems':
      return fill(VALIDATION_MESSAGES.fieldTooFewItems, { field, limit });
    default:
      return fill(VALIDATION_MESSAGES.fieldInvalid, { field, problem: issue.message ?? 'is invalid' });
  }
}

export function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (error.validation) {
    const details = (error.validation as AjvIssue[]).map((issue) => {
      const path = issuePath(issue);
      return detail(path, issueMessage(issue, path || error.validationContext || 'request'));
    });
    return validationError(details);
  }
  // The database away (stopped, restarting, frozen, out of connections) is not a bug: the
  // client may retry shortly, and the same request will then succeed.
  if (isDatabaseOutage(error)) {
    return new AppError('service_unavailable', HTTP_MESSAGES.serviceUnavailable, {
      cause: error,
      headers: { 'retry-after': String(OUTAGE_RETRY_AFTER_SECONDS) },
    });
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) return new AppError('internal_error', HTTP_MESSAGES.internalError, { cause: error });
  const code = FASTIFY_CODES[error.code] ?? STATUS_CODES[status] ?? 'bad_request';
  const template = MESSAGES[code] ?? HTTP_MESSAGES.badRequest;
  return new AppError(code, REWORDED.has(code) ? template : { reason: template.reason, text: error.message });
}

async function errorHandler(app: FastifyInstance) {
  app.addSchema(ErrorEnvelopeSchema);

  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // A replayed Idempotency-Key ends the work like an error (nothing is written) but answers
    // what the first request answered.
    if (error instanceof StoredAnswer) {
      return reply.code(error.status).header(REPLAYED_HEADER, 'true').send(error.body);
    }
    const appError = toAppError(error);
    if (appError.reason === HTTP_MESSAGES.serviceUnavailable.reason) {
      // Expected while PostgreSQL is away, and said once per request: a warning with its cause.
      request.log.warn(
        { err: error, route: request.routeOptions.url ?? null, statusCode: appError.statusCode },
        'request failed: database unavailable',
      );
    } else if (appError.statusCode >= 500) {
      // The route pattern and status travel with the line into System Logs (system_logs).
      request.log.error(
        { err: error, route: request.routeOptions.url ?? null, statusCode: appError.statusCode },
        'request failed',
      );
    } else {
      request.log.info({ code: appError.code, message: appError.message }, 'request rejected');
    }
    if (appError.headers) reply.headers(appError.headers);
    return reply.code(appError.statusCode).send(envelope(appError, request.id));
  });
}

export default fp(errorHandler, { name: 'error-handler', fastify: '5.x' });
