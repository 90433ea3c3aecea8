import { describe, expect } from 'vitest';
import { it } from '../../helpers/fixtures.ts';

describe('log redaction', () => {
  it('never writes credentials, passwords, PINs or secret words', async ({ harness }) => {
    await harness.app.inject({
      method: 'GET',
      url: '/api/healthz',
      headers: { authorization: 'Bearer ob_test_supersecretkey', cookie: 'ob_session=cookie-secret' },
    });
    harness.app.log.info(
      {
        req: { headers: { authorization: 'Bearer leaked-token', cookie: 'c=leaked-cookie' } },
        body: { password: 'leaked-password', pin: '9137', secretWord: 'leaked-secret-word' },
        customer: { profile: { secret_word: 'nested-secret' } },
      },
      'audit probe',
    );
    const written = JSON.stringify(harness.logs());
    for (const secret of [
      'ob_test_supersecretkey',
      'cookie-secret',
      'leaked-token',
      'leaked-cookie',
      'leaked-password',
      '9137',
      'leaked-secret-word',
      'nested-secret',
    ]) {
      expect(written).not.toContain(secret);
    }
    expect(written).toContain('[redacted]');
  });
});
