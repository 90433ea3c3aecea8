import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, type ErrorCode, type ErrorDetail, envelope } from '../errors.ts';
import { ErrorEnvelopeSchema } from '../schemas/error.ts';
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

const MESSAGES: Partial<Record<ErrorCode, string>> = {
  invalid_json: 'The request body is not valid JSON',
  payload_too_large: 'The request body is too large',
  unsupported_media_type: 'Unsupported content type: send application/json',
};

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

const FORMAT_NAMES: Record<string, string> = {
  email: 'a valid email address',
  'date-time': 'a date and time (ISO 8601)',
  date: 'a date (YYYY-MM-DD)',
  uri: 'a URL',
  url: 'a URL',
  uuid: 'a UUID',
  ...Object.fromEntries(Object.entries(SHARED_FORMATS).map(([name, format]) => [name, format.expected])),
};

/** Ajv's wording ("must NOT have more than 100 characters") rewritten for people. */
function humanise(issue: AjvIssue, path: string, context: string | undefined): string {
  const field = path || context || 'request';
  const { params } = issue;
  switch (issue.keyword) {
    case 'required':
      return `${field} is required`;
    case 'additionalProperties':
      return `${field} has an unknown property "${String(params.additionalProperty)}"`;
    case 'maxLength':
      return `${field} must be at most ${String(params.limit)} characters`;
    case 'minLength':
      return Number(params.limit) === 1
        ? `${field} is required`
        : `${field} must be at least ${String(params.limit)} characters`;
    case 'maximum':
      return `${field} must be at most ${String(params.limit)}`;
    case 'minimum':
      return `${field} must be at least ${String(params.limit)}`;
    case 'format':
      return `${field} must be ${FORMAT_NAMES[String(params.format)] ?? `in ${String(params.format)} format`}`;
    case 'type':
      return `${field} must be ${params.type === 'integer' ? 'a whole number' : `a ${String(params.type)}`}`;
    case 'enum':
      return `${field} must be one of ${(params.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'maxItems':
      return `${field} must have at most ${String(params.limit)} items`;
    case 'minItems':
      return `${field} must have at least ${String(params.limit)} items`;
    default:
      return `${field} ${issue.message ?? 'is invalid'}`;
  }
}

export function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (error.validation) {
    const details: ErrorDetail[] = (error.validation as AjvIssue[]).map((issue) => {
      const path = issuePath(issue);
      return { path, message: humanise(issue, path, error.validationContext) };
    });
    return new AppError('validation_error', details[0]?.message ?? 'Invalid request', { details });
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) return new AppError('internal_error', 'Internal server error', { cause: error });
  const code = FASTIFY_CODES[error.code] ?? STATUS_CODES[status] ?? 'bad_request';
  return new AppError(code, MESSAGES[code] ?? error.message);
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
    if (appError.statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code: appError.code, message: appError.message }, 'request rejected');
    }
    if (appError.headers) reply.headers(appError.headers);
    return reply.code(appError.statusCode).send(envelope(appError, request.id));
  });
}

export default fp(errorHandler, { name: 'error-handler', fastify: '5.x' });
