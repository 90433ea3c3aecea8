import { ERROR_STATUS, type ErrorCode } from '../domain/error-codes.ts';
import type { Message, MessageParams, MessageTemplate } from '../domain/messages/define.ts';
import { HTTP_MESSAGES } from '../domain/messages/http.ts';

/**
 * How the server raises the coded errors of domain/error-codes.ts. Services throw `AppError`s by
 * code; only the error-handler plugin turns them into HTTP, so a status never leaks into business code.
 */

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
