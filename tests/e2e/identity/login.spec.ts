import { expect, test } from '@playwright/test';
import { DEMO_CUSTOMER_PIN, DEMO_PASSWORD, demo, uniqueEmail } from '../fixtures/accounts.ts';
import { type Lang, prefix } from '../fixtures/language.ts';
import { watchCsp } from '../fixtures/page-checks.ts';

const text = {
  en: {
    submit: 'Sign In',
    phoneTab: 'Phone',
    success: 'Login successful',
    failed: 'Login failed',
    invalid: 'Invalid credentials',
  },
  fr: {
    submit: 'Se connecter',
    phoneTab: 'Téléphone',
    success: 'Connexion réussie',
    failed: 'Échec de la connexion',
    invalid: 'Identifiants invalides',
  },
};

for (const lang of ['en', 'fr'] as Lang[]) {
  const t = text[lang];

  test.describe(`sign in (${lang})`, () => {
    test('by email: stores the token and its expiry, then goes to the dashboard', async ({ page }) => {
      const csp = watchCsp(page);
      await page.goto(`${prefix(lang)}/login`);
      const submit = page.locator('form[data-testid=login-form] button[type=submit]');
      await expect(submit).toHaveText(t.submit);
      await expect(submit).toBeDisabled();
      await page.locator('#login-email').fill(demo('customer').email);
      await expect(submit).toBeDisabled();
      await page.locator('#login-password').fill(DEMO_PASSWORD);
      await expect(submit).toBeEnabled();
      const before = Date.now();
      await submit.click();
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/dashboard/?$`));
      await expect(page.getByTestId('toast')).toContainText(t.success);
      await expect(page.getByTestId('dashboard-user-name')).toHaveText('Amina Nkono');

      const stored = await page.evaluate(() => ({
        token: localStorage.getItem('access_token'),
        expiry: Number(localStorage.getItem('token_expiry')),
      }));
      expect(stored.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(stored.expiry).toBeGreaterThanOrEqual(before + 3600 * 1000);
      expect(stored.expiry).toBeLessThanOrEqual(Date.now() + 3600 * 1000);
      // The same session is the httpOnly cookie, out of the page's reach.
      const cookie = (await page.context().cookies()).find((entry) => entry.name === 'ob_session');
      expect(cookie).toMatchObject({ value: stored.token, httpOnly: true, sameSite: 'Strict' });
      expect(await page.evaluate(() => document.cookie)).not.toContain('ob_session');
      expect(csp).toEqual([]);
    });

    test('by phone, with the PIN', async ({ page }) => {
      await page.goto(`${prefix(lang)}/login`);
      await page.getByRole('tab', { name: t.phoneTab }).click();
      await expect(page.getByRole('tab', { name: t.phoneTab })).toHaveAttribute('aria-selected', 'true');
      await page.locator('#login-phone').fill(demo('customer').phone);
      await page.locator('#login-password').fill(DEMO_PASSWORD);
      await page.locator('#login-pin').fill(DEMO_CUSTOMER_PIN);
      await page.locator('form[data-testid=login-form] button[type=submit]').click();
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/dashboard/?$`));
      await expect(page.getByTestId('toast')).toContainText(t.success);
      await expect(page.getByTestId('role-badge')).toBeVisible();
    });

    test('a failure shows the toast and the inline error', async ({ page }) => {
      await page.goto(`${prefix(lang)}/login`);
      await page.locator('#login-email').fill(uniqueEmail('nobody'));
      await page.locator('#login-password').fill('Wrong-Horse-42');
      await page.locator('form[data-testid=login-form] button[type=submit]').click();
      const toast = page.getByTestId('toast');
      await expect(toast).toContainText(t.failed);
      await expect(toast).toContainText(t.invalid);
      await expect(page.getByTestId('login-error')).toHaveText(t.invalid);
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/login/?$`));
      expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    });
  });
}

test.describe('sign in form', () => {
  test('shows and hides the password, keeps the PIN to 6 digits, links to register and home', async ({ page }) => {
    await page.goto('/login');
    const password = page.locator('#login-password');
    await password.fill('visible-now');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    await page.locator('#login-pin').pressSequentially('9a8b7c6d5e4f3');
    await expect(page.locator('#login-pin')).toHaveValue('987654');

    await page.getByTestId('link-register').click();
    await expect(page).toHaveURL(/\/register\/?$/);
    await page.goto('/login');
    await page.getByTestId('link-home').click();
    await expect(page).toHaveURL(/\/$/);
  });
});
