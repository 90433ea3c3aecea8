import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
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

/** The key's owner, or the token's user limited to the accounts the customer shared (requireApiKey has run). */
function accountCaller(request: FastifyRequest): AccountCaller {
  return {
    userId: request.apiKey?.userId ?? request.oauth?.userId ?? '',
    sharedAccountIds: request.oauth?.accountIds ?? null,
  };
}

const NOT_FOUND_TEXT =
  "An account that does not exist, that is another customer's or that the access token was not given answers the same 404.";
const NOT_FOUND_TEXT_FR =
  "Un compte qui n'existe pas, qui appartient à un autre client ou que le jeton d'accès n'a pas reçu répond le même 404.";

/** The account information API (spec 001 §7): API keys act as their owner, OAuth tokens for the consenting customer. */
const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addSchema(AccountSchema);
  app.addSchema(AccountTransactionSchema);
  // onRequest, before the per-address limiter: a call its key authenticates skips it.
  const limit = { rateLimit: { max: 120, timeWindow: '1 minute' } };

  app.get(
    '/api/v1/accounts',
    {
      onRequest: app.requireApiKey('accounts:read'),
      config: limit,
      schema: {
        operationId: 'listAccounts',
        tags: ['Accounts'],
        summary: 'List the accounts of the key owner',
        description:
          'Returns every account held by the customer who owns the API key, oldest first, each with its balance from the ledger. With an OAuth access token, the accounts the customer shared with the app. Requires the `accounts:read` scope.',
        'x-fr': {
          summary: 'Lister les comptes du propriétaire de la clé',
          description:
            'Renvoie tous les comptes détenus par le client à qui appartient la clé API, du plus ancien au plus récent, chacun avec son solde tiré du grand livre. Avec un jeton d’accès OAuth, les comptes que le client a partagés avec l’application. Exige la portée `accounts:read`.',
        },
        // OpenAPI 3.1 lets a bearer requirement name the role (here, the scope) it needs.
        security: [{ bearerAuth: ['accounts:read'] }],
        response: { 200: AccountListSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => ({ data: await listCallerAccounts(app.db, accountCaller(request)) }),
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
        'x-fr': {
          summary: 'Obtenir un compte et son solde',
          description: `Un des comptes de l’appelant avec son solde actuel (une chaîne de francs CFA entiers). Exige la portée \`accounts:read\`. ${NOT_FOUND_TEXT_FR}`,
        },
        security: [{ bearerAuth: ['accounts:read'] }],
        params: AccountIdParamsSchema,
        response: { 200: Type.Ref('Account'), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => accountDetails(app.db, accountCaller(request), request.params.id),
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
        'x-fr': {
          summary: 'Lister les transactions d’un compte',
          description: `Les mouvements du compte tels que le grand livre les a comptabilisés, du plus récent au plus ancien, page par page : renvoyez le \`nextCursor\` de chaque réponse comme \`cursor\` pour la page suivante (absent sur la dernière). \`from\` et \`to\` bornent le jour de comptabilisation à l’heure de Douala. Exige la portée \`transactions:read\`. ${NOT_FOUND_TEXT_FR}`,
        },
        security: [{ bearerAuth: ['transactions:read'] }],
        params: AccountIdParamsSchema,
        querystring: AccountTransactionQuerySchema,
        response: { 200: AccountTransactionPageSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => listAccountTransactions(app.db, accountCaller(request), request.params.id, request.query),
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
        'x-fr': {
          summary: 'Lister les comptes d’un utilisateur par son identifiant',
          description:
            'Les comptes de l’utilisateur qui se connecte avec `username` (son adresse e-mail, sans tenir compte de la casse, ou son numéro 237…), avec leurs soldes. L’utilisateur lui-même peut l’appeler (avec un jeton OAuth : seulement les comptes qu’il a partagés) ; le personnel (opérations, auditeur, administrateur) peut l’appeler pour tout client avec sa propre clé API ou un jeton client credentials. Tout autre appelant, et un identifiant que personne ne détient, reçoit le même 404. Exige la portée `accounts:read`.',
        },
        security: [{ bearerAuth: ['accounts:read'] }],
        params: UsernameParamsSchema,
        response: { 200: AccountListSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({
      data: await listAccountsOfUsername(app.db, accountCaller(request), request.params.username),
    }),
  );
};

export default accountRoutes;
