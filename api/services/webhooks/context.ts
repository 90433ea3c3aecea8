import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Store } from '../../repositories/store.ts';
import { serverLivemode } from '../payments/livemode.ts';
import { resolveSecretBoxKey, type SecretBoxKey } from './secret-box.ts';
import { type DeliveryAgents, deliveryAgents } from './send.ts';

/** What webhook management and delivery need, in the API and in the worker alike. */
export interface WebhookContext {
  store: Store;
  log: FastifyBaseLogger;
  secretKey: SecretBoxKey;
  /** Production rules: https only, public addresses only (at registration and at connect time). */
  production: boolean;
  /** The server's own mode, which account events carry as `livemode` (payment events carry their payment's). */
  livemode: boolean;
  agents: DeliveryAgents;
  /** The clock of retries, timestamps and the 5-day rule; tests inject one. */
  now: () => Date;
  /** Jitter source; tests inject one. */
  random: () => number;
  /** Host resolution for the registration check; tests inject one. */
  resolve?: (host: string) => Promise<string[]>;
  /**
   * Whether deliveries are held now (the `webhook_notifications` feature flag off): events
   * stay undispatched and due deliveries wait, sent once it is on again. Absent: never held.
   */
  held?: () => Promise<boolean>;
}

/** The context from the process's configuration (the API's plugin and `npm run worker`). */
export async function createWebhookContext(
  config: AppConfig,
  store: Store,
  log: FastifyBaseLogger,
  held?: () => Promise<boolean>,
): Promise<WebhookContext> {
  return {
    ...(held ? { held } : {}),
    store,
    log,
    secretKey: await resolveSecretBoxKey(config),
    production: config.isProduction,
    livemode: serverLivemode(config.PAYMENTS_MODE),
    agents: deliveryAgents(config.isProduction),
    now: () => new Date(),
    random: Math.random,
  };
}
