import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import {
  AccountPaymentSchema,
  CreateAccountPaymentBodySchema,
  PaymentHeadersSchema,
  PaymentIdParamsSchema,
} from '../../schemas/account-payments.ts';
import { errorResponses } from '../../schemas/error.ts';
import type { AccountPayment } from '../../services/accounts/account-payment-view.ts';
import {
  accountPaymentView,
  authorizeAccountPayment,
  type CreateAccountPaymentInput,
  createAccountPayment,
  createdAnswer,
  getAccountPayment,
  type PaymentApiCaller,
} from '../../services/accounts/account-payments.ts';
import type { ApiScope } from '../../services/api-keys/scopes.ts';
import { serverLivemode } from '../../services/payments/livemode.ts';
import { maintenanceRefusal, paymentRefusal } from '../../services/payments/payment-gate.ts';
import { postMoney } from '../shared/money-route.ts';
import { requireActiveOwner } from './owner-hooks.ts';

const NOT_FOUND_TEXT =
  "A payment that does not exist, that is another customer's, from an account the access token was not given or of the other mode (test or live) answers the same 404.";

/** An authorized payment answers its status now: `success`, or `pending` for a payout on its way. */
const authorizedAnswer = (payment: AccountPayment) => accountPaymentView(payment, payment.status);

/** The payments of the public API (issue 17 item 3). */
const accountPaymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addSchema(AccountPaymentSchema);

  const requireOwner = (scope: ApiScope) => requireActiveOwner(app, scope);

  function paymentCaller(request: FastifyRequest): PaymentApiCaller {
    return {
      userId: request.user?.id ?? '',
      sharedAccountIds: request.oauth?.accountIds ?? null,
      livemode: request.livemode,
      serverLivemode: serverLivemode(app.config.PAYMENTS_MODE),
      credential: request.apiKey ? `key:${request.apiKey.id}` : `oauth:${request.oauth?.clientId ?? ''}`,
    };
  }

  async function notInMaintenance() {
    const refusal = maintenanceRefusal(await app.liveSettings.snapshot());
    if (refusal) throw refusal;
  }

  /** Maintenance for every payment; a payout also goes through GIMAC, paused with `interbank_transfers`. */
  async function mayPay(request: FastifyRequest) {
    // Runs after validation: the body is the route's.
    const body = request.body as CreateAccountPaymentInput;
    const settings = await app.liveSettings.snapshot();
    const refusal =
      body.destinationType === 'account'
        ? maintenanceRefusal(settings)
        : (paymentRefusal('account_payout', Number(body.amount), settings) ?? app.paymentBacklog.refusal());
    if (refusal) throw refusal;
  }

  postMoney(app, '/api/v1/payments', {
    onRequest: requireOwner('payments:initiate'),
    gate: mayPay,
    schema: {
      operationId: 'createPayment',
      tags: ['Payments'],
      summary: 'Pay from an account to an account, a mobile wallet or a GIMAC bank',
      description:
        "Pays `amount` XAF from one of the caller's accounts (`sourceAccountId`; with an OAuth token, one the customer shared), per `destinationType`: `account` moves it to an account of the platform (`destinationAccountId` its id) as one balanced ledger transaction, so the money has moved when the answer arrives and `GET /api/v1/payments/{id}` says `success`; `mobile_wallet` (`destinationAccountId` the wallet number; `destinationParticipant` the GIMAC operator, needed outside Cameroon) and `gimac_bank` (`destinationAccountId` the account number; `destinationParticipant` the GIMAC bank code, required) are payouts: the amount leaves the source account at once and GIMAC delivers it from the platform's settlement bank, so GET says `pending`, then `success`, or `failed` with `failure` and the amount back on the source account. Answers the documented `paymentId`, `status` `pending` (accepted), `reference` and `estimatedCompletion`; webhooks `payment.created`, then `payment.completed` or `payment.failed`, carry the same `paymentId`. A business account's payment above the `payments.business_authorization_threshold` setting (1 000 000 XAF by default) answers `pending_authorization` and moves or sends nothing until `POST /api/v1/payments/authorize/{id}`. Refusals: 404 `account_not_found` for a source the caller may not use; 422 `transfer_insufficient_funds`, `transfer_source_not_active`, `transfer_destination_closed`; 400 naming `destinationAccountId` or `destinationParticipant` for an unknown, identical or malformed destination (an account that does not exist, a number of no GIMAC operator, an unknown bank or operator code, a missing participant); 503 while payouts are paused (`interbank_transfers` off). Send an `Idempotency-Key` to retry safely. The payment carries the caller's mode (`livemode`): test-mode payouts reach the GIMAC simulator, whose sandbox test numbers decide their outcome; on a live server a test-mode caller (`ob_test_` key, sandbox app) gets 403 `test_mode_moves_no_live_balances`, since account balances are real money there. Requires `payments:initiate`.",
      headers: PaymentHeadersSchema,
      body: CreateAccountPaymentBodySchema,
      response: { 201: Type.Ref('AccountPayment'), ...errorResponses(400, 401, 403, 404, 409, 415, 422, 429, 503) },
    },
    status: 201,
    answer: createdAnswer,
    move: (request, idempotency) => createAccountPayment(app.store, paymentCaller(request), request.body, idempotency),
    logged: (payment) => [{ reference: payment.reference, status: payment.status }, 'account payment created'],
  });

  app.get(
    '/api/v1/payments/:id',
    {
      onRequest: requireOwner('payments:initiate'),
      schema: {
        operationId: 'getPayment',
        tags: ['Payments'],
        summary: "Get a payment's status",
        description: `A payment made with \`POST /api/v1/payments\`: \`pending_authorization\` while it waits for its second approval; \`pending\` while a payout is on its way through GIMAC; \`success\` once the money reached its destination; \`failed\` for a payout the network refused, with \`failure\` (its code and message) and the amount back on the source account. Requires the \`payments:initiate\` scope. ${NOT_FOUND_TEXT}`,
        params: PaymentIdParamsSchema,
        response: { 200: Type.Ref('AccountPayment'), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => getAccountPayment(app.store, paymentCaller(request), request.params.id),
  );

  postMoney(app, '/api/v1/payments/authorize/:id', {
    onRequest: requireOwner('payments:authorize'),
    gate: notInMaintenance,
    schema: {
      operationId: 'authorizePayment',
      tags: ['Payments'],
      summary: 'Authorize a business payment',
      description: `The second approval of a payment waiting in \`pending_authorization\`: the money moves now, in one transaction, and the payment answers \`success\` (a payout: the amount leaves the source account and the payment answers \`pending\` until GIMAC delivers it). Emits \`payment.authorized\`. The caller needs the \`payments:authorize\` scope on the source account (an API key of its owner, or an OAuth token the customer shared it with) and must be another API key or another app than the one that initiated the payment (403 \`payment_authorizer_is_initiator\`). 409 \`payment_not_awaiting_authorization\` once authorized; 422 \`transfer_insufficient_funds\` when the account no longer holds the amount (the payment keeps waiting). ${NOT_FOUND_TEXT}`,
      headers: PaymentHeadersSchema,
      params: PaymentIdParamsSchema,
      response: { 200: Type.Ref('AccountPayment'), ...errorResponses(400, 401, 403, 404, 409, 422, 429, 503) },
    },
    status: 200,
    answer: authorizedAnswer,
    move: (request, idempotency) =>
      authorizeAccountPayment(app.store, paymentCaller(request), request.params.id, idempotency),
  });
};

export default accountPaymentRoutes;
