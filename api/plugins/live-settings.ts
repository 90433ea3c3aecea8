import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { MessageTemplate } from '../../domain/messages/define.ts';
import { AppError } from '../errors.ts';
import { type PaymentBacklog, paymentBacklog } from '../services/payments/backlog.ts';
import { type PaymentChannel, paymentRefusal } from '../services/payments/payment-gate.ts';
import { type FeatureFlag, type FeatureFlags, featureFlagsOf } from '../services/settings/feature-flags.ts';
import { createLiveSettings, type LiveSettings } from '../services/settings/live-settings.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every setting, fresh within seconds in every process (payment rules, flags). */
    liveSettings: LiveSettings;
    /** The feature flags of the settings (category feature_flags), as fresh. */
    featureFlags: FeatureFlags;
    /** The job runners' backlog of first sends: past PAYMENTS_BACKLOG_LIMIT new payments wait (503). */
    paymentBacklog: PaymentBacklog;
    /**
     * A preHandler that refuses a new payment the settings do not allow now (maintenance, a
     * paused feature, an amount under the minimum; see paymentRefusal), or that the runners'
     * backlog cannot take now (paymentBacklog). `channelOf` names the
     * request's channel (null: not a new payment). Put it before the idempotency hook, so a
     * refused call stores no answer and can be replayed once allowed.
     */
    paymentGate(channelOf: (request: FastifyRequest) => PaymentChannel | null): preHandlerAsyncHookHandler;
    /** A preHandler that answers 503 with `message` while `flag` is off (what is not a payment: analytics). */
    requireFeature(flag: FeatureFlag, message: MessageTemplate): preHandlerAsyncHookHandler;
  }
}

async function liveSettings(app: FastifyInstance) {
  const settings = createLiveSettings({
    store: app.store,
    connectionString: app.config.databaseUrl,
    log: app.log.child({ component: 'live-settings' }),
  });
  app.decorate('liveSettings', settings);
  app.decorate('featureFlags', featureFlagsOf(settings));
  const backlog = paymentBacklog(app.store, app.config.PAYMENTS_BACKLOG_LIMIT);
  app.decorate('paymentBacklog', backlog);
  app.decorate('paymentGate', (channelOf: (request: FastifyRequest) => PaymentChannel | null) => {
    return async function paymentGate(request: FastifyRequest) {
      const channel = channelOf(request);
      if (!channel) return;
      const amount = Number((request.body as { amount?: unknown } | undefined)?.amount);
      const refusal = paymentRefusal(channel, amount, await settings.snapshot()) ?? backlog.refusal();
      if (refusal) throw refusal;
    };
  });
  app.decorate('requireFeature', (flag: FeatureFlag, message: MessageTemplate) => {
    return async function requireFeature() {
      if (!(await app.featureFlags.isOn(flag))) throw new AppError('service_unavailable', message);
    };
  });
  app.addHook('onClose', async () => {
    await settings.close();
  });
}

export default fp(liveSettings, { name: 'live-settings', fastify: '5.x', dependencies: ['store'] });
