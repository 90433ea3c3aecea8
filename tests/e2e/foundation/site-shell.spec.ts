import { expect, test } from '@playwright/test';

test.describe('site shell', () => {
  test('home loads in English and in French', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('navbar').getByRole('link', { name: 'Documentation' })).toBeVisible();
    await expect(page.getByTestId('copyright')).toContainText('COBAC');

    await page.goto('/fr/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByTestId('navbar').getByRole('link', { name: 'À propos' })).toBeVisible();
    await expect(page.getByTestId('copyright')).toContainText('Commission bancaire');
  });

  test('navigation highlights the current page and Get Started leads to the dashboard', async ({ page }) => {
    await page.goto('/about');
    const navbar = page.getByTestId('navbar');
    await expect(navbar.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(navbar.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    await navbar.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/dashboard\/?$/);
  });

  test('the language switch keeps the page and the choice survives a reload and a new visit', async ({ page }) => {
    await page.goto('/docs');
    await page.getByTestId('lang-switch').click();
    await expect(page).toHaveURL(/\/fr\/docs\/?$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // A later visit to an English address is taken to the French page.
    await page.goto('/about');
    await expect(page).toHaveURL(/\/fr\/about\/?$/);
    // And back to English, which is then remembered the same way.
    await page.getByTestId('lang-switch').click();
    await expect(page).toHaveURL(/\/about\/?$/);
    await page.goto('/fr/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('an unknown address shows the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/nope');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found-title')).toHaveText('404 Page Not Found');
    // Said once: the title's code is set large, not repeated above it.
    expect((await page.locator('main').innerText()).match(/404/g)).toHaveLength(1);
    const french = await page.goto('/fr/nulle-part');
    expect(french?.status()).toBe(404);
    await expect(page.getByTestId('not-found-title')).toHaveText('404 Page introuvable');
  });

  test('every route of the spec resolves', async ({ request }) => {
    const routes = [
      '/',
      '/login',
      '/register',
      '/dashboard',
      '/docs',
      '/api-docs',
      '/api-management',
      '/payment-management',
      '/admin-dashboard',
      '/institution-register',
      '/institution-status',
      '/institution',
      '/admin',
      '/enhanced-admin',
      '/about',
      '/terms',
      '/privacy',
    ];
    for (const route of routes) {
      for (const prefix of ['', '/fr']) {
        const response = await request.get(`${prefix}${route === '/' && prefix ? '' : route}`);
        expect(response.status(), `${prefix}${route}`).toBe(200);
      }
    }
  });

  test('the WhatsApp support button opens a chat in a new tab', async ({ page }) => {
    await page.goto('/');
    const button = page.getByTestId('whatsapp-button');
    await expect(button).toHaveAttribute('target', '_blank');
    await expect(button).toHaveAttribute('href', /^https:\/\/wa\.me\/237\d{9}\?text=/);
  });

  test("the staff screens leave the customers' WhatsApp button out; the public pages keep it", async ({ page }) => {
    for (const path of ['/admin', '/enhanced-admin', '/fr/admin-dashboard', '/payment-management']) {
      await page.goto(path);
      await expect(page.getByTestId('footer'), path).toBeVisible();
      await expect(page.getByTestId('whatsapp-button'), path).toHaveCount(0);
    }
    for (const path of ['/', '/fr/docs', '/dashboard']) {
      await page.goto(path);
      await expect(page.getByTestId('whatsapp-button'), path).toHaveCount(1);
    }
  });

  test('the home page says what exists: SDKs and signed webhooks, not "coming"', async ({ page }) => {
    for (const path of ['/', '/fr']) {
      await page.goto(path);
      const card = page.locator('main').getByText(/SDK/).first();
      await expect(card).toBeVisible();
      await expect(page.locator('main')).not.toContainText(/are coming|arrivent bientôt/);
    }
  });

  test('the terms and the privacy policy are pages of their own, linked from sign-up and every footer', async ({
    page,
  }) => {
    for (const [prefix, terms, privacy] of [
      ['', 'Terms of Service', 'Privacy Policy'],
      ['/fr', 'Conditions générales d’utilisation', 'Politique de confidentialité'],
    ] as const) {
      await page.goto(`${prefix}/register`);
      const notice = page.getByTestId('terms-notice');
      await notice.getByRole('link', { name: terms }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/terms/?$`));
      await expect(page.getByTestId('prose-title')).toHaveText(terms);
      await expect(page.locator('main')).toContainText('support@openbanking.cm');
      await page.getByTestId('footer-privacy').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/privacy/?$`));
      await expect(page.getByTestId('prose-title')).toHaveText(privacy);
      await page.goto(`${prefix}/register`);
      await page.getByTestId('terms-notice').getByRole('link', { name: privacy }).click();
      await expect(page.getByTestId('prose-title')).toHaveText(privacy);
    }
  });

  test('pages run under the Content-Security-Policy without violations', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByTestId('navbar').waitFor();
    expect(violations).toEqual([]);
  });
});

test.describe('small screens @mobile', () => {
  test('the menu opens from the toggle and closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByTestId('navbar-menu');
    await expect(menu).toBeHidden();
    await page.getByTestId('navbar-toggle').click();
    await expect(menu).toBeVisible();
    await expect(page.getByTestId('navbar-toggle')).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about\/?$/);
    await expect(page.getByTestId('navbar-menu')).toBeHidden();
    await page.getByTestId('navbar-toggle').click();
    await expect(page.getByTestId('navbar-menu')).toBeVisible();
    await page.getByTestId('navbar-toggle').click();
    await expect(page.getByTestId('navbar-menu')).toBeHidden();
  });

  test('the WhatsApp button covers no text: docked under the sign-in and registration forms, clear of the last line elsewhere', async ({
    page,
  }) => {
    const overlaps = async (testId: string) => {
      const [button, text] = await Promise.all([
        page.getByTestId('whatsapp-button').boundingBox(),
        page.getByTestId(testId).boundingBox(),
      ]);
      if (!button || !text) throw new Error(`no box for whatsapp-button or ${testId}`);
      return (
        button.x < text.x + text.width &&
        text.x < button.x + button.width &&
        button.y < text.y + text.height &&
        text.y < button.y + button.height
      );
    };
    await page.goto('/register');
    await expect(page.getByTestId('terms-notice')).toBeVisible();
    expect(await overlaps('terms-notice')).toBe(false);
    await page.goto('/login');
    await expect(page.getByTestId('login-form')).toBeVisible();
    expect(await overlaps('login-form')).toBe(false);
    // Elsewhere it floats; at the end of the page the footer leaves it room below the last line.
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await overlaps('copyright')).toBe(false);
  });
});
