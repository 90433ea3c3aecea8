import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { isCalendarDate } from '../../../domain/calendar-date.ts';
import { CAMEROON_MSISDN, cameroonOperatorOf } from '../../../domain/phone.ts';
import type { CallbackBuilder } from '../sandbox/callbacks.ts';
import {
  basicCredentials,
  bearerToken,
  header,
  providerErrors,
  randomDigits,
  type SandboxContext,
} from '../sandbox/http.ts';
import { planFor, type Scenario, scenarioFor } from '../sandbox/scenarios.ts';
import { settledStatementPage } from '../sandbox/statement-pages.ts';
import {
  claimOneTimeFault,
  countRepeatedRequest,
  findByProviderReference,
  insertTransaction,
  issueToken,
  phaseOf,
  type SandboxTransaction,
  settledTotal,
  tokenIsValid,
} from '../sandbox/store.ts';
import { sameSecret } from '../shared/secrets.ts';
import { StatementPageQuerySchema } from '../shared/statement.ts';
import { MTN_PATHS, MtnRequestToPaySchema } from './protocol.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** The body of GET requesttopay/{id}, and of the callback: MTN sends the same document. */
export function mtnResult(transaction: SandboxTransaction) {
  const phase = phaseOf(transaction);
  const status = phase !== 'final' ? 'PENDING' : transaction.outcome === 'success' ? 'SUCCESSFUL' : 'FAILED';
  return {
    ...(status === 'SUCCESSFUL' ? { financialTransactionId: transaction.providerTransactionId } : {}),
    externalId: transaction.merchantReference,
    amount: String(transaction.amount),
    currency: transaction.currency,
    payer: { partyIdType: 'MSISDN', partyId: transaction.msisdn ?? '' },
    payerMessage: transaction.request.payerMessage,
    payeeNote: transaction.request.payeeNote,
    status,
    ...(status === 'FAILED' ? { reason: transaction.reason } : {}),
  };
}

/** MTN calls the X-Callback-Url once, with PUT, and never retries (its documented behaviour). */
export const mtnCallback: CallbackBuilder = (transaction) => ({
  method: 'PUT',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(mtnResult(transaction)),
});

const mtnError = (status: number, code: string, message: string) => ({ status, body: { code, message } });

/**
 * MTN MoMo Collection simulator, mounted at /sandbox/mtn: token, request to pay (202), status,
 * balance and settlement statements, with the outcomes of the sandbox test numbers.
 */
export function mtnMomoSimulator(context: SandboxContext): FastifyPluginAsyncTypebox {
  const { db } = context;
  const credentials = context.credentials.mtn;

  return async (app) => {
    providerErrors(app, (status, message) =>
      status === 404
        ? mtnError(404, 'RESOURCE_NOT_FOUND', 'Requested resource was not found.')
        : status >= 500
          ? mtnError(500, 'INTERNAL_PROCESSING_ERROR', 'An internal error occurred while processing.')
          : mtnError(status, 'BAD_REQUEST', message),
    );

    const subscriptionKeyValid = (request: FastifyRequest) =>
      sameSecret(header(request, 'ocp-apim-subscription-key') ?? '', credentials.subscriptionKey);

    async function authorize(request: FastifyRequest, reply: FastifyReply) {
      if (!subscriptionKeyValid(request)) {
        return reply.code(401).send({
          statusCode: 401,
          message:
            'Access denied due to invalid subscription key. Make sure to provide a valid key for an active subscription.',
        });
      }
      const token = bearerToken(request);
      if (!token || !(await tokenIsValid(db, 'mtn', token))) {
        return reply
          .code(401)
          .send({ statusCode: 401, message: 'Access denied due to invalid or expired access token.' });
      }
      if (header(request, 'x-target-environment') !== credentials.targetEnvironment) {
        return reply.code(403).send({
          code: 'NOT_ALLOWED_TARGET_ENVIRONMENT',
          message: 'Access to target environment is forbidden.',
        });
      }
    }

    app.post(MTN_PATHS.token, { schema: { hide: true } }, async (request, reply) => {
      if (!subscriptionKeyValid(request)) {
        return reply.code(401).send({
          statusCode: 401,
          message: 'Access denied due to missing or invalid subscription key.',
        });
      }
      const basic = basicCredentials(request);
      if (!basic || basic.user !== credentials.apiUser || !sameSecret(basic.password, credentials.apiKey)) {
        return reply.code(401).send({ error: 'login_failed' });
      }
      const { token, expiresIn } = await issueToken(db, 'mtn', basic.user);
      return reply.code(200).send({ access_token: token, token_type: 'access_token', expires_in: expiresIn });
    });

    app.post(
      MTN_PATHS.requestToPay,
      { schema: { hide: true, body: MtnRequestToPaySchema }, preHandler: authorize },
      async (request, reply) => {
        const referenceId = header(request, 'x-reference-id');
        if (!referenceId || !UUID_V4.test(referenceId)) {
          return reply.code(400).send({ code: 'BAD_REQUEST', message: 'X-Reference-Id must be a UUID version 4' });
        }
        const callbackUrl = header(request, 'x-callback-url');
        if (callbackUrl !== undefined && !context.callbackAllowed(callbackUrl)) {
          return reply
            .code(400)
            .send({ code: 'INVALID_CALLBACK_URL_HOST', message: 'Callback URL host is not valid.' });
        }
        const body = request.body;
        if (body.currency !== 'XAF') {
          return reply.code(400).send({ code: 'INVALID_CURRENCY', message: 'Currency not supported.' });
        }
        if (!/^[1-9][0-9]*$/.test(body.amount)) {
          return reply.code(400).send({ code: 'INVALID_AMOUNT', message: 'Amount must be a whole number of XAF.' });
        }
        const msisdn = body.payer.partyId;
        if (body.payer.partyIdType !== 'MSISDN' || !CAMEROON_MSISDN.test(msisdn)) {
          return reply
            .code(400)
            .send({ code: 'INVALID_PAYER', message: 'payer.partyId must be 237 followed by 9 digits.' });
        }
        const amount = Number(body.amount);
        // A number MTN did not issue has no MoMo wallet to pay from.
        const scenario: Scenario =
          cameroonOperatorOf(msisdn) === 'mtn' ? scenarioFor(msisdn, amount) : 'payer_not_found';
        const plan = planFor('mtn', scenario, context.timeoutSeconds);
        if (plan.serverErrorOnce && (await claimOneTimeFault(db, 'mtn', body.externalId))) {
          return reply.code(500).send({
            code: 'INTERNAL_PROCESSING_ERROR',
            message: 'An internal error occurred while processing.',
          });
        }
        const created = await insertTransaction(db, {
          provider: 'mtn',
          providerReference: referenceId,
          merchantReference: body.externalId,
          kind: 'request_to_pay',
          amount,
          currency: body.currency,
          msisdn,
          scenario,
          plan,
          providerTransactionId: randomDigits(10),
          request: { payerMessage: body.payerMessage, payeeNote: body.payeeNote },
          callbackUrl: callbackUrl ?? null,
          callbackMaxAttempts: 1,
        });
        if (!created) {
          await countRepeatedRequest(db, 'mtn', { provider_reference: referenceId });
          return reply.code(409).send({
            code: 'RESOURCE_ALREADY_EXIST',
            message: 'Duplicated reference id. Creation of resource failed.',
          });
        }
        if (plan.settleAfterSeconds === 0) context.callbacks.kick();
        return reply.code(202).send();
      },
    );

    app.get(
      '/collection/v1_0/requesttopay/:referenceId',
      { schema: { hide: true, params: Type.Object({ referenceId: Type.String() }) }, preHandler: authorize },
      async (request, reply) => {
        const transaction = await findByProviderReference(db, 'mtn', request.params.referenceId);
        if (!transaction) {
          return reply.code(404).send({ code: 'RESOURCE_NOT_FOUND', message: 'Requested resource was not found.' });
        }
        return reply.code(200).send(mtnResult(transaction));
      },
    );

    app.get(MTN_PATHS.balance, { schema: { hide: true }, preHandler: authorize }, async () => ({
      availableBalance: String(await settledTotal(db, 'mtn')),
      currency: 'XAF',
    }));

    app.get(
      '/collection/v1_0/settlements/:date',
      {
        schema: { hide: true, params: Type.Object({ date: Type.String() }), querystring: StatementPageQuerySchema },
        preHandler: authorize,
      },
      async (request, reply) => {
        const { date } = request.params;
        if (!isCalendarDate(date)) {
          return reply.code(400).send({ code: 'BAD_REQUEST', message: 'date must be YYYY-MM-DD' });
        }
        const page = await settledStatementPage(db, 'mtn', date, request.query);
        if (!page.ok) return reply.code(400).send({ code: 'BAD_REQUEST', message: page.message });
        return reply.code(200).send({
          date,
          currency: 'XAF',
          transactions: page.transactions.map((transaction) => ({
            referenceId: transaction.providerReference,
            externalId: transaction.merchantReference,
            financialTransactionId: transaction.providerTransactionId,
            amount: String(transaction.amount),
            settledAt: transaction.settlesAt.toISOString(),
          })),
          count: page.count,
          totalAmount: String(page.total),
          nextCursor: page.nextCursor,
        });
      },
    );
  };
}
