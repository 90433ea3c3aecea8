import { expect, test } from '@playwright/test';
import { demo, signIn } from '../fixtures/accounts.ts';
import { type Lang, prefix } from '../fixtures/language.ts';
import { watchCsp } from '../fixtures/page-checks.ts';
import { expectToast, sandboxPhone, signInFreshCustomer, text } from '../fixtures/payments.ts';

for (const lang of ['en', 'fr'] as Lang[]) {
  const t = text[lang];

  test.describe(`dashboard payments (${lang})`, () => {
    test('a charge to a number ending 00 succeeds and the list shows it as success', async ({ page }) => {
      const csp = watchCsp(page);
      await signIn(page, lang, demo('customer').email);
      const form = page.getByTestId('mobile-money-form');
      // Providers come from the API.
      await expect(form.locator('#mm-provider option[value=mtn]')).toHaveText('MTN Mobile Money');
      await expect(form).toContainText(lang === 'en' ? '237 plus 9 digits' : '237 suivi de 9 chiffres');

      const phone = sandboxPhone('mtn', '00');
      await form.locator('#mm-amount').fill('2500');
      await form.locator('#mm-phone').fill(phone);
      await form.locator('#mm-provider').selectOption('mtn');
      await form.locator('#mm-name').fill('Amina Nkono');
      await form.locator('#mm-email').fill('amina@example.cm');
      await form.locator('#mm-narration').fill('Market stall rent');
      const charge = page.waitForRequest('**/api/v1/mobile-money/charge');
      await page.getByTestId('mobile-money-submit').click();
      const request = await charge;
      expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

      await expectToast(page, t.paymentInitiated, new RegExp(`^${t.reference} \\S+$`));
      const description = await page.locator('ob-toaster .toast-description').first().textContent();
      const reference = description?.split(': ').at(-1)?.trim() ?? '';
      expect(reference).not.toBe('');
      // The form is cleared for the next payment.
      await expect(form.locator('#mm-amount')).toHaveValue('');

      const row = page.locator(`[data-testid=payment-row][data-reference="${reference}"]`);
      await expect(row).toContainText('Amina Nkono');
      await expect(row).toContainText(phone);
      await expect(row).toContainText('Market stall rent');
      await expect(row.getByTestId('payment-amount')).toHaveText(/^2\s500\sFCFA$/);
      await expect(row).toContainText('MTN Mobile Money');
      // Final status: the list refreshes after the charge; the Refresh button stands in for the 30 s poll.
      await expect(async () => {
        await page.getByTestId('payments-refresh').click();
        await expect(row.getByTestId('status-badge')).toHaveAttribute('data-status', 'success', { timeout: 1500 });
      }).toPass({ timeout: 20_000 });
      await expect(row.getByTestId('status-badge')).toHaveText(t.success);
      await expect(row.getByTestId('status-badge')).toHaveClass(/badge-success/);
      expect(csp).toEqual([]);
    });

    test('an Orange charge waiting for the payer links to the Orange Money page until it settles', async ({ page }) => {
      // The sandbox holds an 04 number ~10 s before it succeeds, and the wait for it below is
      // allowed 30 s of its own: the default 30 s for the whole test (sign-in included) is not enough.
      test.slow();
      await signIn(page, lang, demo('customer').email);
      const form = page.getByTestId('mobile-money-form');
      await expect(form.locator('#mm-provider option[value=orange]')).toHaveCount(1);
      await form.locator('#mm-amount').fill('1800');
      // 04: the provider accepts, then answers success ~2 s later.
      await form.locator('#mm-phone').fill(sandboxPhone('orange', '04'));
      await form.locator('#mm-provider').selectOption('orange');
      await form.locator('#mm-name').fill('Paul Etoa');
      await form.locator('#mm-email').fill('paul@example.cm');
      const charged = page.waitForResponse('**/api/v1/mobile-money/charge');
      await page.getByTestId('mobile-money-submit').click();
      const reference = ((await (await charged).json()) as { data: { reference: string } }).data.reference;
      const row = page.locator(`[data-testid=payment-row][data-reference="${reference}"]`);
      const link = row.getByTestId('payment-confirm-link');
      await expect(async () => {
        await page.getByTestId('payments-refresh').click();
        await expect(link).toBeVisible({ timeout: 500 });
      }).toPass({ timeout: 10_000 });
      await expect(row.getByTestId('status-badge')).toHaveAttribute('data-status', 'processing');
      await expect(link).toHaveText(
        lang === 'en' ? 'Confirm on the Orange Money page' : 'Confirmer sur la page Orange Money',
      );
      await expect(link).toHaveAttribute('href', /\/sandbox\/orange\/mpayment\//);
      await expect(async () => {
        await page.getByTestId('payments-refresh').click();
        await expect(row.getByTestId('status-badge')).toHaveAttribute('data-status', 'success', { timeout: 1500 });
      }).toPass({ timeout: 30_000 });
      await expect(link).toHaveCount(0);
    });

    test('a charge to a number ending 01 ends failed, shown red in the list', async ({ page }) => {
      await signIn(page, lang, demo('customer').email);
      const form = page.getByTestId('mobile-money-form');
      await expect(form.locator('#mm-provider option[value=orange]')).toHaveCount(1);
      await form.locator('#mm-amount').fill('1200');
      await form.locator('#mm-phone').fill(sandboxPhone('orange', '01'));
      await form.locator('#mm-provider').selectOption('orange');
      await form.locator('#mm-name').fill('Paul Etoa');
      await form.locator('#mm-email').fill('paul@example.cm');
      await page.getByTestId('mobile-money-submit').click();
      await expectToast(page, t.paymentInitiated);
      const description = await page.locator('ob-toaster .toast-description').first().textContent();
      const reference = description?.split(': ').at(-1)?.trim() ?? '';
      const badge = page.locator(`[data-testid=payment-row][data-reference="${reference}"] [data-testid=status-badge]`);
      await expect(async () => {
        await page.getByTestId('payments-refresh').click();
        await expect(badge).toHaveAttribute('data-status', 'failed', { timeout: 1500 });
      }).toPass({ timeout: 20_000 });
      await expect(badge).toHaveText(t.failed);
      await expect(badge).toHaveClass(/badge-danger/);
      // The reason in the reader's language, with Orange's own code for support.
      const reason = page.locator(
        `[data-testid=payment-row][data-reference="${reference}"] [data-testid=payment-failure]`,
      );
      await expect(reason).toContainText(
        lang === 'en' ? 'Insufficient funds (INSUFFICIENT_FUNDS)' : 'Fonds insuffisants (INSUFFICIENT_FUNDS)',
      );
    });

    test('missing fields raise "Validation error"; a refused charge raises "Payment failed" with the server message', async ({
      page,
    }) => {
      await signIn(page, lang, demo('customer').email);
      const form = page.getByTestId('mobile-money-form');
      await expect(form.locator('#mm-provider option[value=mtn]')).toHaveCount(1);
      await page.getByTestId('mobile-money-submit').click();
      await expectToast(page, t.validationError, t.fillRequired);

      // An Orange number sent as MTN: the server refuses it and its message is shown.
      await form.locator('#mm-amount').fill('500');
      await form.locator('#mm-phone').fill('237690000000');
      await form.locator('#mm-provider').selectOption('mtn');
      await form.locator('#mm-name').fill('Amina');
      await form.locator('#mm-email').fill('amina@example.cm');
      await page.getByTestId('mobile-money-submit').click();
      await expect(page.locator('ob-toaster .toast-title').first()).toHaveText(t.paymentFailed);
      await expect(page.locator('ob-toaster .toast-description').first()).not.toHaveText('');
      // The fields are kept for correction.
      await expect(form.locator('#mm-phone')).toHaveValue('237690000000');
    });

    test('GIMAC: the status card is online and a bank-to-mobile transfer is initiated', async ({ page }) => {
      await signIn(page, lang, demo('customer').email);
      const status = page.getByTestId('gimac-status');
      await expect(status.getByTestId('gimac-state')).toHaveText(t.online);
      await expect(status.getByTestId('gimac-services').locator('li').first()).toBeVisible();

      await page.getByRole('tab', { name: t.bankToMobile }).click();
      const form = page.getByTestId('bank-to-mobile-form');
      await expect(form.locator('#b2m-bank option').nth(1)).toBeAttached();
      await form.locator('#b2m-amount').fill('999');
      await form.locator('#b2m-bank').selectOption({ index: 1 });
      await form.locator('#b2m-account').fill('CM2100010000123456789');
      await form.locator('#b2m-phone').fill(sandboxPhone('mtn', '00'));
      await form.locator('#b2m-operator').selectOption('MTN_CM');
      await form.locator('#b2m-name').fill('Amina Nkono');
      await form.locator('#b2m-email').fill('amina@example.cm');
      // Under the 1000 XAF minimum: refused before any call, the minimum written as money.
      await page.getByTestId('bank-to-mobile-submit').click();
      await expectToast(page, t.validationError, t.bankToMobileMinimum);

      await form.locator('#b2m-amount').fill('15000');
      await page.getByTestId('bank-to-mobile-submit').click();
      await expectToast(page, t.transferInitiated, new RegExp(`^${t.transactionId} \\S+$`));
    });

    test('GIMAC Mobile to Mobile: a wallet-to-wallet transfer is initiated', async ({ page }) => {
      await signIn(page, lang, demo('customer').email);
      await page.getByRole('tab', { name: t.mobileToMobile }).click();
      const form = page.getByTestId('wallet-to-wallet-form');
      await expect(form.locator('#w2w-sender-operator option[value=MTN_CM]')).toHaveCount(1);
      await form.locator('#w2w-amount').fill('3000');
      await form.locator('#w2w-sender-phone').fill(sandboxPhone('mtn', '00'));
      await form.locator('#w2w-sender-operator').selectOption('MTN_CM');
      await form.locator('#w2w-receiver-phone').fill(sandboxPhone('orange', '00'));
      await form.locator('#w2w-receiver-operator').selectOption('ORANGE_CM');
      await form.locator('#w2w-name').fill('Amina Nkono');
      await form.locator('#w2w-email').fill('amina@example.cm');
      await page.getByTestId('wallet-to-wallet-submit').click();
      await expectToast(page, t.walletInitiated, new RegExp(`^${t.transactionId} \\S+$`));
    });

    test('a new customer sees the empty list text', async ({ page }) => {
      // The demo auditor has made no payment of its own, but staff see every payment; a fresh
      // customer account is the one with an empty list.
      await signInFreshCustomer(page, lang);
      await expect(page.getByTestId('payments-empty')).toHaveText(t.empty);
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/dashboard/?$`));
    });
  });
}
