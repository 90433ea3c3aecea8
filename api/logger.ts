import type { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config.ts';

/**
 * Anything that could let a reader of the logs act as someone else is censored, wherever
 * it appears: credentials in headers, secrets in bodies or in objects we log ourselves.
 */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'confirmPassword',
  'pin',
  'confirmPin',
  'secretWord',
  'confirmSecretWord',
  'secret_word',
  'access_token',
  'refresh_token',
  'client_secret',
  'token',
  'apiKey',
  'key',
  'secret',
];

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

export function loggerOptions(config: AppConfig, stream?: Writable): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  };
}
