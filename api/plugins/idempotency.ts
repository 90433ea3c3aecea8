import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { IDEMPOTENCY_MESSAGES as M } from '../../domain/messages/idempotency.ts';
import { AppError, detail } from '../errors.ts';
import type { IdempotencyClaim } from '../repositories/idempotency-keys-repository.ts';
import { type IdempotentAnswer, requestHash } from '../services/payments/idempotency-store.ts';
import { sessionUser } from './session-auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler for money-moving POSTs: reads an `Idempotency-Key` header (after auth and
     * validation, so a refused or invalid request never takes the key).
     */
    idempotent: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** The key this request carries, for the service that claims it in its own transaction. */
    idempotencyClaim: IdempotencyClaim | null;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * What the service needs to honour the request's key: the claim and the answer (`status`,
 * `body` of its result) that a replay will return. Undefined when the request carries no key.
 */
export function idempotentAnswer<T>(
  request: FastifyRequest,
  status: number,
  body: (result: T) => unknown,
): IdempotentAnswer<T> | undefined {
  const claim = request.idempotencyClaim;
  return claim ? { claim, status, body } : undefined;
}

/**
 * Idempotency keys (IETF draft, Stripe's 24 h retention) for POSTs that move money. The key
 * belongs to the caller (`user:<id>`); the request is fingerprinted by method, path and the
 * canonical JSON of its validated body. Nothing is written here: the service claims the key
 * in the transaction that moves the money and stores the answer there, so key, money and
 * answer commit together and a failed request leaves the key free. Replays answer with
 * `Idempotent-Replayed: true` (error-handler.ts).
 */
async function idempotency(app: FastifyInstance) {
  app.decorateRequest('idempotencyClaim', null);

  app.decorate('idempotent', async function idempotent(request: FastifyRequest) {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || key.length > 255) {
      throw new AppError('bad_request', M.idempotencyKeyInvalid, {
        details: [detail('Idempotency-Key', M.idempotencyKeyInvalid)],
      });
    }
    const path = request.url.split('?')[0] ?? request.url;
    request.idempotencyClaim = {
      owner: `user:${sessionUser(request).id}`,
      key,
      method: request.method,
      path,
      hash: requestHash(request.method, path, request.body ?? null),
    };
  });
}

export default fp(idempotency, { name: 'idempotency', fastify: '5.x', dependencies: ['session-auth'] });
