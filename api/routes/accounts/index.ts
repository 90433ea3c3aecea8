import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { ACCOUNT_HOLDER_ROLES } from '../../../domain/roles.ts';
import {
  AccountIdParamsSchema,
  AccountListSchema,
  AccountSchema,
  AccountTransactionPageSchema,
  AccountTransactionQuerySchema,
  AccountTransactionSchema,
  UsernameParamsSchema,
} from '../../schemas/accounts.ts';
import { errorResponses } from '../../schemas/error.ts';
import type { AccountCaller } from '../../services/accounts/account-caller.ts';
import { accountDetails } from '../../services/accounts/account-details.ts';
import { listAccountTransactions } from '../../services/accounts/account-transactions.ts';
import { listCallerAccounts } from '../../services/accounts/list-accounts.ts';
import { listAccountsOfUsername } from '../../services/accounts/user-accounts.ts';

/**
 * The key's owner, or the token's user limited to the accounts the customer shared (requireApiKey
 * or requireCaller has run), or the signed-in user (requireCaller, the dashboard's list).
 */
function accountCaller(request: FastifyRequest): AccountCaller {
  return {
    userId: request.apiKey?.userId ?? request.oauth?.userId ?? request.user?.id ?? '',
    sharedAccountIds: request.oauth?.accountIds ?? null,
  };
}

const NOT_FOUND_TEXT =
  "An account that does not exist, that is another customer's or that the access token was not given answers the same 404.";

/** The account information API: API keys act as their owner, OAuth tokens for the consenting customer. */
const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addSchema(AccountSchema);
  app.addSchema(AccountTransactionSchema);
  // onRequest, before the per-address limiter: a call its key authenticates skips it.
  const limit = { rateLimit: { max: 120, timeWindow: '1 minute' } };

  app.get(
    '/api/v1/accounts',
    {
      // The dashboard and the consent screen list the signed-in customer's own accounts too.
      onRequest: app.requireCaller({ roles: ACCOUNT_HOLDER_ROLES, scope: 'accounts:read', credentialsSuffice: true }),
      config: limit,
      schema: {
        operationId: 'listAccounts',
        tags: ['Accounts'],
        summary: 'List the accounts of the key owner',
        description:
          'Returns every account held by the signed-in user or the customer who owns the API key, oldest first, each with its balance from the ledger. With an OAuth access token, the accounts the customer shared with the app. Requires the `accounts:read` scope.',
        response: { 200: AccountListSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => ({ data: await listCallerAccounts(app.store, accountCaller(request)) }),
  );

  app.get(
    '/api/v1/accounts/:id',
    {
      onRequest: app.requireApiKey('accounts:read'),
      config: limit,
      schema: {
        operationId: 'getAccount',
        tags: ['Accounts'],
        summary: 'Get one account with its balance',
        description: `One of the caller's accounts with its current balance (a string of whole XAF). Requires the \`accounts:read\` scope. ${NOT_FOUND_TEXT}`,
        params: AccountIdParamsSchema,
        response: { 200: Type.Ref('Account'), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => accountDetails(app.store, accountCaller(request), request.params.id),
  );

  app.get(
    '/api/v1/accounts/:id/transactions',
    {
      onRequest: app.requireApiKey('transactions:read'),
      config: limit,
      schema: {
        operationId: 'listAccountTransactions',
        tags: ['Accounts'],
        summary: "List an account's transactions",
        description: `The account's movements as its ledger booked them, newest first, a page at a time: pass each answer's \`nextCursor\` as \`cursor\` for the next page (absent on the last). \`from\` and \`to\` bound the Douala booking day. Requires the \`transactions:read\` scope. ${NOT_FOUND_TEXT}`,
        params: AccountIdParamsSchema,
        querystring: AccountTransactionQuerySchema,
        response: { 200: AccountTransactionPageSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => listAccountTransactions(app.store, accountCaller(request), request.params.id, request.query),
  );

  app.get(
    '/api/v1/users/:username/accounts',
    {
      onRequest: app.requireApiKey('accounts:read'),
      config: limit,
      schema: {
        operationId: 'listUserAccounts',
        tags: ['Accounts'],
        summary: "List a user's accounts by username",
        description:
          'The accounts of the user who signs in with `username` (their e-mail address, any case, or their 237… phone number), with balances. The user themselves may call it (with an OAuth token: only the accounts they shared); staff (ops, auditor, admin) may call it for any customer with their own API key or client-credentials token. Anyone else, and a username nobody holds, gets the same 404. Requires the `accounts:read` scope.',
        params: UsernameParamsSchema,
        response: { 200: AccountListSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({
      data: await listAccountsOfUsername(app.store, accountCaller(request), request.params.username),
    }),
  );
};

export default accountRoutes;
