import type { Writable } from 'node:stream';
import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import pino from 'pino';
import type { AppConfig } from './config.ts';
import type { SystemLogSink } from './services/system-logs/log-sink.ts';

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

/**
 * The console line for lines the system-log sink could not store. Written straight to the
 * console stream, never through the logger, so a database outage cannot feed itself.
 */
function droppedNotice(console: { write(line: string): unknown }) {
  return (dropped: number, reason: string) => {
    console.write(
      `${JSON.stringify({ level: 40, time: Date.now(), msg: 'system log lines not stored', dropped, reason })}\n`,
    );
  };
}

/**
 * pino's settings for every process (API and worker): the level, the redaction of secrets,
 * and where lines go: `stream` (tests) or standard output, plus, with a `systemLogs` sink, the
 * warn+ lines to the `system_logs` table. Both destinations receive the line after redaction.
 */
export function loggerOptions(
  config: AppConfig,
  stream?: Writable,
  systemLogs?: SystemLogSink,
): FastifyServerOptions['logger'] {
  const base = { level: config.LOG_LEVEL, redact: { paths: REDACT_PATHS, censor: '[redacted]' } };
  if (!systemLogs) return { ...base, ...(stream ? { stream } : {}) };
  const console = stream ?? pino.destination(1);
  systemLogs.onDropped(droppedNotice(console));
  return {
    ...base,
    stream: pino.multistream([
      { level: config.LOG_LEVEL === 'silent' ? 'fatal' : config.LOG_LEVEL, stream: console },
      { level: 'warn', stream: systemLogs },
    ]),
  };
}

/**
 * One line per answered request instead of Fastify's two ("incoming request", then "request
 * completed"): the completed line carries the request's method, URL, host and address beside
 * its status and time, so nothing is lost but a line per request, half the logging's cost on
 * the request path (issue 29: at LOG_LEVEL=info the two lines and their redaction were 9 % of
 * the API's time under load). The line is written through a child whose redaction keeps only
 * the exact paths: its fields (the request and reply serializers' method, url, host, address,
 * port, status) can never hold one of the secret fields the wildcards look for, and the
 * wildcards were most of that cost. An errored request's line adds the request too and keeps
 * every redaction (an error may carry anything); everything else Fastify logs is unchanged.
 */
export class OneLinePerRequest extends LogController {
  private access: FastifyBaseLogger | null = null;

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      // Through the request's own logger: an error may carry anything, so every redaction applies.
      request.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    this.access ??= request.server.log.child(
      {},
      { redact: { paths: REDACT_PATHS.filter((path) => !path.includes('*')), censor: '[redacted]' } },
    );
    this.access.info(
      { [this.requestIdLogLabel]: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}
