import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { idempotentAnswer } from '../../plugins/idempotency.ts';
import { callerWithMode } from '../../plugins/livemode.ts';
import { errorResponses } from '../../schemas/error.ts';
import {
  InitiateHeadersSchema,
  InitiateMobileMoneyBodySchema,
  MobileMoneyInitiatedSchema,
} from '../../schemas/mobile-money-initiate.ts';
import { PAYMENT_WRITER_ROLES } from '../../services/identity/roles.ts';
import { initiatedAnswer, initiateMobileMoney } from '../../services/payments/initiate-mobile-money.ts';
import { instructionLanguage } from '../../services/payments/ussd-instructions.ts';

/** The documented public API's mobile money call (spec 001 §3 "Mobile money request"). */
const initiateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/v1/mobile-money/initiate',
    {
      onRequest: app.requireCaller({ roles: PAYMENT_WRITER_ROLES, scope: 'payments:initiate' }),
      preHandler: [app.paymentGate(() => 'mobile_money'), app.idempotent],
      schema: {
        operationId: 'initiateMobileMoney',
        tags: ['Mobile Money'],
        summary: 'Initiate a mobile money payment',
        description:
          "Asks the payer to approve a payment with MTN MoMo (`MTN_MOMO`) or Orange Money (`ORANGE_MONEY`), into the caller's balance. Answers the payment's `transactionId` and `reference`, status `pending`, the USSD code the payer dials (`*126#` MTN, `#150#` Orange) and instructions in the language of `Accept-Language` (en or fr). Minimum 100 XAF (a platform setting), whole XAF; the phone (237 followed by 9 digits) must belong to the provider. Send an `Idempotency-Key` to retry safely. The final status comes from the provider (webhooks `payment.completed` / `payment.failed`). Requires `payments:initiate`. While the platform has paused mobile money payments the answer is 503 `mobile_money_paused`.",
        security: [{ bearerAuth: ['payments:initiate'] }, { sessionCookie: [] }],
        headers: InitiateHeadersSchema,
        body: InitiateMobileMoneyBodySchema,
        response: { 201: MobileMoneyInitiatedSchema, ...errorResponses(400, 401, 403, 409, 415, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      const language = instructionLanguage(request.headers['accept-language']);
      const payment = await initiateMobileMoney(
        app.store,
        callerWithMode(request),
        request.body,
        idempotentAnswer(request, 201, (created) => initiatedAnswer(created, language)),
      );
      request.log.info({ reference: payment.reference }, 'mobile money payment initiated');
      return reply.code(201).send(initiatedAnswer(payment, language));
    },
  );
};

export default initiateRoutes;
