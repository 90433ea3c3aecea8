import { createHmac, randomBytes } from 'node:crypto';

/** `whsec_` + base64 of 24 random bytes (192 bits), the Standard Webhooks secret format. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/**
 * The Standard Webhooks 1.0 headers for one message: `webhook-signature` is `v1,` + base64
 * HMAC-SHA256, keyed by the secret's base64 part, of `id.timestamp.body`.
 */
export function signWebhook(
  secret: string,
  message: { id: string; timestamp: Date; body: string },
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  const timestamp = Math.floor(message.timestamp.getTime() / 1000).toString();
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signature = createHmac('sha256', key).update(`${message.id}.${timestamp}.${message.body}`).digest('base64');
  return { 'webhook-id': message.id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
}
