import { expect, test } from '@playwright/test';
import { demo, signIn } from '../fixtures/accounts.ts';
import type { Lang } from '../fixtures/language.ts';

const text = {
  en: { payments: 'Failed to load payments', gimac: 'Failed to check GIMAC service status' },
  fr: {
    payments: 'Impossible de charger les paiements',
    gimac: "Impossible de vérifier l'état du service GIMAC",
  },
};

for (const lang of ['en', 'fr'] as Lang[]) {
  test(`the dashboard says when payments or the GIMAC status cannot be loaded (${lang})`, async ({ page }) => {
    // The real server is healthy; an outage is played by answering these two reads with a 503.
    const outage = { status: 503, contentType: 'application/json', body: '{"error":{"code":"service_unavailable"}}' };
    await page.route('**/api/v1/mobile-money/payments', (route) => route.fulfill(outage));
    await page.route('**/api/v1/gimac/status', (route) => route.fulfill(outage));
    await signIn(page, lang, demo('customer').email);
    await expect(page.getByTestId('payments-error')).toHaveText(text[lang].payments);
    await expect(page.getByTestId('gimac-error')).toHaveText(text[lang].gimac);
    // The form keeps working: providers still load.
    await expect(page.locator('#mm-provider option[value=mtn]')).toHaveCount(1);
  });
}
