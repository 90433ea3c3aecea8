import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { text } from '../fixtures/developer.ts';
import { type Lang, prefix } from '../fixtures/language.ts';
import { expectToast, signInFreshCustomer, visibleToast } from '../fixtures/payments.ts';

/**
 * /api-management's Apps tab (issue 17 item 2), through the real site and API: a developer
 * registers an OAuth app (production refused without an approved institution, said in the form;
 * a bad redirect URI said on its own row), sees its client secret once, gets a token with it,
 * sees the app's call counted and in its request log, rotates the secret (the old one refused
 * at once) and deletes the app.
 * English and French, desktop and (tests tagged @mobile) a phone.
 */

async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  // A toast still fading in or out has no contrast to judge: let finite animations end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect
    .soft(
      violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`),
      `axe on ${where}`,
    )
    .toEqual([]);
}

/** A client-credentials token request as a third-party server makes it (client_secret_basic). */
function tokenRequest(page: Page, clientId: string, clientSecret: string) {
  return page.request.post('/oauth/token', {
    headers: { authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}` },
    form: { grant_type: 'client_credentials', scope: 'accounts:read' },
  });
}

for (const viewport of ['', ' @mobile']) {
  for (const lang of ['en', 'fr'] as Lang[]) {
    const t = text[lang];

    test(`OAuth apps (${lang}): registered, secret shown once, rotated and deleted${viewport}`, async ({ page }) => {
      test.slow();
      await page.clock.install();
      await signInFreshCustomer(page, lang);
      await page.goto(`${prefix(lang)}/api-management`);
      await expect(page.getByRole('tab')).toHaveText([...t.tabs]);
      await page.getByRole('tab', { name: t.appsTab, exact: true }).click();
      const empty = page.getByTestId('apps-empty');
      await expect(empty).toBeVisible();
      await expectNoAxeViolations(page, `apps tab, empty (${lang}${viewport})`);

      // The empty state's call to action opens the dialog; the form's own checks first.
      await empty.getByTestId('new-app').click();
      const dialog = page.getByTestId('new-app-dialog');
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page, `new app dialog (${lang}${viewport})`);
      await dialog.getByTestId('create-app-submit').click();
      await expect(dialog.getByTestId('app-name-error')).toHaveText(t.appNameRequired);

      // Sandbox by default, each choice explained; production needs an approved institution,
      // which a fresh customer lacks: the server's refusal is said inside the form.
      const environment = dialog.getByTestId('app-environment');
      await expect(environment).toHaveValue('sandbox');
      await expect(dialog.locator('#app-environment-hint')).toHaveText(t.sandboxHint);
      await environment.selectOption('production');
      await expect(dialog.locator('#app-environment-hint')).toHaveText(t.productionHint);
      await dialog.locator('#app-name').fill('Budget planner');
      await dialog.locator('#app-redirect-0').fill('https://budget.example.cm/callback');
      await dialog.getByTestId('create-app-submit').click();
      await expect(dialog.getByTestId('new-app-error')).toHaveText(t.productionRefused);
      // The same words in the toast; axe reads its colours once it has finished sliding in.
      await expectToast(page, t.appCreateFailed, t.productionRefused);
      await visibleToast(page).evaluate((toast) =>
        Promise.all(toast.getAnimations({ subtree: true }).map((animation) => animation.finished)),
      );
      await expectNoAxeViolations(page, `new app dialog, production refused (${lang}${viewport})`);
      await environment.selectOption('sandbox');

      // Rows [good, blank, bad]: the blank one is left out, so the server names the bad URI
      // redirectUris.1, and the form says it under the third row.
      const bad = 'http://budget.example.cm/callback';
      await dialog.locator('#app-name').fill('Budget planner');
      await dialog.locator('#app-redirect-0').fill('https://budget.example.cm/callback');
      await dialog.getByTestId('add-redirect').click();
      await dialog.getByTestId('add-redirect').click();
      await dialog.locator('#app-redirect-2').fill(bad);
      await dialog
        .getByTestId('app-scopes')
        .getByRole('checkbox', { name: /transactions:read/ })
        .check();
      await dialog.getByTestId('create-app-submit').click();
      await expectToast(page, t.appCreateFailed);
      await expect(dialog.getByTestId('app-redirect-2-error')).toHaveText(t.redirectInvalid(bad));
      await expect(dialog.locator('#app-redirect-2')).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByTestId('app-redirect-0-error')).toHaveCount(0);

      await dialog.locator('#app-redirect-2').fill('http://localhost:3000/callback');
      await dialog.getByTestId('create-app-submit').click();
      await expectToast(page, t.appCreated);
      await expect(dialog).toHaveCount(0);

      // The secret in full, beside the client_id, with the warning; then only its prefix.
      const reveal = page.getByTestId('secret-reveal');
      const secretShown = reveal.getByTestId('revealed-value');
      await expect(secretShown).toHaveText(/^obs_[A-Za-z0-9_-]{43}$/);
      const secret = (await secretShown.textContent()) ?? '';
      const clientId = (await reveal.getByTestId('revealed-client-id').textContent()) ?? '';
      expect(clientId).toMatch(/^oba_[0-9a-f]{24}$/);
      await expect(reveal.getByTestId('reveal-countdown')).toHaveText(t.appWarning);
      await expect(reveal.getByTestId('copy-secret')).toBeVisible();
      await expectNoAxeViolations(page, `app secret reveal (${lang}${viewport})`);

      // The list shows the app with its environment, never the secret.
      const row = page.getByTestId('app-row');
      await expect(row).toHaveCount(1);
      await expect(row.getByTestId('app-environment-badge')).toHaveText(t.sandbox);
      await expect(row.getByTestId('app-client-id')).toHaveText(clientId);
      await expect(row.getByTestId('app-redirect-uris').getByRole('listitem')).toHaveText([
        'https://budget.example.cm/callback',
        'http://localhost:3000/callback',
      ]);
      await expect(row.getByTestId('app-scopes').getByRole('listitem')).toHaveText([
        'accounts:read',
        'transactions:read',
      ]);
      await expect(page.getByTestId('apps-table')).not.toContainText(secret);
      const listed = await page.request.get('/api/v1/apps');
      expect(await listed.text()).not.toContain(secret);

      await page.clock.runFor(30_000);
      await expect(secretShown).toHaveText(`${secret.slice(0, 8)}…`);
      await expect(reveal.getByTestId('copy-secret')).toHaveCount(0);
      const granted = await tokenRequest(page, clientId, secret);
      expect(granted.status()).toBe(200);

      // The app's call is its developer's to see: counted on its row (test mode: a sandbox
      // app), and its View log opens the request log on that app.
      const { access_token: accessToken } = (await granted.json()) as { access_token: string };
      const called = await page.request.get('/api/v1/accounts', {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(called.status()).toBe(200);
      await expect(async () => {
        await page.getByTestId('refresh').click();
        await expect(row.getByTestId('app-calls')).toContainText(t.appCalls, { timeout: 1000 });
      }).toPass();
      await expect(row.getByTestId('app-calls')).toContainText(t.testData);
      await row.getByTestId('app-view-log').click();
      await expect(page.getByTestId('analytics-mode')).toHaveValue('test');
      await expect(page.getByTestId('log-caller')).toHaveValue(/^app:/);
      const logRows = page.getByTestId('request-log-panel').getByTestId('log-row');
      await expect(logRows).toHaveCount(1);
      await expect(logRows.getByTestId('log-caller-name')).toHaveText('Budget planner');
      await expectNoAxeViolations(page, `request log of an app (${lang}${viewport})`);
      await page.getByRole('tab', { name: t.appsTab, exact: true }).click();

      // Rotation: a new secret at once, and the old one refused.
      await row.getByTestId('rotate-app-secret').click();
      await page.getByTestId('confirm-dialog').getByTestId('confirm').click();
      await expectToast(page, t.secretRotated);
      await expect(secretShown).toHaveText(/^obs_[A-Za-z0-9_-]{43}$/);
      const rotated = (await secretShown.textContent()) ?? '';
      expect(rotated).not.toBe(secret);
      await expect(reveal.getByTestId('revealed-client-id')).toHaveText(clientId);
      expect((await tokenRequest(page, clientId, secret)).status()).toBe(401);
      expect((await tokenRequest(page, clientId, rotated)).status()).toBe(200);

      // Deletion: the app leaves the list, and its secret no longer gets a token.
      await row.getByTestId('delete-app').click();
      await page.getByTestId('confirm-dialog').getByTestId('confirm').click();
      await expectToast(page, t.appDeleted);
      await expect(row).toHaveCount(0);
      await expect(empty).toBeVisible();
      expect((await tokenRequest(page, clientId, rotated)).status()).toBe(401);
    });
  }
}
