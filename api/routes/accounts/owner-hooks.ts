import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { API_KEY_MESSAGES } from '../../../domain/messages/api-keys.ts';
import { AppError } from '../../errors.ts';
import type { ApiScope } from '../../services/api-keys/scopes.ts';

/**
 * The key's or token's scope check (exactly as the account information API), then its owner:
 * still active (a deactivated account's keys stop working), and `request.user` for the
 * idempotency key's owner. For the public API's POSTs that change accounts.
 */
export function requireActiveOwner(app: FastifyInstance, scope: ApiScope): onRequestAsyncHookHandler[] {
  return [
    app.requireApiKey(scope) as unknown as onRequestAsyncHookHandler,
    async function activeOwner(request) {
      const userId = request.apiKey?.userId ?? request.oauth?.userId ?? '';
      const owner = await app.store.users.findActiveUser(userId);
      if (!owner) throw new AppError('unauthorized', API_KEY_MESSAGES.invalidKey);
      request.user = owner;
    },
  ];
}
