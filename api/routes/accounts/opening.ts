import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { ACCOUNT_OPENER_ROLES } from '../../../domain/roles.ts';
import { sessionUser } from '../../plugins/session-auth.ts';
import { PaymentHeadersSchema } from '../../schemas/account-payments.ts';
import { AccountSchema, OpenAccountBodySchema } from '../../schemas/accounts.ts';
import { errorResponses } from '../../schemas/error.ts';
import { MAX_OPEN_ACCOUNTS, openAccount } from '../../services/accounts/open-account.ts';
import { serverLivemode } from '../../services/payments/livemode.ts';
import { postMoney } from '../shared/money-route.ts';

/** Opening accounts through the public API (`accounts:write`, the `account.created` event). */
const accountOpeningRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addSchema(AccountSchema);
  postMoney(app, '/api/v1/accounts', {
    // The dashboard and the consent screen open accounts with the customer's session; keys and
    // client-credentials tokens act for their owner (an app acting for a customer is refused).
    onRequest: app.requireCaller({ roles: ACCOUNT_OPENER_ROLES, scope: 'accounts:write' }),
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: {
      operationId: 'openAccount',
      tags: ['Accounts'],
      summary: 'Open an account',
      description: `Opens a \`checking\`, \`savings\` or \`business\` account held by CEMAC Open Banking for the signed-in customer, the key's owner or (with client credentials) the app's developer, with a new 23-digit RIB and a balance of 0, and sends the \`account.created\` webhook. A customer's first account takes over what they received before holding one. At most ${MAX_OPEN_ACCOUNTS} open accounts per customer (422, reason \`account_limit_reached\`). An app's token acting for a customer cannot open accounts (403, reason \`account_opening_needs_owner\`); on a live server neither can a test-mode caller (403). Send an \`Idempotency-Key\` to retry safely. Requires \`accounts:write\`.`,
      headers: PaymentHeadersSchema,
      body: OpenAccountBodySchema,
      response: { 201: Type.Ref('Account'), ...errorResponses(400, 401, 403, 409, 415, 422, 429) },
    },
    status: 201,
    answer: (account) => account,
    move: (request, idempotency) =>
      openAccount(
        app.store,
        {
          userId: sessionUser(request).id,
          sharedAccountIds: request.oauth?.accountIds ?? null,
          livemode: request.livemode,
          serverLivemode: serverLivemode(app.config.PAYMENTS_MODE),
        },
        request.body.accountType,
        idempotency,
      ),
  });
};

export default accountOpeningRoutes;
