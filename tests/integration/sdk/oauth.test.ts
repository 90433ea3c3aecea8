import { describe, expect } from 'vitest';
import { OpenBanking, OpenBankingOAuth } from '../../../sdks/javascript/src/index.ts';
import { it } from '../../helpers/fixtures.ts';
import { browser, createApp, REDIRECT_URI } from '../../helpers/oauth-client.ts';

/**
 * The SDK's OAuth helpers (oauth4webapi) through the whole authorization code flow with PKCE:
 * the URL it builds is one the server accepts, the customer consents, the code is exchanged,
 * the token calls the API through the client, and the refresh token gives new tokens.
 */
describe('JavaScript SDK: OAuth with PKCE', () => {
  it('builds an authorization URL the server accepts, exchanges the code and refreshes', async ({
    listening,
    customer,
    otherCustomer,
  }) => {
    const [account] = await listening.app
      .db('accounts')
      .insert({ user_id: customer.user.id, account_number: 'CM2110005000100000000091', account_type: 'checking' })
      .returning('id');
    const { app, clientSecret } = await createApp(listening, otherCustomer, { scopes: ['accounts:read'] });

    const oauth = await OpenBankingOAuth.discover({
      baseUrl: listening.origin,
      clientId: app.clientId,
      clientSecret,
      redirectUri: REDIRECT_URI,
      allowInsecureRequests: true, // the test server speaks http
    });
    const pending = await oauth.authorizationUrl({ scope: 'accounts:read offline_access' });
    expect(pending.url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(pending.url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);

    const visit = browser(listening.origin);
    const consentPage = await visit(pending.url.href);
    expect(consentPage.pathname).toBe('/oauth/consent');
    const approved = await listening.app.inject({
      method: 'POST',
      url: `/api/v1/oauth/consents/${consentPage.searchParams.get('interaction')}/approve`,
      headers: customer.headers,
      payload: { scopes: ['accounts:read'], accountIds: [account.id] },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const callback = await visit(approved.json().redirectTo);

    // A callback whose state is not ours is refused before any code is spent.
    await expect(oauth.exchangeCode(callback, { ...pending, state: 'someone-elses' })).rejects.toThrow();
    const tokens = await oauth.exchangeCode(callback, pending);
    expect(tokens).toMatchObject({ tokenType: 'bearer', scope: 'accounts:read', refreshToken: expect.any(String) });

    const asCustomer = new OpenBanking({ baseUrl: listening.origin, accessToken: tokens.accessToken });
    expect((await asCustomer.accounts.list()).data.map((listed) => listed.id)).toEqual([account.id]);

    const refreshed = await oauth.refresh(tokens.refreshToken as string);
    expect(refreshed.accessToken).not.toBe(tokens.accessToken);
    const again = new OpenBanking({ baseUrl: listening.origin, accessToken: refreshed.accessToken });
    expect((await again.accounts.get(account.id)).id).toBe(account.id);
  });
});
