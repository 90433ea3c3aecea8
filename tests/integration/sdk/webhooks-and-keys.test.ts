import { describe, expect } from 'vitest';
import { signWebhook } from '../../../api/services/webhooks/signature.ts';
import { OpenBanking, OpenBankingError, WebhookVerificationError } from '../../../sdks/javascript/src/index.ts';
import { it as base } from '../../helpers/fixtures.ts';
import { mtnNumber, PAYMENTS_APP_OPTIONS } from '../payments/payment-harness.ts';
import { sdkClient } from './sdk-client.ts';

/**
 * The SDK's webhook endpoints, signature check (against the server's own signer), API keys
 * (a session's), mobile money and identity verification, over real HTTP.
 */
const it = base
  .extend('appOptions', { scope: 'file' }, PAYMENTS_APP_OPTIONS)
  .extend('apiKeyScopes', { scope: 'file' }, [
    'webhooks:manage',
    'payments:initiate',
    'accounts:read',
    'accounts:write',
  ]);

describe('JavaScript SDK: webhooks', () => {
  it('creates, lists, disables and deletes an endpoint, and verifies what the server signs with its secret', async ({
    listening,
    apiKey,
  }) => {
    const { client } = sdkClient(listening, { apiKey: apiKey.key });
    const { webhook, secret } = await client.webhooks.create({
      url: 'https://hooks.example.cm/open-banking',
      events: ['payment.completed', 'payment.failed'],
    });
    expect(secret).toMatch(/^whsec_/);
    expect((await client.webhooks.list()).map((listed) => listed.id)).toEqual([webhook.id]);
    expect(await client.webhooks.update(webhook.id, { isActive: false })).toMatchObject({ isActive: false });

    const body = JSON.stringify({ type: 'payment.completed', data: { paymentId: 'a1', amount: 15000 } });
    const headers = signWebhook(secret, { id: 'msg_2Yk3sdkTest', timestamp: new Date(), body });
    expect(client.webhooks.verify(body, headers, secret)).toEqual(JSON.parse(body));
    // A receiver needs no client, and a Fetch Headers object works as well as Node's plain one.
    expect(OpenBanking.webhooks.verify(body, new Headers(headers), secret)).toMatchObject({
      type: 'payment.completed',
    });
    const tampered = body.replace('15000', '150000');
    expect(() => client.webhooks.verify(tampered, headers, secret)).toThrow(WebhookVerificationError);
    const otherSecret = `whsec_${Buffer.from('another endpoint secret!').toString('base64')}`;
    expect(() => client.webhooks.verify(body, headers, otherSecret)).toThrow(WebhookVerificationError);
    const stale = signWebhook(secret, { id: 'msg_old', timestamp: new Date(Date.now() - 3_600_000), body });
    expect(() => client.webhooks.verify(body, stale, secret)).toThrow(WebhookVerificationError);

    await client.webhooks.delete(webhook.id);
    expect(await client.webhooks.list()).toEqual([]);
    const gone = await client.webhooks.delete(webhook.id).catch((error: unknown) => error);
    expect(gone).toMatchObject({ status: 404, code: 'not_found' });
  });
});

describe('JavaScript SDK: API keys, mobile money, verification', () => {
  it('manages keys with a signed-in session; the new key works and a deleted one stops', async ({
    listening,
    customer,
    apiKey,
  }) => {
    const session = await OpenBanking.signIn({
      baseUrl: listening.origin,
      email: customer.email,
      password: customer.password,
    });
    const created = await session.apiKeys.create({ name: 'Checkout server', scopes: ['accounts:read'] });
    expect(created.key).toMatch(/^ob_test_/);
    expect((await session.apiKeys.list()).map((key) => key.id)).toContain(created.id);
    const { client: keyed } = sdkClient(listening, { apiKey: created.key });
    expect(await keyed.accounts.list()).toEqual({ data: [] });
    await session.apiKeys.delete(created.id);
    const refused = await keyed.accounts.list().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OpenBankingError);
    expect(refused).toMatchObject({ status: 401, code: 'unauthorized' });
    // The server serves key management to sessions only, not to an API key.
    const { client } = sdkClient(listening, { apiKey: apiKey.key });
    expect(await client.apiKeys.list().catch((error: unknown) => error)).toMatchObject({ status: 401 });
  });

  it('initiates a mobile money collection with a generated key, and checks an identity', async ({
    listening,
    apiKey,
  }) => {
    const { client, exchanges } = sdkClient(listening, { apiKey: apiKey.key });
    const collection = await client.mobileMoney.initiate({
      amount: 15_000,
      currency: 'XAF',
      phoneNumber: mtnNumber('00'),
      provider: 'MTN_MOMO',
      description: 'Order 58231',
    });
    expect(collection).toMatchObject({ status: 'pending', amount: 15_000, provider: 'MTN_MOMO' });
    expect(exchanges.at(-1)?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

    const check = await client.verify.create({
      fullName: 'Amina Nkono',
      dateOfBirth: '1990-04-12',
      documentType: 'cni',
      documentNumber: '112233445500',
      phoneNumber: '237670000000',
    });
    expect(await client.verify.get(check.verificationId)).toMatchObject({ verificationId: check.verificationId });
  });
});
