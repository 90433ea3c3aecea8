/**
 * The event types the platform sends (the OpenAPI document's `WebhookEvent` enum). The SDK
 * exports only their type, and the CLI must name them when `trigger` gets an unknown one;
 * tests/integration/sdk/cli.test.ts checks this list against the server's.
 */
export const WEBHOOK_EVENTS = [
  'payment.created',
  'payment.authorized',
  'payment.completed',
  'payment.failed',
  'transaction.created',
  'transaction.completed',
  'account.created',
  'account.updated',
  'verification.completed',
  'kyc.approved',
  'kyc.rejected',
  'consent.granted',
  'consent.revoked',
] as const;

export type WebhookEventName = (typeof WEBHOOK_EVENTS)[number];

export function isWebhookEvent(value: string): value is WebhookEventName {
  return (WEBHOOK_EVENTS as readonly string[]).includes(value);
}
