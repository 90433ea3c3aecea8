import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fill } from '../../domain/messages/define.ts';
import { HTTP_MESSAGES as M } from '../../domain/messages/http.ts';
import { AppError, envelope } from '../errors.ts';
import { toAppError } from './error-handler.ts';

/** Longest request target (path and query string) the API reads; longer ones answer 414. */
export const MAX_URL_LENGTH = 8192;

/** Longest path parameter the router accepts (Fastify's maxParamLength); longer ones answer 414. */
export const MAX_PARAM_LENGTH = 500;

/**
 * Fastify's `frameworkErrors` option: what the router answers, before any hook runs, for a URL
 * it cannot decode (`%zz`, a lone `%`, overlong UTF-8 such as `%C0%AE`) or a path parameter
 * over MAX_PARAM_LENGTH. Without it Fastify sends its own body, naming itself.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  let appError: AppError;
  if (error.code === 'FST_ERR_BAD_URL') {
    appError = new AppError('bad_request', M.urlMalformed);
  } else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    appError = new AppError('uri_too_long', fill(M.pathParameterTooLong, { limit: MAX_PARAM_LENGTH }));
  } else {
    appError = toAppError(error);
  }
  request.log.info({ code: appError.code, message: appError.message }, 'request rejected');
  reply.code(appError.statusCode).header('x-request-id', request.id).send(envelope(appError, request.id));
}

/** What Node's HTTP parser refused, by its error code. */
function connectionError(code: string | undefined): AppError {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      // Node counts the request line with the headers, so a URL over 16 KiB lands here too.
      return new AppError('headers_too_large', M.headersTooLarge);
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return new AppError('payload_too_large', M.payloadTooLarge);
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new AppError('request_timeout', M.requestTimeout);
    default:
      return new AppError('bad_request', M.notHttp);
  }
}

/**
 * Fastify's `clientErrorHandler` option: Node's parser refused the bytes (headers over its
 * limit, a malformed request line, a timeout) before any request object exists, so the answer
 * is written to the socket by hand, still in the envelope, with a fresh request id.
 */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection, or one already closed, has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const appError = connectionError(error.code);
  const requestId = randomUUID();
  this.log.info({ code: appError.code, parserError: error.code, requestId }, 'request rejected by the HTTP parser');
  // As Node's own handler: only when no answer has started on this connection.
  const pending = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !pending?.headersSent) {
    const body = JSON.stringify(envelope(appError, requestId));
    const status = appError.statusCode;
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Request-Id: ${requestId}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

/**
 * The protocol-level rules Node would otherwise apply with bare answers of its own, and the
 * limit the router does not: URLs over MAX_URL_LENGTH answer 414 before anything else runs;
 * an HTTP/1.1 request without Host answers 400 here (Node's own check, `requireHostHeader`,
 * is off in app.ts so that the answer is the envelope); an `Expect` header Node does not know
 * (anything but 100-continue) is ignored, as RFC 9110 allows, instead of Node's bare 417.
 */
async function protocolErrors(app: FastifyInstance) {
  app.server.on('checkExpectation', (request, response) => app.server.emit('request', request, response));
  app.addHook('onRequest', async (request) => {
    const { raw } = request;
    if (raw.url && raw.url.length > MAX_URL_LENGTH) {
      throw new AppError('uri_too_long', fill(M.urlTooLong, { limit: MAX_URL_LENGTH }));
    }
    if (raw.httpVersion === '1.1' && raw.headers.host === undefined) {
      throw new AppError('bad_request', M.hostRequired);
    }
  });
}

export default fp(protocolErrors, { name: 'protocol-errors', fastify: '5.x', dependencies: ['error-handler'] });
