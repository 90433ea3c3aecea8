import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { isCalendarDate } from '../../../domain/calendar-date.ts';
import { CAMEROON_MSISDN, cameroonOperatorOf, normalizePhone, TYPED_PHONE } from '../../../domain/phone.ts';
import type { CallbackBuilder } from '../sandbox/callbacks.ts';
import {
  acceptFormBodies,
  basicCredentials,
  bearerToken,
  providerErrors,
  randomCode,
  type SandboxContext,
} from '../sandbox/http.ts';
import { planFor, SANDBOX_AMOUNT_LIMIT, type Scenario, scenarioFor } from '../sandbox/scenarios.ts';
import { settledStatementPage } from '../sandbox/statement-pages.ts';
import {
  claimOneTimeFault,
  completePaymentPage,
  countRepeatedRequest,
  findByMerchantReference,
  findByProviderReference,
  insertTransaction,
  issueToken,
  phaseOf,
  type SandboxTransaction,
  tokenIsValid,
} from '../sandbox/store.ts';
import { SANDBOX_PREFIXES } from '../settings.ts';
import { sameSecret } from '../shared/secrets.ts';
import { StatementPageQuerySchema } from '../shared/statement.ts';
import { paymentPage } from './payment-page.ts';
import { ORANGE_PATHS, OrangeTransactionStatusRequestSchema, OrangeWebPaymentRequestSchema } from './protocol.ts';

/** Orange's status word for a transaction as it stands, and the failure code when it failed. */
export function orangeStatus(transaction: SandboxTransaction): { status: string; reason?: string } {
  switch (phaseOf(transaction)) {
    case 'awaiting_payer':
      return { status: 'INITIATED' };
    case 'processing':
      return { status: 'PENDING' };
    case 'final':
      if (transaction.outcome === 'success') return { status: 'SUCCESS' };
      return {
        status: transaction.reason === 'EXPIRED' ? 'EXPIRED' : 'FAILED',
        reason: transaction.reason ?? 'FAILED',
      };
  }
}

/** The notification posted to notif_url; Orange's check value is the notif_token. */
export const orangeNotification: CallbackBuilder = (transaction) => {
  const { status, reason } = orangeStatus(transaction);
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      status,
      notif_token: String(transaction.request.notif_token),
      txnid: status === 'SUCCESS' ? transaction.providerTransactionId : null,
      ...(reason ? { reason } : {}),
    }),
  };
};

const orangeError = (status: number, code: string | number, message: string, description?: string) => ({
  status,
  body: { code, message, ...(description ? { description } : {}) },
});

/** Orange's transaction ids look like MP241122.1530.A12345. */
function orangeTxnId(): string {
  const now = new Date();
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(2, 12);
  return `MP${stamp.slice(0, 6)}.${stamp.slice(6, 10)}.${randomCode(6)}`;
}

/**
 * Orange Money WebPay simulator, mounted at /sandbox/orange: token, web payment, the payment
 * page, transaction status, notifications and settlement statements.
 *
 * The real payer types their number on Orange's page. So that outcomes follow the test
 * numbers, the sandbox adapter sends the payer's number as `subscriber_msisdn` and the
 * simulator completes the page step with it at once; without it the payment waits on the
 * page (payment_url, a real form) until someone enters a number or the sandbox timeout passes.
 */
export function orangeMoneySimulator(context: SandboxContext): FastifyPluginAsyncTypebox {
  const { db } = context;
  const credentials = context.credentials.orange;

  return async (app) => {
    acceptFormBodies(app);
    providerErrors(app, (status, message) =>
      status === 404
        ? orangeError(404, 'NOT_FOUND', 'Resource not found', message)
        : status >= 500
          ? orangeError(500, 'INTERNAL_ERROR', 'Internal Server Error')
          : orangeError(status, 'INVALID_REQUEST', 'Invalid request', message),
    );

    async function authorize(request: FastifyRequest, reply: FastifyReply) {
      const token = bearerToken(request);
      if (!token || !(await tokenIsValid(db, 'orange', token))) {
        return reply
          .code(401)
          .send(
            orangeError(
              401,
              42,
              'Expired credentials',
              'The requested service needs credentials, but the ones provided were invalid or out-of-date.',
            ).body,
          );
      }
    }

    app.post(ORANGE_PATHS.token, { schema: { hide: true } }, async (request, reply) => {
      const basic = basicCredentials(request);
      if (!basic || basic.user !== credentials.clientId || !sameSecret(basic.password, credentials.clientSecret)) {
        return reply
          .code(401)
          .send({ error: 'invalid_client', error_description: 'The client credentials are invalid' });
      }
      const body = request.body as Record<string, unknown> | undefined;
      if (body?.grant_type !== 'client_credentials') {
        return reply
          .code(400)
          .send({ error: 'unsupported_grant_type', error_description: 'grant_type must be client_credentials' });
      }
      const { token, expiresIn } = await issueToken(db, 'orange', basic.user);
      return reply.code(200).send({ token_type: 'Bearer', access_token: token, expires_in: expiresIn });
    });

    const paymentUrl = (request: FastifyRequest, payToken: string) =>
      `${context.publicOrigin(request)}${SANDBOX_PREFIXES.orange}${ORANGE_PATHS.paymentPage(payToken)}`;

    const createdAnswer = (request: FastifyRequest, transaction: SandboxTransaction) => ({
      status: 201,
      message: 'OK',
      pay_token: transaction.providerReference,
      payment_url: paymentUrl(request, transaction.providerReference),
      notif_token: String(transaction.request.notif_token),
    });

    app.post(
      ORANGE_PATHS.webPayment,
      { schema: { hide: true, body: OrangeWebPaymentRequestSchema }, preHandler: authorize },
      async (request, reply) => {
        const body = request.body;
        if (!sameSecret(body.merchant_key, credentials.merchantKey)) {
          return reply.code(403).send(orangeError(403, 'INVALID_MERCHANT_KEY', 'Invalid merchant key').body);
        }
        if (body.currency !== 'XAF') {
          return reply
            .code(400)
            .send(orangeError(400, 'INVALID_CURRENCY', 'Invalid currency', 'Only XAF is accepted').body);
        }
        if (!context.callbackAllowed(body.notif_url)) {
          return reply
            .code(400)
            .send(
              orangeError(400, 'INVALID_NOTIF_URL', 'Invalid notif_url', 'The sandbox only notifies this platform')
                .body,
            );
        }
        const existing = await findByMerchantReference(db, 'orange', body.order_id);
        if (existing) {
          await countRepeatedRequest(db, 'orange', { merchant_reference: body.order_id });
          // An identical replay (our answer was lost) gets the same payment; anything else is a clash.
          if (existing.amount === body.amount && existing.request.notif_url === body.notif_url) {
            return reply.code(201).send(createdAnswer(request, existing));
          }
          return reply
            .code(409)
            .send(orangeError(409, 'DUPLICATE_ORDER_ID', 'Duplicate order_id', 'This order_id was already used').body);
        }
        const subscriber = body.subscriber_msisdn;
        let scenario: Scenario | 'awaiting_payer';
        let awaitingPayer = false;
        if (body.amount > SANDBOX_AMOUNT_LIMIT) scenario = 'limit_exceeded';
        else if (subscriber === undefined) {
          scenario = 'awaiting_payer';
          awaitingPayer = true;
        } else
          scenario =
            cameroonOperatorOf(subscriber) === 'orange' ? scenarioFor(subscriber, body.amount) : 'payer_not_found';
        const plan =
          scenario === 'awaiting_payer'
            ? {
                outcome: 'failed' as const,
                reason: 'EXPIRED',
                settleAfterSeconds: context.timeoutSeconds,
                serverErrorOnce: false,
              }
            : planFor('orange', scenario, context.timeoutSeconds);
        if (plan.serverErrorOnce && (await claimOneTimeFault(db, 'orange', body.order_id))) {
          return reply.code(500).send(orangeError(500, 'INTERNAL_ERROR', 'Internal Server Error').body);
        }
        const created = await insertTransaction(db, {
          provider: 'orange',
          providerReference: `v1${randomBytes(20).toString('hex')}`,
          merchantReference: body.order_id,
          kind: 'web_payment',
          amount: body.amount,
          currency: body.currency,
          msisdn: subscriber ?? null,
          scenario,
          plan,
          awaitingPayer,
          providerTransactionId: orangeTxnId(),
          request: {
            notif_token: randomBytes(16).toString('hex'),
            notif_url: body.notif_url,
            return_url: body.return_url,
            cancel_url: body.cancel_url,
            lang: body.lang,
            reference: body.reference,
          },
          callbackUrl: body.notif_url,
          callbackMaxAttempts: 5,
        });
        if (!created) {
          await countRepeatedRequest(db, 'orange', { merchant_reference: body.order_id });
          return reply
            .code(409)
            .send(orangeError(409, 'DUPLICATE_ORDER_ID', 'Duplicate order_id', 'This order_id was already used').body);
        }
        if (plan.settleAfterSeconds === 0) context.callbacks.kick();
        return reply.code(201).send(createdAnswer(request, created));
      },
    );

    app.post(
      ORANGE_PATHS.transactionStatus,
      { schema: { hide: true, body: OrangeTransactionStatusRequestSchema }, preHandler: authorize },
      async (request, reply) => {
        const { order_id: orderId, amount, pay_token: payToken } = request.body;
        const transaction = await findByProviderReference(db, 'orange', payToken);
        if (!transaction || transaction.merchantReference !== orderId || transaction.amount !== amount) {
          return reply
            .code(404)
            .send(
              orangeError(
                404,
                'TRANSACTION_NOT_FOUND',
                'Transaction not found',
                'No payment has this order_id, amount and pay_token',
              ).body,
            );
        }
        const { status, reason } = orangeStatus(transaction);
        return reply.code(201).send({
          status,
          order_id: orderId,
          txnid: status === 'SUCCESS' ? transaction.providerTransactionId : null,
          ...(reason ? { reason } : {}),
        });
      },
    );

    app.get(
      '/orange-money-webpay/cm/v1/settlements/:date',
      {
        schema: { hide: true, params: Type.Object({ date: Type.String() }), querystring: StatementPageQuerySchema },
        preHandler: authorize,
      },
      async (request, reply) => {
        const { date } = request.params;
        if (!isCalendarDate(date)) {
          return reply
            .code(400)
            .send(orangeError(400, 'INVALID_REQUEST', 'Invalid date', 'date must be YYYY-MM-DD').body);
        }
        const page = await settledStatementPage(db, 'orange', date, request.query);
        if (!page.ok) {
          return reply.code(400).send(orangeError(400, 'INVALID_REQUEST', 'Invalid cursor', page.message).body);
        }
        return reply.code(200).send({
          date,
          currency: 'XAF',
          transactions: page.transactions.map((transaction) => ({
            pay_token: transaction.providerReference,
            order_id: transaction.merchantReference,
            txnid: transaction.providerTransactionId,
            amount: transaction.amount,
            settled_at: transaction.settlesAt.toISOString(),
          })),
          count: page.count,
          total_amount: page.total,
          next_cursor: page.nextCursor,
        });
      },
    );

    const PageParams = Type.Object({ payToken: Type.String() });

    app.get('/mpayment/abstract/:payToken', { schema: { hide: true, params: PageParams } }, async (request, reply) => {
      const transaction = await findByProviderReference(db, 'orange', request.params.payToken);
      return reply
        .code(transaction ? 200 : 404)
        .type('text/html; charset=utf-8')
        .send(paymentPage(transaction, orangeStatus));
    });

    app.post(
      '/mpayment/abstract/:payToken',
      { schema: { hide: true, params: PageParams, body: Type.Object({ msisdn: Type.String() }) } },
      async (request, reply) => {
        const { payToken } = request.params;
        const msisdn = normalizePhone(request.body.msisdn, TYPED_PHONE);
        let transaction = await findByProviderReference(db, 'orange', payToken);
        if (!transaction) return reply.code(404).type('text/html; charset=utf-8').send(paymentPage(null, orangeStatus));
        if (!CAMEROON_MSISDN.test(msisdn)) {
          return reply
            .code(400)
            .type('text/html; charset=utf-8')
            .send(paymentPage(transaction, orangeStatus, { invalidNumber: true }));
        }
        const scenario: Scenario =
          cameroonOperatorOf(msisdn) === 'orange' ? scenarioFor(msisdn, transaction.amount) : 'payer_not_found';
        const plan = planFor('orange', scenario, context.timeoutSeconds);
        const completed = await completePaymentPage(db, payToken, msisdn, scenario, plan);
        if (completed) {
          transaction = completed;
          if (plan.settleAfterSeconds === 0) context.callbacks.kick();
        }
        return reply.code(200).type('text/html; charset=utf-8').send(paymentPage(transaction, orangeStatus));
      },
    );
  };
}
