import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { demo, signIn, signInStaffThroughApi } from '../fixtures/accounts.ts';
import type { Lang } from '../fixtures/language.ts';
import { expectToast, sandboxPhone, text } from '../fixtures/payments.ts';

const paused = {
  en: 'Mobile money payments are paused',
  fr: 'Les paiements mobile money sont suspendus',
} as const;
const interbankPaused = {
  en: 'Interbank transfers are paused',
  fr: 'Les virements interbancaires sont suspendus',
} as const;

/** The demo admin's session token, signed in through the staff door as the Settings tab would. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const { authorization } = await signInStaffThroughApi(request, 'admin');
  return authorization.slice('Bearer '.length);
}

async function setFlag(
  request: APIRequestContext,
  token: string,
  flag: 'mobile_money_payments' | 'interbank_transfers',
  on: boolean,
): Promise<void> {
  const response = await request.put('/api/admin/settings/category/feature_flags', {
    headers: { authorization: `Bearer ${token}` },
    data: { [flag]: on },
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(((await response.json()) as { data: { settings: Record<string, unknown> } }).data.settings).toMatchObject({
    [flag]: on,
  });
}

const setMobileMoney = (request: APIRequestContext, token: string, on: boolean) =>
  setFlag(request, token, 'mobile_money_payments', on);

/**
 * An admin, in a browser of their own, flips mobile_money_payments on the admin dashboard's
 * Settings tab, as staff do; the switch shows the server's answer.
 */
async function switchMobileMoneyOnSettings(browser: Browser, on: boolean): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signInStaffThroughApi(page.request, 'admin');
    await page.goto('/admin-dashboard');
    await page.getByRole('tab', { name: 'Settings', exact: true }).click();
    const toggle = page
      .getByTestId('settings-card-feature_flags')
      .locator('[data-key=mobile_money_payments]')
      .getByRole('switch');
    await expect(toggle).toHaveAttribute('aria-checked', String(!on));
    const saved = page.waitForResponse('**/api/admin/settings/category/feature_flags');
    await toggle.click();
    expect((await saved).status()).toBe(200);
    await expect(toggle).toHaveAttribute('aria-checked', String(on));
  } finally {
    await context.close();
  }
}

async function fillCharge(page: Page) {
  const form = page.getByTestId('mobile-money-form');
  await expect(form.locator('#mm-provider option[value=mtn]')).toHaveCount(1);
  await form.locator('#mm-amount').fill('1500');
  await form.locator('#mm-phone').fill(sandboxPhone('mtn', '00'));
  await form.locator('#mm-provider').selectOption('mtn');
  await form.locator('#mm-name').fill('Amina Nkono');
  await form.locator('#mm-email').fill('amina@example.cm');
}

// The flag is the whole platform's: one language at a time, and always turned on again.
test.describe.configure({ mode: 'serial' });

for (const lang of ['en', 'fr'] as Lang[]) {
  const t = text[lang];

  test(`mobile_money_payments off pauses the customer's charges, on again resumes them (${lang})`, async ({
    page,
    request,
    browser,
  }) => {
    await signIn(page, lang, demo('customer').email);
    const submit = page.getByTestId('mobile-money-submit');
    await expect(page.getByTestId('mobile-money-paused')).toHaveCount(0);
    await expect(submit).toBeEnabled();

    const token = await adminToken(request);
    await switchMobileMoneyOnSettings(browser, false);
    try {
      // The page still believes it open: the charge is refused with the server's message, and
      // the form learns it is paused.
      await fillCharge(page);
      const refused = page.waitForResponse('**/api/v1/mobile-money/charge');
      await submit.click();
      expect((await refused).status()).toBe(503);
      await expectToast(page, t.paymentFailed, paused[lang]);
      await expect(page.getByTestId('mobile-money-paused')).toHaveText(paused[lang]);
      await expect(submit).toBeDisabled();

      // A fresh visit says so at once.
      await page.reload();
      await expect(page.getByTestId('mobile-money-paused')).toHaveText(paused[lang]);
      await expect(submit).toBeDisabled();

      // A charge forced past the disabled button is refused by the server all the same.
      const forced = await page.evaluate(
        async (phone) => {
          const response = await fetch('/api/v1/mobile-money/charge', {
            method: 'POST',
            credentials: 'same-origin',
            headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
            body: JSON.stringify({
              amount: 1500,
              phone,
              provider: 'mtn',
              customer: { name: 'Amina Nkono', email: 'amina@example.cm' },
            }),
          });
          return {
            status: response.status,
            body: (await response.json()) as { error: { reason: string; message: string } },
          };
        },
        sandboxPhone('mtn', '00'),
      );
      expect(forced.status).toBe(503);
      expect(forced.body.error).toMatchObject({ reason: 'mobile_money_paused', message: paused.en });
      await switchMobileMoneyOnSettings(browser, true);
    } finally {
      // Whatever happened above, the platform leaves this test with mobile money on.
      await setMobileMoney(request, token, true);
    }

    await page.reload();
    await expect(page.getByTestId('mobile-money-paused')).toHaveCount(0);
    await fillCharge(page);
    const accepted = page.waitForResponse('**/api/v1/mobile-money/charge');
    await submit.click();
    expect((await accepted).status()).toBe(201);
    await expectToast(page, t.paymentInitiated, new RegExp(`^${t.reference} \\S+$`));
  });
}

for (const lang of ['en', 'fr'] as Lang[]) {
  test(`interbank_transfers off pauses the GIMAC section, on again opens it (${lang})`, async ({ page, request }) => {
    await signIn(page, lang, demo('customer').email);
    const section = page.getByTestId('gimac-section');
    await expect(section.getByTestId('wallet-to-wallet-submit')).toBeEnabled();
    const token = await adminToken(request);
    await setFlag(request, token, 'interbank_transfers', false);
    try {
      await page.reload();
      await expect(section.getByTestId('gimac-paused')).toHaveText(interbankPaused[lang]);
      await expect(section.getByTestId('wallet-to-wallet-submit')).toBeDisabled();
      await section.getByRole('tab', { name: text[lang].bankToMobile }).click();
      await expect(section.getByTestId('bank-to-mobile-submit')).toBeDisabled();
    } finally {
      await setFlag(request, token, 'interbank_transfers', true);
    }
    await page.reload();
    await expect(section.getByTestId('gimac-paused')).toHaveCount(0);
    await expect(section.getByTestId('wallet-to-wallet-submit')).toBeEnabled();
  });
}
