import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerWithMode } from '../../plugins/livemode.ts';
import { errorResponses } from '../../schemas/error.ts';
import { PaymentAnalyticsQuerySchema, PaymentAnalyticsSchema } from '../../schemas/transactions.ts';
import { paymentAnalytics } from '../../services/payment-analytics/payment-analytics.ts';

/** The payment management summary cards, Analytics tab and daily chart. */
const paymentAnalyticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/analytics/payments',
    {
      onRequest: app.requireSession,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        operationId: 'getPaymentAnalytics',
        tags: ['Payments'],
        summary: 'Payment analytics',
        description:
          'Totals, per-provider figures and the daily volume of the last `days` Douala days (today included; days without payments count zero). Volume sums successful amounts; the success rate is successes over payments that reached an outcome; the average amount is that of successful payments, in whole XAF. Customers get figures on their own payments, staff on every payment.',
        querystring: PaymentAnalyticsQuerySchema,
        response: { 200: PaymentAnalyticsSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => ({ data: await paymentAnalytics(app.store, callerWithMode(request), request.query.days) }),
  );
};

export default paymentAnalyticsRoutes;
