import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HTTP_MESSAGES } from '../../domain/messages/http.ts';
import { AppError } from '../errors.ts';

/**
 * The client address is stored (sessions, contact messages: PostgreSQL `inet`) and checked
 * against API keys' allow-lists. Behind a proxy (TRUST_PROXY) it comes from X-Forwarded-For,
 * which the caller writes, so an address that is not an IP is refused here, once, rather than
 * failing deep in a query. Zone ids (`fe80::1%eth0`) are refused too: `inet` has none.
 */
async function clientAddress(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const address = request.ip;
    if (address !== undefined && (isIP(address) === 0 || address.includes('%'))) {
      throw new AppError('bad_request', HTTP_MESSAGES.clientAddressInvalid);
    }
  });
}

export default fp(clientAddress, { name: 'client-address', fastify: '5.x', dependencies: ['error-handler'] });
