import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PAYMENT_WRITER_ROLES } from '../../../domain/roles.ts';
import { callerWithMode } from '../../plugins/livemode.ts';
import { errorResponses } from '../../schemas/error.ts';
import {
  InitiateHeadersSchema,
  InitiateMobileMoneyBodySchema,
  MobileMoneyInitiatedSchema,
} from '../../schemas/mobile-money-initiate.ts';
import { initiatedAnswer, initiateMobileMoney } from '../../services/payments/initiate-mobile-money.ts';
import type { PaymentRow } from '../../services/payments/model.ts';
import { instructionLanguage } from '../../services/payments/ussd-instructions.ts';
import { NEW_PAYMENT_ERRORS, postMoney } from '../shared/money-route.ts';

/** A session, or a bearer credential holding `payments:initiate`. */

/** The answer speaks the first request's language (Accept-Language), and so does every replay of its key. */
function initiatedIn(payment: PaymentRow, request: { headers: { 'accept-language'?: string } }) {
  return initiatedAnswer(payment, instructionLanguage(request.headers['accept-language']));
}

/** The documented public API's mobile money call. */
const initiateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  postMoney(app, '/api/v1/mobile-money/initiate', {
    onRequest: app.requireCaller({ roles: PAYMENT_WRITER_ROLES, scope: 'payments:initiate' }),
    gate: app.paymentGate(() => 'mobile_money'),
    schema: {
      operationId: 'initiateMobileMoney',
      tags: ['Mobile Money'],
      summary: 'Initiate a mobile money payment',
      description:
        "Asks the payer to approve a payment with MTN MoMo (`MTN_MOMO`) or Orange Money (`ORANGE_MONEY`), into the caller's balance. Answers the payment's `transactionId` and `reference`, status `pending`, the USSD code the payer dials (`*126#` MTN, `#150#` Orange) and instructions in the language of `Accept-Language` (en or fr). Minimum 100 XAF (a platform setting), whole XAF; the phone (237 followed by 9 digits) must belong to the provider. Send an `Idempotency-Key` to retry safely. The final status comes from the provider (webhooks `payment.completed` / `payment.failed`). Requires `payments:initiate`. While the platform has paused mobile money payments the answer is 503 `mobile_money_paused`.",
      headers: InitiateHeadersSchema,
      body: InitiateMobileMoneyBodySchema,
      response: { 201: MobileMoneyInitiatedSchema, ...errorResponses(...NEW_PAYMENT_ERRORS) },
    },
    status: 201,
    answer: initiatedIn,
    move: (request, idempotency) => initiateMobileMoney(app.store, callerWithMode(request), request.body, idempotency),
    logged: (payment) => [{ reference: payment.reference }, 'mobile money payment initiated'],
  });
};

export default initiateRoutes;
