import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PAYMENT_READER_ROLES, PAYMENT_WRITER_ROLES } from '../../../domain/roles.ts';
import { callerWithMode } from '../../plugins/livemode.ts';
import { providerLists } from '../../providers/catalog.ts';
import { errorResponses } from '../../schemas/error.ts';
import {
  ChargeBodySchema,
  ChargeCreatedSchema,
  IdempotencyHeadersSchema,
  PaymentListSchema,
  ProvidersListSchema,
} from '../../schemas/payments.ts';
import { chargeMobileMoney } from '../../services/payments/initiate.ts';
import { listVisiblePayments } from '../../services/payments/list-payments.ts';
import type { PaymentRow } from '../../services/payments/model.ts';
import { NEW_PAYMENT_ERRORS, postMoney } from '../shared/money-route.ts';
import initiateRoutes from './initiate.ts';

function chargeCreated(payment: PaymentRow) {
  return {
    data: {
      reference: payment.reference,
      livemode: payment.livemode,
      status: 'pending' as const,
      amount: Number(payment.amount),
      currency: 'XAF' as const,
      provider: payment.provider === 'orange' ? ('orange' as const) : ('mtn' as const),
      phone: payment.customer_phone,
      created_at: new Date(payment.created_at).toISOString(),
    },
  };
}

/** The dashboard's mobile money calls: providers, charge, payments list. */
const mobileMoneyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(initiateRoutes);
  app.get(
    '/api/v1/mobile-money/providers',
    {
      onRequest: app.requireCaller({ roles: PAYMENT_READER_ROLES, scope: 'mobile_money:write' }),
      schema: {
        operationId: 'listMobileMoneyProviders',
        tags: ['Mobile Money'],
        summary: 'Mobile money providers and GIMAC participants',
        description: 'MTN Mobile Money and Orange Money, plus the banks and mobile operators reachable through GIMAC.',
        response: { 200: ProvidersListSchema, ...errorResponses(401) },
      },
    },
    async () => providerLists(),
  );

  postMoney(app, '/api/v1/mobile-money/charge', {
    onRequest: app.requireCaller({ roles: PAYMENT_WRITER_ROLES, scope: 'mobile_money:write' }),
    gate: app.paymentGate(() => 'mobile_money'),
    schema: {
      operationId: 'chargeMobileMoney',
      tags: ['Mobile Money'],
      summary: 'Collect a mobile money payment',
      description:
        'Asks the payer to approve a payment with MTN MoMo or Orange Money. Minimum 100 XAF, whole XAF; the phone (237 followed by 9 digits) must belong to the chosen provider. The payment starts pending; its final status comes from the provider. Send an `Idempotency-Key` to retry safely. While the platform has paused mobile money payments the answer is 503 `mobile_money_paused`.',
      headers: IdempotencyHeadersSchema,
      body: ChargeBodySchema,
      response: { 201: ChargeCreatedSchema, ...errorResponses(...NEW_PAYMENT_ERRORS) },
    },
    status: 201,
    answer: chargeCreated,
    move: (request, idempotency) => chargeMobileMoney(app.store, callerWithMode(request), request.body, idempotency),
    logged: (payment) => [{ reference: payment.reference }, 'mobile money charge created'],
  });

  app.get(
    '/api/v1/mobile-money/payments',
    {
      onRequest: app.requireCaller({ roles: PAYMENT_READER_ROLES, scope: 'transactions:read' }),
      schema: {
        operationId: 'listPayments',
        tags: ['Mobile Money'],
        summary: 'Recent payments',
        description: "The caller's 50 most recent payments of every type, newest first (staff see every customer's).",
        response: { 200: PaymentListSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await listVisiblePayments(app.store, callerWithMode(request)) }),
  );
};

export default mobileMoneyRoutes;
