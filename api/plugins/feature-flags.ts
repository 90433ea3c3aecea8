import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, type MessageTemplate } from '../errors.ts';
import { createFeatureFlags, type FeatureFlag, type FeatureFlags } from '../services/settings/feature-flags.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The feature flags of the settings (category feature_flags), fresh within seconds in every process. */
    featureFlags: FeatureFlags;
    /**
     * A preHandler that answers 503 with `message` while `flag` is off. `applies` narrows it to
     * some requests (staff payments: only the type the flag names). Put it before the
     * idempotency hook, so a refused call stores no answer and can be replayed once resumed.
     */
    requireFeature(
      flag: FeatureFlag,
      message: MessageTemplate,
      applies?: (request: FastifyRequest) => boolean,
    ): preHandlerAsyncHookHandler;
  }
}

async function featureFlags(app: FastifyInstance) {
  const flags = createFeatureFlags({
    db: app.db,
    connectionString: app.config.databaseUrl,
    log: app.log.child({ component: 'feature-flags' }),
  });
  app.decorate('featureFlags', flags);
  app.decorate(
    'requireFeature',
    (flag: FeatureFlag, message: MessageTemplate, applies?: (r: FastifyRequest) => boolean) => {
      return async function requireFeature(request: FastifyRequest) {
        if (applies && !applies(request)) return;
        if (!(await flags.isOn(flag))) throw new AppError('service_unavailable', message);
      };
    },
  );
  app.addHook('onClose', async () => {
    await flags.close();
  });
}

export default fp(featureFlags, { name: 'feature-flags', fastify: '5.x', dependencies: ['db'] });
