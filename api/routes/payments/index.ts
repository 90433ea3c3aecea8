import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { PAYMENT_WRITER_ROLES, STAFF_ROLES, STAFF_WRITE_ROLES } from '../../../domain/roles.ts';
import { callerWithMode } from '../../plugins/livemode.ts';
import { errorResponses } from '../../schemas/error.ts';
import {
  IdempotencyHeadersSchema,
  PaymentReferenceParamsSchema,
  RetriedPaymentSchema,
  StaffPaymentBodySchema,
  StaffPaymentCreatedSchema,
  UnresolvedPaymentListSchema,
} from '../../schemas/payments.ts';
import { processStaffPayment } from '../../services/payments/initiate.ts';
import { serverLivemode } from '../../services/payments/livemode.ts';
import type { PaymentRow } from '../../services/payments/model.ts';
import { type RetriedPayment, retryPayment } from '../../services/payments/retry-payment.ts';
import { listUnresolvedPayments } from '../../services/payments/unresolved-payments.ts';
import { NEW_PAYMENT_ERRORS, postMoney } from '../shared/money-route.ts';

function staffPaymentCreated(payment: PaymentRow) {
  return {
    data: {
      reference: payment.reference,
      livemode: payment.livemode,
      status: 'pending' as const,
      type: payment.type === 'interbank' ? ('interbank' as const) : ('mobile_money' as const),
      provider: payment.provider,
      amount: Number(payment.amount),
      currency: 'XAF' as const,
    },
  };
}

/** The staff payment's type, once the body is validated (preHandlers run after validation). */
const staffType = (request: FastifyRequest) => (request.body as { type?: string } | undefined)?.type;

const retried = (data: RetriedPayment) => ({ data });

/** Staff New Payment and retries of failed payments. */
const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  postMoney(app, '/api/v1/payments/process', {
    onRequest: app.requireRole(...STAFF_WRITE_ROLES),
    gate: app.paymentGate((r) => (staffType(r) === 'interbank' ? 'staff_interbank' : 'mobile_money')),
    schema: {
      operationId: 'createStaffPayment',
      tags: ['Payments'],
      summary: 'New payment (staff)',
      description:
        "Operations staff start a payment: `mobile_money` collects from the customer's MTN or Orange wallet (provider from the number's prefix); `interbank` sends from the platform's settlement bank to the customer's wallet through GIMAC. Each answers 503 (`mobile_money_paused`, `interbank_paused`) while the platform has paused it.",
      headers: IdempotencyHeadersSchema,
      body: StaffPaymentBodySchema,
      response: { 201: StaffPaymentCreatedSchema, ...errorResponses(...NEW_PAYMENT_ERRORS) },
    },
    status: 201,
    answer: staffPaymentCreated,
    move: (request, idempotency) => processStaffPayment(app.store, callerWithMode(request), request.body, idempotency),
    logged: (payment) => [{ reference: payment.reference }, 'staff payment created'],
  });

  postMoney(app, '/api/v1/payments/retry/:reference', {
    onRequest: app.requireCaller({ roles: PAYMENT_WRITER_ROLES, scope: 'payments:initiate' }),
    schema: {
      operationId: 'retryPayment',
      tags: ['Payments'],
      summary: 'Retry a failed payment',
      description:
        'Starts a new attempt of a failed payment (same reference). Customers may retry their own payments; ops and admin any.',
      headers: IdempotencyHeadersSchema,
      params: PaymentReferenceParamsSchema,
      response: { 200: RetriedPaymentSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 429) },
    },
    status: 200,
    answer: retried,
    move: (request, idempotency) =>
      retryPayment(app.store, callerWithMode(request), request.params.reference, idempotency),
    logged: (data) => [{ reference: data.reference, attempt: data.attempt }, 'payment retry created'],
  });

  app.get(
    '/api/v1/payments/unresolved',
    {
      onRequest: app.requireRole(...STAFF_ROLES),
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        operationId: 'listUnresolvedPayments',
        tags: ['Payments'],
        summary: 'Unresolved payments (staff)',
        description:
          "Payments of the server's mode whose provider gave no final answer within the pending deadline (`PAYMENTS_MAX_PENDING_SECONDS`), oldest first. They are never failed for that, since the provider may have collected: they are asked about every five minutes and settled by the provider's answer or its settlement statement. Ops, admin and auditors only.",
        response: { 200: UnresolvedPaymentListSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async () => {
      return listUnresolvedPayments(app.store, serverLivemode(app.config.PAYMENTS_MODE));
    },
  );
};

export default paymentRoutes;
