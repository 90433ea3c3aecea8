import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createWebhookContext, type WebhookContext } from '../services/webhooks/context.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Webhook management and delivery: the secret-sealing key, URL rules, delivery agents, clock. */
    webhooks: WebhookContext;
  }
}

async function webhooks(app: FastifyInstance) {
  const held = async () => !(await app.featureFlags.isOn('webhook_notifications'));
  app.decorate(
    'webhooks',
    await createWebhookContext(app.config, app.store, app.log.child({ component: 'webhooks' }), held),
  );
}

export default fp(webhooks, { name: 'webhooks', fastify: '5.x', dependencies: ['store', 'live-settings'] });
