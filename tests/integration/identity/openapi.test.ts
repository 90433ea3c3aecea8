import { describe, expect } from 'vitest';
import { it } from '../../helpers/fixtures.ts';
import { createUser, login, setCookies } from '../../helpers/identity.ts';
import { createTestApp } from '../../helpers/test-app.ts';

describe('identity routes in the OpenAPI document', () => {
  it('lists them under Authentication with their security and error responses', async ({ harness }) => {
    const document = (await harness.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const register = document.paths['/oauth/register'].post;
    const signIn = document.paths['/oauth/login'].post;
    const signOut = document.paths['/oauth/logout'].post;
    const me = document.paths['/api/auth/user'].get;
    for (const operation of [register, signIn, signOut, me]) expect(operation.tags).toEqual(['Authentication']);
    expect(register.security).toEqual([]);
    expect(signIn.security).toEqual([]);
    expect(me.security).toEqual([{ bearerAuth: [] }, { sessionCookie: [] }]);
    expect(Object.keys(register.responses)).toEqual(expect.arrayContaining(['201', '400', '409', '429']));
    expect(Object.keys(signIn.responses)).toEqual(expect.arrayContaining(['200', '401', '423', '429']));
    expect(Object.keys(me.responses)).toEqual(expect.arrayContaining(['200', '401']));
  });
});

describe('production cookies', () => {
  it('are always Secure in production', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(48) });
    try {
      const user = await createUser(production);
      const response = await login(production, { email: user.email, password: user.password });
      expect(response.statusCode).toBe(200);
      const cookies = setCookies(response);
      expect(cookies.ob_session?.raw).toMatch(/; Secure/);
      expect(cookies.ob_device?.raw).toMatch(/; Secure/);
    } finally {
      await production.close();
    }
  });
});
