import { expect, type Page, test } from '@playwright/test';
import { demo, uniqueEmail, uniquePhone } from '../fixtures/accounts.ts';
import { prefix } from '../fixtures/language.ts';
import { watchCsp } from '../fixtures/page-checks.ts';

const text = {
  en: {
    next: 'Next',
    back: 'Back',
    submit: 'Create Account',
    success: 'Registration successful!',
    successBody: 'Your account has been created. Please verify your email/phone to get started.',
    failed: 'Registration failed',
    phone: 'Phone',
    taken: 'An account with this email already exists',
  },
  fr: {
    next: 'Suivant',
    back: 'Retour',
    submit: 'Créer mon compte',
    success: 'Inscription réussie !',
    successBody: 'Votre compte a été créé. Veuillez vérifier votre e-mail ou votre téléphone pour commencer.',
    failed: "Échec de l'inscription",
    phone: 'Téléphone',
    taken: 'Un compte existe déjà avec cette adresse e-mail',
  },
};

async function fillStepTwo(page: Page) {
  await page.locator('#register-password').fill('Correct-Horse-42');
  await page.locator('#register-confirmPassword').fill('Correct-Horse-42');
  await page.locator('#register-pin').fill('1357');
  await page.locator('#register-confirmPin').fill('1357');
  await page.locator('#register-secretWord').fill('baobab-kribi');
  await page.locator('#register-confirmSecretWord').fill('baobab-kribi');
}

for (const lang of ['en', 'fr'] as const) {
  const t = text[lang];

  test.describe(`create account (${lang})`, () => {
    test('registers with an email, resets the form and goes to sign in after 2 s', async ({ page }) => {
      const csp = watchCsp(page);
      const email = uniqueEmail(`register-${lang}`);
      // The 2 s are timed by the page itself (when the toast appeared, when the sign-in page
      // opened): the test runner may notice either moment late on a busy machine.
      await page.addInitScript((success) => {
        if (/\/login\/?$/.test(location.pathname)) sessionStorage.setItem('loginOpenedAt', String(Date.now()));
        new MutationObserver(() => {
          if (sessionStorage.getItem('toastShownAt')) return;
          if (document.querySelector('[data-testid="toast"]')?.textContent?.includes(success)) {
            sessionStorage.setItem('toastShownAt', String(Date.now()));
          }
        }).observe(document, { subtree: true, childList: true, characterData: true });
      }, t.success);
      await page.goto(`${prefix(lang)}/register`);
      await expect(page.getByTestId('terms-notice')).toBeVisible();
      await page.locator('#register-firstName').fill('Ngono');
      await page.locator('#register-lastName').fill('Abena');
      await page.locator('#register-email').fill(email);
      await page.locator('#register-accountType').selectOption('savings');
      await page.getByRole('button', { name: t.next }).click();
      await fillStepTwo(page);

      const sent = page.waitForRequest((request) => request.url().endsWith('/oauth/register'));
      await page.getByRole('button', { name: t.submit }).click();
      const body = (await sent).postDataJSON();
      // Only the chosen contact method; no confirmations, no account type.
      expect(body).toEqual({
        firstName: 'Ngono',
        lastName: 'Abena',
        email,
        password: 'Correct-Horse-42',
        pin: '1357',
        secretWord: 'baobab-kribi',
      });

      const toast = page.getByTestId('toast');
      await expect(toast).toContainText(t.success);
      await expect(toast).toContainText(t.successBody);
      // The form is reset to an empty first step while the visitor waits.
      await expect(page.locator('#register-firstName')).toHaveValue('');
      await expect(page.locator('#register-email')).toHaveValue('');
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/register/?$`));
      await page.waitForURL(new RegExp(`${prefix(lang)}/login/?$`), { timeout: 6_000 });
      const waited = await page.evaluate(
        () => Number(sessionStorage.getItem('loginOpenedAt')) - Number(sessionStorage.getItem('toastShownAt')),
      );
      expect(waited).toBeGreaterThanOrEqual(1_950);
      expect(waited).toBeLessThan(5_000);
      // The toast finishes its time on the sign-in page.
      await expect(page.getByTestId('toast')).toContainText(t.success);
      expect(csp).toEqual([]);
    });

    test('registers with a phone number typed with spaces', async ({ page }) => {
      const phone = uniquePhone();
      await page.goto(`${prefix(lang)}/register`);
      await page.locator('#register-firstName').fill('Paul');
      await page.locator('#register-lastName').fill('Mvondo');
      await page.getByText(t.phone, { exact: true }).click();
      await page.locator('#register-phone').fill(`${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`);
      await page.getByRole('button', { name: t.next }).click();
      await fillStepTwo(page);
      const sent = page.waitForRequest((request) => request.url().endsWith('/oauth/register'));
      await page.getByRole('button', { name: t.submit }).click();
      const body = (await sent).postDataJSON();
      expect(body.phone).toBe(phone);
      expect(body).not.toHaveProperty('email');
      await expect(page.getByTestId('toast')).toContainText(t.success);
      await page.waitForURL(new RegExp(`${prefix(lang)}/login/?$`), { timeout: 6_000 });
    });

    test('shows a server field error on its field, back on step 1', async ({ page }) => {
      await page.goto(`${prefix(lang)}/register`);
      await page.locator('#register-firstName').fill('Amina');
      await page.locator('#register-lastName').fill('Nkono');
      await page.locator('#register-email').fill(demo('customer').email);
      await page.getByRole('button', { name: t.next }).click();
      await fillStepTwo(page);
      await page.getByRole('button', { name: t.submit }).click();
      const toast = page.getByTestId('toast');
      await expect(toast).toContainText(t.failed);
      await expect(toast).toContainText(t.taken);
      await expect(page.getByTestId('register-form')).toHaveAttribute('data-step', '1');
      await expect(page.getByTestId('register-email-error')).toHaveText(t.taken);
      await expect(page.locator('#register-email')).toHaveAttribute('aria-invalid', 'true');
      // What was typed is kept so it can be corrected.
      await expect(page.locator('#register-firstName')).toHaveValue('Amina');
    });
  });
}

test.describe('create account: form rules', () => {
  const errorOf = (page: Page, field: string) => page.getByTestId(`register-${field}-error`);

  test('step 1 shows every rule with the spec messages (English)', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(errorOf(page, 'firstName')).toHaveText('First name is required');
    await expect(errorOf(page, 'lastName')).toHaveText('Last name is required');
    await expect(errorOf(page, 'email')).toHaveText('Email is required');
    await expect(page.locator('#register-firstName')).toBeFocused();
    await page.locator('#register-email').fill('amina@');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(errorOf(page, 'email')).toHaveText('Invalid email format');

    await page.getByText('Phone', { exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(errorOf(page, 'phone')).toHaveText('Phone number is required');
    await page.locator('#register-phone').fill('677 12 34 56');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(errorOf(page, 'phone')).toHaveText('Invalid Cameroon phone format (237XXXXXXXXX)');
    await expect(page.getByTestId('register-form')).toHaveAttribute('data-step', '1');
  });

  test('step 2 rules, PIN inputs and Back (French)', async ({ page }) => {
    await page.goto('/fr/register');
    await page.locator('#register-firstName').fill('Chantal');
    await page.locator('#register-lastName').fill('Mbida');
    await page.locator('#register-email').fill(uniqueEmail('rules'));
    await page.locator('#register-accountType').selectOption('business');
    await page.getByRole('button', { name: 'Suivant' }).click();
    await expect(page.getByTestId('register-form')).toHaveAttribute('data-step', '2');

    // PIN inputs keep digits only, six at most.
    await page.locator('#register-pin').pressSequentially('12a-3 4567');
    await expect(page.locator('#register-pin')).toHaveValue('123456');
    await page.locator('#register-pin').fill('12');
    await page.locator('#register-password').fill('court');
    await page.locator('#register-confirmPassword').fill('autre');
    await page.locator('#register-confirmPin').fill('13');
    await page.locator('#register-secretWord').fill('secret');
    await page.locator('#register-confirmSecretWord').fill('secrets');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(errorOf(page, 'password')).toHaveText('Le mot de passe doit contenir au moins 8 caractères');
    await expect(errorOf(page, 'confirmPassword')).toHaveText('Les mots de passe ne correspondent pas');
    await expect(errorOf(page, 'pin')).toHaveText('Le code PIN doit comporter 4 à 6 chiffres');
    await expect(errorOf(page, 'confirmPin')).toHaveText('Les codes PIN ne correspondent pas');
    await expect(errorOf(page, 'secretWord')).toHaveText('Le mot secret doit contenir au moins 8 caractères');
    await expect(errorOf(page, 'confirmSecretWord')).toHaveText('Les mots secrets ne correspondent pas');

    // Back keeps what was typed on step 1, account type included.
    await page.getByRole('button', { name: 'Retour', exact: true }).click();
    await expect(page.getByTestId('register-form')).toHaveAttribute('data-step', '1');
    await expect(page.locator('#register-firstName')).toHaveValue('Chantal');
    await expect(page.locator('#register-accountType')).toHaveValue('business');
  });

  test('links to sign in and home', async ({ page }) => {
    await page.goto('/register');
    await page.getByTestId('link-login').click();
    await expect(page).toHaveURL(/\/login\/?$/);
    await page.goto('/fr/register');
    await page.getByTestId('link-home').click();
    await expect(page).toHaveURL(/\/fr\/?$/);
  });
});
