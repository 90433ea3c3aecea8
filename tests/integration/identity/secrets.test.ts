import { describe, expect } from 'vitest';
import { it } from '../../helpers/fixtures.ts';
import { bearer, errorOf, login, uniquePhone } from '../../helpers/identity.ts';

it.override('appOptions', { LOG_LEVEL: 'trace' });

describe('secrets stay secret', () => {
  it('never writes a password, PIN, secret word, token or hash to a response or a log line', async ({ harness }) => {
    const secrets = { password: 'Unusual-Passphrase-913', pin: '864209', secretWord: 'mangrove-limbe-77' };
    const email = 'secret.keeper@example.cm';
    const responses: string[] = [];
    const record = (response: { body: string; headers: Record<string, unknown> }) => {
      responses.push(response.body, JSON.stringify(response.headers));
      return response;
    };

    record(
      await harness.app.inject({
        method: 'POST',
        url: '/oauth/register',
        payload: { firstName: 'Keeper', lastName: 'Secret', email, ...secrets },
      }),
    );
    // A failed registration (with secrets in it) and a duplicate.
    record(
      await harness.app.inject({
        method: 'POST',
        url: '/oauth/register',
        payload: { firstName: '', lastName: 'Secret', phone: uniquePhone(), ...secrets, pin: '12' },
      }),
    );
    const duplicate = record(
      await harness.app.inject({
        method: 'POST',
        url: '/oauth/register',
        payload: { firstName: 'Keeper', lastName: 'Secret', email, ...secrets },
      }),
    );
    expect(errorOf(duplicate as never).code).toBe('conflict');
    record(await login(harness, { email, password: 'Wrong-Passphrase-000', pin: secrets.pin }));
    const success = record(await login(harness, { email, password: secrets.password, pin: secrets.pin }));
    const token = JSON.parse(success.body).access_token as string;
    record(await harness.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) }));
    record(
      await harness.app.inject({ method: 'POST', url: '/oauth/logout', headers: { cookie: `ob_session=${token}` } }),
    );

    const row = await harness.app.db('users').where({ email }).first();
    const hashes = [row.password_hash, row.pin_hash, row.secret_word_hash] as string[];
    for (const text of responses) {
      for (const secret of [...Object.values(secrets), 'Wrong-Passphrase-000', ...hashes]) {
        expect(text).not.toContain(secret);
      }
    }

    const logs = JSON.stringify(harness.logs());
    expect(harness.logs().length).toBeGreaterThan(10);
    for (const secret of [...Object.values(secrets), 'Wrong-Passphrase-000', token, ...hashes]) {
      expect(logs).not.toContain(secret);
    }
  });
});
