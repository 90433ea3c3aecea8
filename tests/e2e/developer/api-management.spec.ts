import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, demo, signInThroughApi } from '../fixtures/accounts.ts';
import { expectNoAxeViolations } from '../fixtures/analytics.ts';
import { startReceiver, text } from '../fixtures/developer.ts';
import { type Lang, prefix } from '../fixtures/language.ts';
import { expectToast, signInFreshCustomer } from '../fixtures/payments.ts';

/**
 * /api-management (issue 13 item 1), driven through the real site and API: a
 * developer creates, reveals, rotates and deletes keys, calls the API with one and sees the
 * call in the overview and analytics, and wires a webhook to a local receiver.
 */
for (const lang of ['en', 'fr'] as Lang[]) {
  const t = text[lang];
  const url = `${prefix(lang)}/api-management`;

  async function openScreen(page: Page) {
    await page.goto(url);
    await expect(page.getByTestId('api-management-page')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
  }

  test.describe(`API management (${lang})`, () => {
    test('signed out: the toast, then sign-in, then back here', async ({ page }) => {
      await page.goto(url);
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/login\\?next=${encodeURIComponent(url)}$`));
      await expectToast(page, t.authRequired, t.authRequiredBody);
      await page.locator('#login-email').fill(demo('customer').email);
      await page.locator('#login-password').fill(DEMO_PASSWORD);
      await page.locator('form[data-testid=login-form] button[type=submit]').click();
      await expect(page).toHaveURL(new RegExp(`${url}$`));
      await expect(page.getByTestId('api-management-page')).toBeVisible();
      await expect(page.getByRole('tab')).toHaveText([...t.tabs]);
    });

    test('a key: created and shown 30 s, used, then rotated with a 7-day grace and deleted', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.clock.install();
      await signInFreshCustomer(page, lang);
      await openScreen(page);
      await expect(page.getByTestId('summary-active-keys').getByTestId('summary-value')).toHaveText('0');
      // No call yet: no rate, rather than a "0 %" that reads as every call failing.
      await expect(page.getByTestId('summary-success-rate').getByTestId('summary-value')).toHaveText('—');

      await page.getByTestId('new-api-key').click();
      const dialog = page.getByTestId('new-api-key-dialog');
      await dialog.getByTestId('create-key-submit').click();
      await expect(dialog.getByTestId('key-name-error')).toHaveText(t.nameRequired);
      // An allow-list entry that is no address: refused by the server, said on the field.
      await dialog.locator('#key-name').fill('Checkout server');
      await dialog.locator('#key-ip-whitelist').fill('not-an-ip');
      await dialog.getByTestId('create-key-submit').click();
      await expect(page.getByTestId('toast').first().locator('.toast-title')).toHaveText(t.createKeyFailed);
      await dialog.locator('#key-ip-whitelist').fill('');
      // Read transactions only: accounts are then refused with a 403.
      const scopes = dialog.getByTestId('key-scopes');
      await scopes.getByRole('checkbox', { name: /transactions:read/ }).check();
      await scopes.getByRole('checkbox', { name: /accounts:read/ }).uncheck();
      await dialog.getByTestId('create-key-submit').click();
      await expectToast(page, t.keyCreated);

      // In full for 30 s of the page's clock, with a visibility toggle and Copy; then the prefix.
      const revealed = page.getByTestId('revealed-value');
      await expect(revealed).toHaveText(/^ob_test_[0-9A-Za-z]{32}$/);
      const key = (await revealed.textContent()) ?? '';
      await page.getByTestId('toggle-visibility').click();
      await expect(revealed).not.toContainText('ob_test_');
      await page.getByTestId('toggle-visibility').click();
      await page.getByTestId('copy-secret').click();
      await expectToast(page, t.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
      // The page's clock also runs at real pace: 20 s on leaves room for the steps above.
      await page.clock.runFor(20_000);
      await expect(revealed).toHaveText(key);
      await page.clock.runFor(10_000);
      await expect(revealed).toHaveText(`${key.slice(0, 12)}…`);
      await expect(page.getByTestId('copy-secret')).toHaveCount(0);

      const row = page.getByTestId('api-key-row');
      await expect(row).toHaveCount(1);
      await expect(row.getByTestId('key-prefix')).toHaveText(`${key.slice(0, 12)}…`);

      // A call with the key shows in the overview and in analytics after Refresh.
      const call = await page.request.get('/api/v1/transactions', { headers: { authorization: `Bearer ${key}` } });
      expect(call.status()).toBe(200);
      const refused = await page.request.get('/api/v1/accounts', { headers: { authorization: `Bearer ${key}` } });
      expect(refused.status()).toBe(403);
      await expect
        .poll(async () => {
          await page.getByTestId('refresh').click();
          await page.getByRole('tab', { name: t.tabs[0] }).click();
          return page.getByTestId('log-row').count();
        })
        .toBe(2);
      await expect(page.getByTestId('log-row').filter({ hasText: '/api/v1/transactions' })).toContainText(t.success);
      await page.getByRole('tab', { name: t.tabs[4] }).click();
      await expect(page.getByTestId('summary-total-requests').getByTestId('summary-value')).toHaveText('2');
      await expect(page.getByTestId('top-endpoints')).toContainText('GET /api/v1/transactions');
      await expect(page.getByTestId('errors-by-status')).toContainText(`403 ${t.clientError}`);
      // One day of calls is one bar of the 30 days, not a bar the chart's whole width.
      const chart = page.getByTestId('calls-per-day-chart');
      await expect(chart.locator('rect.bar-chart-bar')).toHaveCount(30);
      const todayBar = await chart.locator('rect.bar-chart-bar').last().boundingBox();
      const plot = await chart.locator('svg').boundingBox();
      expect(todayBar?.height).toBeGreaterThan(0);
      expect(todayBar?.width ?? Number.POSITIVE_INFINITY).toBeLessThan((plot?.width ?? 0) / 10);

      // Rotation: a new key in full, the old one still working for 7 days.
      await page.getByRole('tab', { name: t.tabs[1] }).click();
      await row.getByTestId('rotate-key').click();
      await page.getByTestId('confirm-dialog').getByTestId('confirm').click();
      await expectToast(page, t.keyRotated, t.keyRotatedBody);
      await expect(revealed).toHaveText(/^ob_test_[0-9A-Za-z]{32}$/);
      const rotated = (await revealed.textContent()) ?? '';
      expect(rotated).not.toBe(key);
      await expect(page.getByTestId('api-key-row')).toHaveCount(2);
      const oldRow = page.locator(
        `[data-testid=api-key-row]:has([data-testid=key-prefix]:text-is("${key.slice(0, 12)}…"))`,
      );
      await expect(oldRow.getByTestId('key-status')).toHaveText(t.expires);
      const stillWorks = await page.request.get('/api/v1/transactions', {
        headers: { authorization: `Bearer ${key}` },
      });
      expect(stillWorks.status()).toBe(200);

      // Deletion deactivates: the key is refused at once.
      const newRow = page.locator(
        `[data-testid=api-key-row]:has([data-testid=key-prefix]:text-is("${rotated.slice(0, 12)}…"))`,
      );
      await newRow.getByTestId('delete-key').click();
      await page.getByTestId('confirm-dialog').getByTestId('confirm').click();
      await expectToast(page, t.keyDeleted, t.keyDeletedBody);
      await expect(newRow.getByTestId('key-status')).toHaveText(t.inactive);
      const gone = await page.request.get('/api/v1/transactions', { headers: { authorization: `Bearer ${rotated}` } });
      expect(gone.status()).toBe(401);
    });

    test('an auditor: no webhooks and why, every other figure loaded', async ({ page }) => {
      await signInThroughApi(page, demo('auditor').email);
      await openScreen(page);
      await expect(page.getByTestId('webhooks-not-for-role')).toHaveText(t.webhooksNotForRole);
      await expect(page.getByTestId('new-webhook')).toHaveCount(0);
      await expect(page.getByRole('tab')).toHaveText([t.tabs[0], t.tabs[1], t.tabs[2], t.tabs[4]]);
      await expect(page.getByTestId('summary-webhooks')).toHaveCount(0);
      await expect(page.getByTestId('summary-active-keys').getByTestId('summary-value')).toHaveText(/^\d+$/);
      await expect(page.getByTestId('analytics-error')).toHaveCount(0);
      await expectNoAxeViolations(page, `${lang} /api-management as auditor`);
    });

    test('a webhook: created with its secret shown, a test event delivered, signed, and resent', async ({ page }) => {
      const receiver = await startReceiver();
      try {
        await signInFreshCustomer(page, lang);
        await openScreen(page);
        await page.getByTestId('new-webhook').click();
        const dialog = page.getByTestId('new-webhook-dialog');
        await dialog.locator('#webhook-url').fill(receiver.url);
        await dialog.locator('#webhook-description').fill('Checkout notifications');
        await dialog.locator('#webhook-headers').fill('{"X-Source": ');
        await dialog.getByTestId('create-webhook-submit').click();
        await expect(dialog.getByTestId('webhook-headers-error')).toHaveText(t.headersInvalid);
        await dialog.locator('#webhook-headers').fill('{"X-Source": "e2e"}');
        await dialog.getByTestId('create-webhook-submit').click();
        await expectToast(page, t.webhookCreated);
        await expect(page.getByTestId('revealed-value')).toHaveText(/^whsec_[A-Za-z0-9+/=]{20,}$/);

        const card = page.getByTestId('webhook-card');
        await expect(card).toHaveCount(1);
        await expect(card).toContainText(receiver.url);
        await card.getByTestId('send-test').click();
        await expectToast(page, t.testSent);
        const delivery = card.getByTestId('delivery-row').first();
        await expect(delivery).toHaveAttribute('data-status', 'succeeded', { timeout: 20_000 });
        await expect(delivery.getByTestId('delivery-code')).toHaveText('200');
        await expect(delivery).toContainText(t.delivered);
        expect(receiver.received).toHaveLength(1);
        const [event] = receiver.received;
        expect(event?.headers['webhook-id']).toBeTruthy();
        expect(event?.headers['webhook-signature']).toMatch(/^v1,/);
        expect(event?.headers['x-source']).toBe('e2e');

        await delivery.getByTestId('resend-delivery').click();
        await expectToast(page, t.resent);
        await expect(card.getByTestId('delivery-row')).toHaveCount(2, { timeout: 20_000 });
        await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(2);
        // The counts are the endpoint's own: Refresh brings them.
        await expect
          .poll(async () => {
            await page.getByTestId('refresh').click();
            return card.getByTestId('webhook-success-count').textContent();
          })
          .toBe('2');
        // Each count under its own label, not beside the next one ("0 Failed").
        const figures = card.locator('dl.am-webhook-figures > div');
        await expect(figures).toHaveCount(3);
        for (const figure of await figures.all()) {
          const label = await figure.locator('dt').boundingBox();
          const value = await figure.locator('dd').boundingBox();
          expect(value?.y).toBeGreaterThanOrEqual((label?.y ?? 0) + (label?.height ?? 0) - 1);
          expect(Math.abs((value?.x ?? 0) - (label?.x ?? 0))).toBeLessThan(2);
        }
      } finally {
        await receiver.close();
      }
    });
  });
}
