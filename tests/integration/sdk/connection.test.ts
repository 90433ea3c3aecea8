import { describe, expect, test } from 'vitest';
import { OpenBanking, OpenBankingConnectionError } from '../../../sdks/javascript/src/index.ts';
import { freePort } from '../../helpers/free-port.ts';

/**
 * No server at all (a port nothing listens on): a GET or a money POST is tried again with
 * backoff and then surfaces as OpenBankingConnectionError; a POST without an Idempotency-Key,
 * which may have reached a server before the connection broke, is not sent twice.
 */
describe('JavaScript SDK: network failures', () => {
  test('retries what is safe to repeat, then throws OpenBankingConnectionError', async () => {
    const attempts: { method: string; idempotencyKey: string | null }[] = [];
    const client = new OpenBanking({
      apiKey: 'ob_test_NoServerHere',
      baseUrl: `http://127.0.0.1:${await freePort()}`,
      maxRetries: 2,
      fetch: (request) => {
        attempts.push({ method: request.method, idempotencyKey: request.headers.get('idempotency-key') });
        return fetch(request);
      },
    });

    await expect(client.accounts.list()).rejects.toBeInstanceOf(OpenBankingConnectionError);
    expect(attempts.map((attempt) => attempt.method)).toEqual(['GET', 'GET', 'GET']);

    attempts.length = 0;
    await expect(client.payments.get('00000000-0000-4000-8000-000000000000')).rejects.toThrow(/failed/);
    attempts.length = 0;
    const paying = client.mobileMoney.initiate(
      { amount: 100, currency: 'XAF', phoneNumber: '237670000000', provider: 'MTN_MOMO' },
      { idempotencyKey: 'order-58231' },
    );
    await expect(paying).rejects.toBeInstanceOf(OpenBankingConnectionError);
    expect(attempts.map((attempt) => attempt.idempotencyKey)).toEqual(['order-58231', 'order-58231', 'order-58231']);

    attempts.length = 0;
    await expect(
      client.webhooks.create({ url: 'https://hooks.example.cm/x', events: ['payment.completed'] }),
    ).rejects.toBeInstanceOf(OpenBankingConnectionError);
    expect(attempts).toHaveLength(1);
  });
});
