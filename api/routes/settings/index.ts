import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PublicFeaturesSchema } from '../../schemas/admin-settings.ts';
import { errorResponses } from '../../schemas/error.ts';
import { minimumAmount } from '../../services/payments/payment-gate.ts';

/**
 * Shared caches (a CDN in front) may keep the answer this long; browsers ask each time
 * (max-age=0), so a page loaded after a change never reads the state before it.
 */
const FEATURES_SHARED_MAX_AGE_S = 5;

/** The feature flags the customer screens need, public so the dashboard can say what is paused. */
const featureRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/features',
    {
      config: { publicAnswer: true, rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        operationId: 'getFeatures',
        security: [],
        tags: ['Platform'],
        summary: 'Which payment features are available',
        description:
          'Whether mobile money payments and interbank (GIMAC) transfers are available now, whether the platform is in maintenance, the smallest amounts it accepts, and whether the extended analytics are on. A paused feature answers 503 `mobile_money_paused` or `interbank_paused`, maintenance 503 `maintenance_mode`.',
        response: { 200: PublicFeaturesSchema, ...errorResponses(429) },
      },
    },
    async (_request, reply) => {
      const settings = await app.liveSettings.snapshot();
      const flags = settings.feature_flags;
      reply.header('cache-control', `public, max-age=0, s-maxage=${FEATURES_SHARED_MAX_AGE_S}`);
      return {
        mobileMoneyPayments: flags.mobile_money_payments,
        interbankTransfers: flags.interbank_transfers,
        advancedAnalytics: flags.advanced_analytics,
        maintenanceMode: settings.general.maintenance_mode,
        minimumAmounts: {
          mobileMoney: minimumAmount('mobile_money', settings),
          bankToMobile: minimumAmount('bank_to_mobile', settings),
        },
      };
    },
  );
};

export default featureRoutes;
