import { randomInt } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import type { ProviderCredentials } from '../settings.ts';
import type { CallbackDispatcher } from './callbacks.ts';

/** What every simulator needs from the process that serves it. */
export interface SandboxContext {
  db: Knex;
  credentials: ProviderCredentials;
  /** SANDBOX_TIMEOUT_SECONDS: how long the pending-then-expired case stays pending. */
  timeoutSeconds: number;
  /** The origin payers' browsers reach this server at (PUBLIC_BASE_URL, else the request's own). */
  publicOrigin: (request: FastifyRequest) => string;
  callbacks: Pick<CallbackDispatcher, 'kick'>;
  /** Whether the simulators may call this URL back (see `callbackHostPolicy`). */
  callbackAllowed: (url: string) => boolean;
}

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * Where the simulators may send callbacks. Their credentials are public, so without a rule
 * anyone could make this server send requests to any address it can reach. Like MTN, which
 * only calls back the host registered for the API user, the simulators call back only the
 * host of PUBLIC_BASE_URL when it is set, otherwise this machine (local development, tests).
 */
export function callbackHostPolicy(publicBaseUrl: string | undefined): (url: string) => boolean {
  const allowed = publicBaseUrl ? [new URL(publicBaseUrl).hostname] : LOOPBACK_HOSTS;
  return (url) => {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return false;
    }
    return ['http:', 'https:'].includes(parsed.protocol) && !parsed.username && allowed.includes(parsed.hostname);
  };
}

export function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header(request, 'authorization') ?? '');
  return match?.[1] ?? null;
}

export function basicCredentials(request: FastifyRequest): { user: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header(request, 'authorization') ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** OAuth token endpoints and the Orange payment page post HTML-form bodies. */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}

const ALPHANUMERIC = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

export function randomCode(length: number, alphabet = ALPHANUMERIC): string {
  let code = '';
  for (let index = 0; index < length; index += 1) code += alphabet[randomInt(alphabet.length)];
  return code;
}

export function randomDigits(length: number): string {
  return randomCode(length, '0123456789');
}

/**
 * Gives a simulator its provider's error format for everything Fastify rejects on its routes
 * (bad JSON, schema violations, unknown paths), instead of our own envelope.
 */
export function providerErrors(
  app: FastifyInstance,
  format: (status: number, message: string) => { status: number; body: unknown },
): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.validation ? 400 : (error.statusCode ?? 500);
    if (status >= 500) request.log.error({ err: error }, 'sandbox simulator failed');
    const message = status >= 500 ? 'Internal error' : error.message;
    const answer = format(status, message);
    return reply.code(answer.status).send(answer.body);
  });
  app.setNotFoundHandler((request, reply) => {
    const answer = format(404, `No resource at ${request.method} ${request.url.split('?')[0]}`);
    return reply.code(answer.status).send(answer.body);
  });
}
