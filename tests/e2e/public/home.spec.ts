import { expect, test } from '@playwright/test';
import { LANGS } from '../fixtures/language.ts';
import { horizontalOverflow, watchCsp } from '../fixtures/page-checks.ts';

const SECTIONS = [
  'home-hero',
  'home-stats',
  'home-api-showcase',
  'home-business',
  'home-developers',
  'home-mockup',
  'home-partnership',
  'home-contact',
  'footer',
];

const TEXT = {
  en: {
    startBuilding: 'Start Building',
    register: 'Register Institution',
    operational: 'All Systems Operational',
    submit: 'Send Message',
    successTitle: 'Message sent successfully!',
    successBody: "Thank you for your message. We'll get back to you soon!",
    errorTitle: 'Error sending message',
    errorBody: 'Please try again later.',
    emailInvalid: 'Invalid email format',
    badges: ['Bank-grade security', '24/7 uptime', 'Cameroon compliant'],
  },
  fr: {
    startBuilding: 'Commencer à développer',
    register: 'Inscrire une institution',
    operational: 'Tous les systèmes sont opérationnels',
    submit: 'Envoyer le message',
    successTitle: 'Message envoyé !',
    successBody: 'Merci pour votre message. Nous vous répondrons très bientôt !',
    errorTitle: "Erreur lors de l'envoi du message",
    errorBody: 'Veuillez réessayer plus tard.',
    // The server's message, said in French by its reason.
    emailInvalid: "Format d'adresse e-mail invalide",
    badges: ['Sécurité de niveau bancaire', 'Disponible 24 h/24, 7 j/7', 'Conforme à la réglementation camerounaise'],
  },
} as const;

for (const { lang, prefix } of LANGS) {
  const text = TEXT[lang];

  test.describe(`home (${lang})`, () => {
    test('shows every section in the order of the spec, without CSP violations', async ({ page }) => {
      const violations = watchCsp(page);
      await page.goto(`${prefix}/`);
      const positions: number[] = [];
      for (const id of SECTIONS) {
        const section = page.getByTestId(id);
        await expect(section, id).toBeVisible();
        positions.push((await section.boundingBox())?.y ?? -1);
      }
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);

      const hero = page.getByTestId('home-hero');
      await expect(hero.getByRole('link', { name: text.startBuilding })).toHaveAttribute('href', `${prefix}/api-docs`);
      await expect(hero.getByRole('link', { name: text.register })).toHaveAttribute(
        'href',
        `${prefix}/institution-register`,
      );
      for (const badge of text.badges) await expect(page.getByTestId('hero-badges')).toContainText(badge);
      await expect(page.getByTestId('api-card')).toHaveCount(3);
      for (const card of await page.getByTestId('api-card').all()) {
        await expect(card).toHaveAttribute('href', new RegExp(`^${prefix}/docs`));
      }
      await expect(page.getByTestId('system-status')).toHaveText(text.operational);
      await expect(page.getByTestId('sdk-quick-start')).toContainText('@cemac-open-banking/sdk');
      await expect(page.getByTestId('partner-tile')).toHaveCount(3);
      await expect(page.getByTestId('contact-office')).toContainText('Douala');
      await expect(page.getByTestId('contact-hotline')).toContainText('+237');
      await expect(page.getByTestId('contact-email')).toContainText('@openbanking.cm');
      expect(violations).toEqual([]);
    });

    test('shows the live figures of GET /api/v1/stats', async ({ page }) => {
      // The figures are compared with the answer the page itself read: other journeys running
      // beside this one sign developers up, so a second read could already count more.
      const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/stats');
      await page.goto(`${prefix}/`);
      const stats = await (await answer).json();
      await expect(page.getByTestId('stat-banks')).toHaveText(String(stats.values.banks));
      await expect(page.getByTestId('stat-developers')).toHaveText(String(stats.values.developers));
      await expect(page.getByTestId('stat-transactions')).toHaveText(String(stats.values.transactions));
      await expect(page.getByTestId('stat-uptime')).toHaveText(/^\d{1,3}([.,]\d{1,2})?\s?%$/);
      await expect(page.getByTestId('stats-fallback')).toBeHidden();
    });

    test('falls back quietly when the stats call fails', async ({ page }) => {
      // The failure is what is under test, so the server is made to fail for this one call.
      await page.route('**/api/v1/stats', (route) => route.fulfill({ status: 503, body: '' }));
      await page.goto(`${prefix}/`);
      await expect(page.getByTestId('stats-fallback')).toBeVisible();
      await expect(page.getByTestId('stat-banks')).toHaveText('—');
      await expect(page.getByTestId('system-status')).not.toHaveText(text.operational);
    });

    test('the account mockup signs credits with + and debits with −, in FCFA', async ({ page }) => {
      await page.goto(`${prefix}/`);
      const rows = page.getByTestId('mockup-transaction');
      await expect(rows).toHaveCount(3);
      await expect(rows.nth(0)).toHaveAttribute('data-kind', 'credit');
      await expect(rows.nth(1)).toHaveAttribute('data-kind', 'merchant');
      await expect(rows.nth(2)).toHaveAttribute('data-kind', 'transfer');
      const amounts = await page.getByTestId('mockup-amount').allTextContents();
      expect(amounts[0]).toMatch(/^\+450\s000\sFCFA$/);
      expect(amounts[1]).toMatch(/^−32\s500\sFCFA$/);
      expect(amounts[2]).toMatch(/^−75\s000\sFCFA$/);
      await expect(page.getByTestId('mockup-balance')).toHaveText(/^1\s250\s000\sFCFA$/);
    });

    test('the contact form sends, shows "Sending...", toasts success and clears', async ({ page }) => {
      await page.goto(`${prefix}/#contact`);
      const form = page.getByTestId('contact-form');
      const fields = form.locator('input, textarea');
      // The island hydrates when it scrolls into view; its button is enabled once it has.
      await expect(page.getByTestId('contact-submit')).toBeEnabled();
      await fields.nth(0).fill('Amina');
      await fields.nth(1).fill('Nkono');
      await fields.nth(2).fill(`amina.${lang}@example.cm`);
      await fields.nth(3).fill('Express Union Finance');
      await fields.nth(4).fill('We want to connect our savings app to the account information API.');
      await expect(form.locator('textarea')).toHaveAttribute('rows', '4');

      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      // Hold the real request briefly so the submitting state can be seen, then let it through.
      await page.route('**/api/v1/contact', async (route) => {
        await held;
        await route.continue();
      });
      await page.getByTestId('contact-submit').click();
      await expect(page.getByTestId('contact-submit')).toBeDisabled();
      await expect(page.getByTestId('contact-submit')).toHaveText(lang === 'en' ? 'Sending...' : 'Envoi en cours...');
      release();

      const toast = page.getByTestId('toast');
      await expect(toast).toContainText(text.successTitle);
      await expect(toast).toContainText(text.successBody);
      for (const field of await fields.all()) await expect(field).toHaveValue('');
      await expect(page.getByTestId('contact-submit')).toHaveText(text.submit);
    });

    test('a message the server refuses keeps the fields and shows the destructive toast', async ({ page }) => {
      await page.goto(`${prefix}/#contact`);
      const form = page.getByTestId('contact-form');
      const fields = form.locator('input, textarea');
      await expect(page.getByTestId('contact-submit')).toBeEnabled();
      await fields.nth(0).fill('Paul');
      await fields.nth(1).fill('Etoa');
      // The browser accepts this address; the server requires a domain with a dot.
      await fields.nth(2).fill('paul@localhost');
      await fields.nth(4).fill('Bonjour, je souhaite une démonstration.');
      await page.getByTestId('contact-submit').click();

      const toast = page.getByTestId('toast');
      await expect(toast).toContainText(text.errorTitle);
      await expect(toast).toContainText(text.errorBody);
      await expect(toast).toHaveAttribute('data-variant', 'destructive');
      await expect(fields.nth(0)).toHaveValue('Paul');
      await expect(fields.nth(2)).toHaveValue('paul@localhost');
      await expect(page.getByTestId('contact-error-email')).toHaveText(text.emailInvalid);
    });
  });
}

test('a visitor without JavaScript still reads the home page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByTestId('home-hero')).toContainText('Financial APIs built for Central Africa');
  await expect(page.getByTestId('home-mockup')).toContainText('Send Money');
  await expect(page.getByTestId('contact-form')).toBeVisible();
  await context.close();
});

test.describe('home on a phone @mobile', () => {
  test('nothing sticks out sideways, in English and French', async ({ page }) => {
    for (const path of ['/', '/fr/', '/about', '/fr/about']) {
      await page.goto(path);
      await page.getByTestId('footer').waitFor();
      expect(await horizontalOverflow(page), path).toBe(0);
    }
  });
});
