import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountListSchema, AccountSchema } from '../../schemas/accounts.ts';
import { errorResponses } from '../../schemas/error.ts';
import { listAccountsOfUser } from '../../services/accounts/list-accounts.ts';

const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addSchema(AccountSchema);

  app.get(
    '/api/v1/accounts',
    {
      // onRequest, before the per-address limiter: a call its key authenticates skips it.
      onRequest: app.requireApiKey('accounts:read'),
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        operationId: 'listAccounts',
        tags: ['Accounts'],
        summary: 'List the accounts of the key owner',
        description:
          'Returns every account held by the customer who owns the API key. Requires the `accounts:read` scope.',
        'x-fr': {
          summary: 'Lister les comptes du propriétaire de la clé',
          description:
            'Renvoie tous les comptes détenus par le client à qui appartient la clé API. Exige la portée `accounts:read`.',
        },
        // OpenAPI 3.1 lets a bearer requirement name the role (here, the scope) it needs.
        security: [{ bearerAuth: ['accounts:read'] }],
        response: { 200: AccountListSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => {
      // requireApiKey has run, so the key or the access token is known.
      const userId = request.apiKey?.userId ?? request.oauth?.userId ?? '';
      const accounts = await listAccountsOfUser(app.db, userId);
      // A customer's OAuth token sees only the accounts they shared with the app.
      const shared = request.oauth?.accountIds;
      return { data: shared ? accounts.filter((account) => shared.includes(account.id)) : accounts };
    },
  );
};

export default accountRoutes;
