import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { completeKey, releaseKey, requestHash, reserveKey } from '../services/payments/idempotency-store.ts';
import { sessionUser } from './session-auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler for money-moving POSTs: honours an `Idempotency-Key` header (after auth and
     * validation, so a refused or invalid request never takes the key).
     */
    idempotent: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** The idempotency_keys row this request holds while it runs. */
    idempotencyKeyId: string | null;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';

const MESSAGES = {
  invalidKey: 'Idempotency-Key must be 1 to 255 characters',
  mismatch: 'This Idempotency-Key was used with a different request',
  inProgress: 'A request with this Idempotency-Key is still in progress',
};

/**
 * Idempotency keys (IETF draft, Stripe's 24 h retention) for POSTs that move money. The key
 * belongs to the caller (`user:<id>`); the request is fingerprinted by method, path and the
 * canonical JSON of its validated body. A 2xx answer is stored and replayed with
 * `Idempotent-Replayed: true`; any other answer releases the key, since nothing committed.
 */
async function idempotency(app: FastifyInstance) {
  app.decorateRequest('idempotencyKeyId', null);

  app.decorate('idempotent', async function idempotent(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || key.length > 255) {
      throw new AppError('bad_request', MESSAGES.invalidKey, {
        details: [{ path: 'Idempotency-Key', message: MESSAGES.invalidKey }],
      });
    }
    const path = request.url.split('?')[0] ?? request.url;
    const reservation = await reserveKey(app.db, {
      owner: `user:${sessionUser(request).id}`,
      key,
      method: request.method,
      path,
      hash: requestHash(request.method, path, request.body ?? null),
    });
    switch (reservation.kind) {
      case 'reserved':
        request.idempotencyKeyId = reservation.id;
        return;
      case 'mismatch':
        throw new AppError('idempotency_mismatch', MESSAGES.mismatch);
      case 'in_progress':
        throw new AppError('idempotency_in_progress', MESSAGES.inProgress, { headers: { 'Retry-After': '1' } });
      case 'replay':
        return reply.code(reservation.status).header(REPLAYED_HEADER, 'true').send(reservation.body);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const id = request.idempotencyKeyId;
    if (!id) return payload;
    request.idempotencyKeyId = null;
    if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
      await completeKey(app.db, id, reply.statusCode, JSON.parse(payload) as unknown);
    } else {
      await releaseKey(app.db, id);
    }
    return payload;
  });
}

export default fp(idempotency, { name: 'idempotency', fastify: '5.x', dependencies: ['db', 'session-auth'] });
