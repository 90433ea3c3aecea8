import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { nextRetryAt, RETRY_DELAYS_SECONDS } from '../../../api/services/webhooks/retry-schedule.ts';
import { deriveSecretBoxKey, openSecret, sealSecret } from '../../../api/services/webhooks/secret-box.ts';
import { parseRetryAfter } from '../../../api/services/webhooks/send.ts';
import { generateWebhookSecret, signWebhook } from '../../../api/services/webhooks/signature.ts';
import { isPublicAddress } from '../../../api/services/webhooks/url-rules.ts';

describe('webhook signatures', () => {
  it('are what the standardwebhooks package verifies', () => {
    const secret = generateWebhookSecret();
    const body = JSON.stringify({ type: 'payment.completed', data: { amount: 2500 } });
    const headers = signWebhook(secret, { id: 'evt_1', timestamp: new Date(), body });
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(generateWebhookSecret()).verify(body, headers)).toThrow();
  });

  it('match the Standard Webhooks reference example', () => {
    // The example of the Standard Webhooks specification (spec.md, "Signature scheme").
    const headers = signWebhook('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', {
      id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      timestamp: new Date(1614265330 * 1000),
      body: '{"test": 2432232314}',
    });
    expect(headers['webhook-signature']).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });
});

describe('sealed secrets', () => {
  it('open with the same key only, and refuse tampering', () => {
    const key = deriveSecretBoxKey('k'.repeat(32));
    const sealed = sealSecret(key, 'whsec_abc');
    expect(sealed).not.toContain('abc');
    expect(openSecret(key, sealed)).toBe('whsec_abc');
    expect(() => openSecret(deriveSecretBoxKey('x'.repeat(32)), sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('whsec_abd').toString('base64url');
    expect(() => openSecret(key, parts.join('.'))).toThrow();
  });
});

describe('the retry schedule', () => {
  const now = new Date('2026-11-25T12:00:00Z');

  it('spreads each step by ±10 % and ends after the ninth retry', () => {
    RETRY_DELAYS_SECONDS.forEach((delay, index) => {
      expect(nextRetryAt(index + 1, now, { random: () => 0 })?.getTime()).toBe(now.getTime() + delay * 900);
      expect(nextRetryAt(index + 1, now, { random: () => 1 })?.getTime()).toBe(now.getTime() + delay * 1100);
    });
    expect(nextRetryAt(10, now)).toBeNull();
  });

  it('takes a Retry-After instead, up to 24 hours', () => {
    expect(nextRetryAt(1, now, { retryAfterSeconds: 90 })?.getTime()).toBe(now.getTime() + 90_000);
    expect(nextRetryAt(1, now, { retryAfterSeconds: 10 ** 9 })?.getTime()).toBe(now.getTime() + 86_400_000);
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter(new Date(now.getTime() + 30_000).toUTCString(), now)).toBe(30);
    expect(parseRetryAfter('soon', now)).toBeNull();
  });
});

describe('public addresses', () => {
  it('are unicast only', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.0.1',
      '192.168.0.1',
      '169.254.169.254',
      '::1',
      'fe80::1',
      'fc00::1',
      '0.0.0.0',
      '100.64.0.1',
      '::ffff:10.0.0.1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['93.184.215.14', '2606:4700::1111', '41.202.219.1']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});
