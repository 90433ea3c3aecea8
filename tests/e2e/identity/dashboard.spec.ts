import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, demo, signIn } from '../fixtures/accounts.ts';
import { expectNoAxeViolations } from '../fixtures/analytics.ts';
import { type Lang, prefix } from '../fixtures/language.ts';
import { watchCsp } from '../fixtures/page-checks.ts';

const text = {
  en: {
    required: 'Authentication Required',
    requiredBody: 'You need to be logged in to access this page.',
    logIn: 'Log In',
    createAccount: 'Create Account',
    signOut: 'Sign Out',
    customer: 'Customer',
    admin: 'Admin',
    welcome: 'Welcome, Amina!',
    readOnly:
      'Your role can read payments and transfers but not make them, so this form is not shown. Every payment is in the list and in payment management.',
  },
  fr: {
    required: 'Authentification requise',
    requiredBody: 'Vous devez être connecté pour accéder à cette page.',
    logIn: 'Se connecter',
    createAccount: 'Créer un compte',
    signOut: 'Se déconnecter',
    customer: 'Client',
    admin: 'Administrateur',
    welcome: 'Bienvenue, Amina !',
    readOnly:
      "Votre rôle peut consulter les paiements et les virements mais pas en effectuer : ce formulaire n'est donc pas affiché. Tous les paiements figurent dans la liste et dans la gestion des paiements.",
  },
};

test('the built dashboard page says "Loading" until the user is known', async ({ request }) => {
  const html = await (await request.get('/dashboard')).text();
  expect(html).toContain('Loading');
  expect(await (await request.get('/fr/dashboard')).text()).toContain('Chargement');
});

test('the frame and the welcome text paint with the page, and stay the same nodes once the user is known', async ({
  page,
}) => {
  await signIn(page, 'en', demo('customer').email);
  // Hold the session check back: what shows meanwhile is the built page's frame.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/auth/user', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/dashboard');
  const welcomeText = page.locator('p.welcome-text');
  await expect(welcomeText).toHaveText(
    'Send mobile money payments and make GIMAC interbank transfers in XAF, all from here.',
  );
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  await expect(page.getByTestId('dashboard-user-name')).toHaveCount(0);
  const before = await welcomeText.boundingBox();
  await welcomeText.evaluate((node) => {
    (window as unknown as { heldNode: Element }).heldNode = node;
  });
  release();
  await expect(page.getByTestId('dashboard-user-name')).toHaveText('Amina Nkono');
  expect(await welcomeText.evaluate((node) => node === (window as unknown as { heldNode: Element }).heldNode)).toBe(
    true,
  );
  expect(await welcomeText.boundingBox()).toEqual(before);
});

for (const lang of ['en', 'fr'] as Lang[]) {
  const t = text[lang];

  test.describe(`dashboard (${lang})`, () => {
    test('signed out, a direct visit shows the Authentication Required panel', async ({ page }) => {
      const csp = watchCsp(page);
      await page.goto(`${prefix(lang)}/dashboard`);
      const panel = page.getByTestId('auth-required');
      await expect(panel.getByRole('heading')).toHaveText(t.required);
      await expect(panel).toContainText(t.requiredBody);
      await expect(page.getByTestId('dashboard-header')).toHaveCount(0);
      await panel.getByRole('link', { name: t.createAccount }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/register/?$`));
      await page.goBack();
      await page.getByTestId('auth-required').getByRole('link', { name: t.logIn }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/login/?$`));
      expect(csp).toEqual([]);
    });

    test('the header shows the name and the role badge; the body welcomes the user', async ({ page }) => {
      await signIn(page, lang, demo('customer').email);
      await expect(page.getByTestId('dashboard-user-name')).toHaveText('Amina Nkono');
      const badge = page.getByTestId('role-badge');
      await expect(badge).toHaveText(t.customer);
      await expect(page.getByTestId('welcome-card')).toContainText(t.welcome);
    });

    test('an admin badge is styled differently from the others', async ({ browser }) => {
      const colours: Record<string, string> = {};
      for (const role of ['admin', 'ops'] as const) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await signIn(page, lang, demo(role).email);
        const badge = page.getByTestId('role-badge');
        await expect(badge).toHaveAttribute('data-role', role);
        if (role === 'admin') await expect(badge).toHaveText(t.admin);
        colours[role] = await badge.evaluate((element) => getComputedStyle(element).backgroundColor);
        await context.close();
      }
      expect(colours.admin).not.toBe(colours.ops);
    });

    test('an auditor reads why there are no payment forms; Sign Out ends the session, forgets it and goes home', async ({
      page,
    }) => {
      // axe over the whole dashboard is slow on a loaded 2-core machine.
      test.slow();
      await signIn(page, lang, demo('auditor').email);
      // No live form the server would refuse once filled in: the reason in each form's place.
      for (const place of ['mobile-money-read-only', 'gimac-read-only']) {
        await expect(page.getByTestId(place).getByTestId('read-only-reason')).toHaveText(t.readOnly);
      }
      await expect(page.getByTestId('mobile-money-card')).toHaveCount(0);
      await expect(page.getByRole('tab', { name: /Mobile|mobile/ })).toHaveCount(0);
      await expect(page.getByTestId('payment-management-link')).toBeVisible();
      await expect(page.getByTestId('payments-list')).toBeVisible();
      await expectNoAxeViolations(page, `${lang} /dashboard as auditor`);
      const token = await page.evaluate(() => localStorage.getItem('access_token'));
      const logout = page.waitForResponse((response) => response.url().endsWith('/oauth/logout'));
      await page.getByRole('button', { name: t.signOut }).click();
      expect((await logout).status()).toBe(204);
      await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === prefix(lang));
      expect(
        await page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('token_expiry')]),
      ).toEqual([null, null]);
      expect((await page.context().cookies()).find((cookie) => cookie.name === 'ob_session')).toBeUndefined();
      // The server no longer honours the old token, though it had not expired.
      const me = await page.request.get('/api/auth/user', { headers: { authorization: `Bearer ${token}` } });
      expect(me.status()).toBe(401);
      await page.goto(`${prefix(lang)}/dashboard`);
      await expect(page.getByTestId('auth-required')).toBeVisible();
    });
  });
}

test('an expired stored token is dropped and not sent', async ({ page, playwright, baseURL }) => {
  // A token the server would still accept, stored with an expiry that has passed.
  const api = await playwright.request.newContext({ baseURL });
  const login = await api.post('/oauth/login', { data: { email: demo('customer').email, password: DEMO_PASSWORD } });
  const { access_token: token } = await login.json();
  await api.dispose();

  await page.goto('/');
  await page.evaluate((value) => {
    localStorage.setItem('access_token', value);
    localStorage.setItem('token_expiry', String(Date.now() - 1000));
  }, token);
  const userCall = page.waitForRequest((request) => request.url().endsWith('/api/auth/user'));
  await page.goto('/dashboard');
  expect((await userCall).headers().authorization).toBeUndefined();
  await expect(page.getByTestId('auth-required')).toBeVisible();
  expect(
    await page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('token_expiry')]),
  ).toEqual([null, null]);
});

test('a cross-site form cannot sign the user out', async ({ page, context }) => {
  await signIn(page, 'en', demo('customer').email);
  const attacker = await context.newPage();
  const target = new URL('/oauth/logout', page.url()).toString();
  await attacker.setContent(
    `<form method="post" action="${target}" enctype="text/plain"><input name='{"a":"' value='"}'></form>`,
  );
  const answer = attacker.waitForResponse((response) => response.url() === target);
  await attacker.locator('form').evaluate((form: HTMLFormElement) => form.submit());
  expect((await answer).status()).toBe(403);
  await attacker.close();
  // Still signed in, by cookie alone.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByTestId('dashboard-header')).toBeVisible();
});

test.describe('on a phone @mobile', () => {
  test('signs in and shows the dashboard header and Sign Out', async ({ page }) => {
    await signIn(page, 'fr', demo('customer').email);
    await expect(page.getByTestId('dashboard-user-name')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });

  test('the registration wizard fits the screen', async ({ page }) => {
    await page.goto('/register');
    await page.locator('#register-firstName').fill('Amina');
    await page.locator('#register-lastName').fill('Nkono');
    await page.locator('#register-email').fill('amina.mobile@example.cm');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });
});
