import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import * as oidc from 'openid-client';
import { DEMO_PASSWORD, demo } from '../fixtures/accounts.ts';
import { text } from '../fixtures/developer.ts';
import { type Lang, prefix } from '../fixtures/language.ts';
import { consentText, pendingConsentPath, startRedirectReceiver } from '../fixtures/oauth-consent.ts';
import { expectToast, signInFreshCustomer } from '../fixtures/payments.ts';

/**
 * Issue 17 item 2, the whole journey through the real site: a developer registers an app in
 * /api-management; the app (panva's openid-client, as a real third-party client) sends a
 * signed-out customer to authorize; the customer signs in, comes back to the consent screen,
 * approves two of three permissions for one of their accounts; the app exchanges the code and
 * sees exactly that account; the customer revokes the app from the dashboard and the app's
 * next call is refused. Then a refusal reaches the app as access_denied. English and French
 * (the app asks for French with ui_locales).
 */

const SCOPES = 'accounts:read transactions:read payments:initiate';

async function expectNoAxeViolations(page: Page, where: string, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  expect
    .soft(
      violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`),
      `axe on ${where}`,
    )
    .toEqual([]);
}

/** The developer's part, through the screen (the journey under test; the API-level `registerApp` fixture skips it): an app registered in the Apps tab; its client id and secret. */
async function registerAppInAppsTab(browser: Browser, lang: Lang, name: string, redirectUri: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInFreshCustomer(page, lang);
  await page.goto(`${prefix(lang)}/api-management`);
  await page.getByRole('tab', { name: text[lang].appsTab, exact: true }).click();
  await page.getByTestId('apps-empty').getByTestId('new-app').click();
  const dialog = page.getByTestId('new-app-dialog');
  await dialog.locator('#app-name').fill(name);
  await dialog.locator('#app-redirect-0').fill(redirectUri);
  for (const scope of ['transactions:read', 'payments:initiate']) {
    await dialog
      .getByTestId('app-scopes')
      .getByRole('checkbox', { name: new RegExp(scope) })
      .check();
  }
  await dialog.getByTestId('create-app-submit').click();
  await expectToast(page, text[lang].appCreated);
  const reveal = page.getByTestId('secret-reveal');
  const clientId = (await reveal.getByTestId('revealed-client-id').textContent()) ?? '';
  const clientSecret = (await reveal.getByTestId('revealed-value').textContent()) ?? '';
  expect(clientSecret).toMatch(/^obs_/);
  await context.close();
  return { clientId, clientSecret };
}

/** The app's part: discovery, then an authorization URL with PKCE S256 and a state. */
async function startAuthorization(config: oidc.Configuration, redirectUri: string, lang: Lang) {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: SCOPES,
    state,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    ...(lang === 'fr' ? { ui_locales: 'fr' } : {}),
  });
  return { url, verifier, state };
}

for (const lang of ['en', 'fr'] as Lang[]) {
  const t = consentText[lang];
  const at = (path: string) => `${prefix(lang)}${path}`;

  test(`OAuth consent (${lang}): sign in, approve two scopes and one account, see it, revoke it, deny`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const origin = baseURL as string;
    const receiver = await startRedirectReceiver();
    const appName = `Njangi Books ${lang} ${Date.now().toString(36)}`;
    const { clientId, clientSecret } = await registerAppInAppsTab(browser, lang, appName, receiver.url);

    const config = await oidc.discovery(new URL(origin), clientId, clientSecret, undefined, {
      execute: [oidc.allowInsecureRequests],
    });
    const first = await startAuthorization(config, receiver.url, lang);

    // The customer, signed out, follows the app's link: sign in first, then back to consent.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(first.url.href);
    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/login\\?next=`));
    await expect(page.locator('ob-toaster .toast-title')).toHaveText(t.signInFirst);
    await page.locator('#login-email').fill(demo('customer').email);
    await page.locator('#login-password').fill(DEMO_PASSWORD);
    await page.locator('form[data-testid=login-form] button[type=submit]').click();
    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/oauth/consent\\?interaction=`));
    const consentUrl = page.url();

    const screen = page.getByTestId('consent-screen');
    await expect(screen.getByTestId('consent-title')).toHaveText(t.title(appName));
    await expect(screen.getByTestId('consent-title')).toBeFocused();
    await expect(screen.getByTestId('consent-developer')).toHaveText(t.developer);
    await expect(screen.getByTestId('consent-return-host')).toHaveText(t.returnTo(receiver.host));
    const scopeBoxes = screen.getByTestId('consent-scopes').getByRole('checkbox');
    await expect(scopeBoxes).toHaveCount(3);
    for (const [scope, words] of Object.entries(t.scopes)) {
      await expect(screen.getByRole('checkbox', { name: new RegExp(`^${words}`) })).toBeChecked();
      await expect(screen.getByTestId('consent-scopes')).toContainText(scope);
    }
    const accountBoxes = screen.getByTestId('consent-accounts').getByRole('checkbox');
    await expect(accountBoxes).toHaveCount(3);
    await expectNoAxeViolations(page, `consent screen (${lang})`);

    // Two of three permissions; no account yet is said on the accounts fieldset, which takes the focus.
    await screen.getByRole('checkbox', { name: new RegExp(`^${t.scopes['payments:initiate']}`) }).uncheck();
    await screen.getByTestId('consent-allow').click();
    await expect(screen.getByTestId('consent-accounts-error')).toHaveText(t.needAccount);
    await expect(accountBoxes.first()).toBeFocused();
    await expectNoAxeViolations(page, `consent screen with an error (${lang})`);
    const shared = (await accountBoxes.nth(1).getAttribute('value')) ?? '';
    const sharedNumber = ((await screen.getByTestId('consent-account').nth(1).textContent()) ?? '').match(
      /\d{23}/,
    )?.[0];
    await accountBoxes.nth(1).check();
    await screen.getByTestId('consent-allow').click();

    // Back at the app: the code for the PKCE verifier, a token for exactly what was approved.
    const callback = await receiver.next(0);
    await expect(page.getByRole('heading', { name: 'Back in the example app' })).toBeVisible();
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: first.verifier,
      expectedState: first.state,
    });
    expect(tokens.scope?.split(' ').sort()).toEqual(['accounts:read', 'transactions:read']);
    const bearer = { authorization: `Bearer ${tokens.access_token}` };
    const accounts = await page.request.get(`${origin}/api/v1/accounts`, { headers: bearer });
    expect(accounts.status()).toBe(200);
    expect((await accounts.json()).data.map((account: { id: string }) => account.id)).toEqual([shared]);

    // The answered request is gone: the consent page says so.
    await page.goto(consentUrl);
    await expect(page.getByTestId('consent-expired')).toContainText(t.expired);

    // The dashboard lists the app in plain words; revoking it ends the token at once.
    await page.goto(at('/dashboard'));
    const card = page.getByTestId('connected-apps');
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(t.cardTitle);
    const row = card.getByTestId('connected-app').filter({ hasText: appName });
    await expect(row.getByTestId('connected-app-scopes').getByRole('listitem')).toHaveText([
      t.scopes['accounts:read'],
      t.scopes['transactions:read'],
    ]);
    await expect(row.getByTestId('connected-app-accounts')).toHaveText(sharedNumber ?? 'missing');
    await expect(row.getByTestId('connected-app-date')).toHaveText(t.connected);
    await expectNoAxeViolations(page, `dashboard connected apps (${lang})`, '[data-testid=connected-apps]');
    await row.getByTestId('revoke-connected-app').click();
    const dialog = page.getByTestId('confirm-dialog');
    await expect(dialog.getByRole('heading')).toHaveText(t.revokeTitle(appName));
    await expectNoAxeViolations(page, `revoke dialog (${lang})`, '[data-testid=confirm-dialog]');
    await dialog.getByTestId('confirm').click();
    await expectToast(page, t.revoked, t.revokedBody(appName));
    await expect(row).toHaveCount(0);
    const refused = await page.request.get(`${origin}/api/v1/accounts`, { headers: bearer });
    expect(refused.status()).toBe(401);

    // Asked again, the customer refuses: the app hears access_denied with its state.
    const second = await startAuthorization(config, receiver.url, lang);
    await page.goto(second.url.href);
    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/oauth/consent\\?interaction=`));
    await page.getByTestId('consent-deny').click();
    const denied = await receiver.next(1);
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect(denied.searchParams.get('state')).toBe(second.state);
    expect(denied.searchParams.get('code')).toBeNull();

    await context.close();
    await receiver.close();
  });

  test(`OAuth consent (${lang}): no interaction, an unknown one, a customer without apps or accounts @mobile`, async ({
    page,
    baseURL,
  }) => {
    // Three axe runs and four page loads: well over the default 30 s on a loaded machine.
    test.slow();
    await signInFreshCustomer(page, lang);
    const card = page.getByTestId('connected-apps');
    await expect(card.getByTestId('connected-apps-empty')).toHaveText(t.empty);
    await expectNoAxeViolations(page, `dashboard, no connected apps (${lang}, phone)`, '[data-testid=connected-apps]');
    await page.goto(at('/oauth/consent'));
    await expect(page.getByTestId('consent-missing')).toContainText(t.missing);
    await page.goto(at('/oauth/consent?interaction=not-a-real-request'));
    await expect(page.getByTestId('consent-expired')).toContainText(t.expired);
    await expectNoAxeViolations(page, `consent, expired (${lang}, phone)`);
    // A customer with no account yet, asked for account reads, is offered to open one (issue 30).
    await page.goto(await pendingConsentPath(baseURL as string, lang));
    await expect(page.getByTestId('consent-accounts')).toContainText(t.noAccountsNeedOne('Njangi Books'));
    await expect(page.getByTestId('consent-account')).toHaveCount(0);
    await expect(page.getByTestId('consent-accounts').getByTestId('open-account')).toBeVisible();
    await expectNoAxeViolations(page, `consent, no accounts (${lang}, phone)`);
  });
}
