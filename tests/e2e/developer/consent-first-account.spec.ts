import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import * as oidc from 'openid-client';
import { registerApp } from '../fixtures/apps.ts';
import { type Lang, prefix } from '../fixtures/language.ts';
import { accountsText } from '../fixtures/my-accounts.ts';
import { consentText, freshDeveloper, startRedirectReceiver } from '../fixtures/oauth-consent.ts';
import { expectToast, signInFreshCustomer } from '../fixtures/payments.ts';

/**
 * Issue 30, the journey of a customer who has just registered: register → open an account
 * (on the dashboard, or on the consent screen itself when they have none) → approve a
 * third-party app → the app reads the account with its token. And the consent's rule as its
 * text says it: what needs no account is allowed with none.
 */

async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect
    .soft(
      violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`),
      `axe on ${where}`,
    )
    .toEqual([]);
}

/** A fresh developer's app (registered through the API) and the app's side of the flow, as openid-client runs it. */
async function thirdPartyApp(origin: string, scopes: string[]) {
  const receiver = await startRedirectReceiver();
  const developer: APIRequestContext = await freshDeveloper(origin);
  const name = `Tontine Pay ${Date.now().toString(36)}`;
  const app = await registerApp(developer, { name, redirectUri: receiver.url, scopes });
  await developer.dispose();
  const config = await oidc.discovery(new URL(origin), app.clientId, app.clientSecret, undefined, {
    execute: [oidc.allowInsecureRequests],
  });
  async function authorize(lang: Lang) {
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: receiver.url,
      scope: scopes.join(' '),
      state,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      ...(lang === 'fr' ? { ui_locales: 'fr' } : {}),
    });
    /** Back at the app: the code exchanged for the token. */
    const tokens = async () =>
      oidc.authorizationCodeGrant(config, await receiver.next(), { pkceCodeVerifier: verifier, expectedState: state });
    return { url, tokens };
  }
  return { name, authorize, close: () => receiver.close() };
}

/** The app's token reads the account: the journey's last step, as the app's own HTTP client. */
async function appReads(page: Page, origin: string, accessToken: string, accountId: string) {
  const read = await page.request.get(`${origin}/api/v1/accounts/${accountId}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(read.status(), await read.text()).toBe(200);
  expect((await read.json()).id).toBe(accountId);
}

test('New customer (en): register, open a savings account on the dashboard, connect an app, the app reads it', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const origin = baseURL as string;
  const t = consentText.en;
  const a = accountsText.en;
  const app = await thirdPartyApp(origin, ['accounts:read']);
  await signInFreshCustomer(page, 'en');
  const card = page.getByTestId('my-accounts');
  await card.getByTestId('open-account-type').selectOption({ label: a.savings });
  await card.getByTestId('open-account-submit').click();
  await expectToast(page, a.opened, a.openedBody(a.savings));
  await expect(card.getByTestId('my-account')).toHaveCount(1);

  const { url, tokens } = await app.authorize('en');
  await page.goto(url.href);
  const screen = page.getByTestId('consent-screen');
  await expect(screen.getByTestId('consent-title')).toHaveText(t.title(app.name));
  const account = screen.getByTestId('consent-accounts').getByRole('checkbox', { name: new RegExp(a.savings) });
  await account.check();
  const accountId = (await account.getAttribute('value')) ?? '';
  await screen.getByTestId('consent-allow').click();
  await expect(page.getByRole('heading', { name: 'Back in the example app' })).toBeVisible();
  await appReads(page, origin, (await tokens()).access_token, accountId);
  await app.close();
});

test('New customer (en): what needs no account is allowed with none, as the screen says', async ({ page, baseURL }) => {
  const t = consentText.en;
  const app = await thirdPartyApp(baseURL as string, ['accounts:read', 'webhooks:manage']);
  await signInFreshCustomer(page, 'en');
  const { url, tokens } = await app.authorize('en');
  await page.goto(url.href);
  const accounts = page.getByTestId('consent-accounts');
  await expect(accounts).toContainText(t.noAccountsNeedOne(app.name));
  await page.getByRole('checkbox', { name: new RegExp(`^${t.scopes['accounts:read']}`) }).uncheck();
  await expect(accounts).toContainText(t.noAccounts);
  await page.getByTestId('consent-allow').click();
  await expect(page.getByRole('heading', { name: 'Back in the example app' })).toBeVisible();
  expect((await tokens()).scope).toBe('webhooks:manage');
  await app.close();
});

test('Nouveau client (fr) : ouvrir un compte courant depuis l’écran de consentement, le partager, l’app le lit @mobile', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const origin = baseURL as string;
  const t = consentText.fr;
  const a = accountsText.fr;
  const app = await thirdPartyApp(origin, ['accounts:read', 'transactions:read']);
  await signInFreshCustomer(page, 'fr');
  const { url, tokens } = await app.authorize('fr');
  await page.goto(url.href);
  await expect(page).toHaveURL(new RegExp(`${prefix('fr')}/oauth/consent\\?interaction=`));
  const screen = page.getByTestId('consent-screen');
  const accounts = screen.getByTestId('consent-accounts');
  await expect(accounts).toContainText(t.noAccountsNeedOne(app.name));
  await expectNoAxeViolations(page, 'consentement, aucun compte (téléphone)');

  // Allow with no account: the screen says one is needed and takes the reader to the control that opens one.
  await screen.getByTestId('consent-allow').click();
  await expect(screen.getByTestId('consent-accounts-error')).toHaveText(t.needAccount);
  await expect(accounts.getByTestId('open-account-type')).toBeFocused();

  await accounts.getByRole('button', { name: a.open }).click();
  await expectToast(page, a.opened, a.openedBody(a.current));
  const opened = accounts.getByRole('checkbox', { name: new RegExp(a.current) });
  await expect(opened).toBeChecked();
  await expect(opened).toBeFocused();
  await expect(accounts.getByTestId('open-account')).toHaveCount(0);
  await expect(screen.getByTestId('consent-accounts-error')).toHaveCount(0);
  await expectNoAxeViolations(page, 'consentement, compte ouvert (téléphone)');
  const accountId = (await opened.getAttribute('value')) ?? '';

  await screen.getByTestId('consent-allow').click();
  await expect(page.getByRole('heading', { name: 'Back in the example app' })).toBeVisible();
  const granted = await tokens();
  expect(granted.scope?.split(' ').sort()).toEqual(['accounts:read', 'transactions:read']);
  await appReads(page, origin, granted.access_token, accountId);
  await app.close();
});
