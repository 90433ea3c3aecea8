import { expect, type Page, test } from '@playwright/test';
import { demo, signIn } from '../fixtures/accounts.ts';
import { chargeViaApi, sandboxPhone } from '../fixtures/payments.ts';

/** Screens must fit a 390 px phone without sideways scrolling (tables scroll inside their frame). */
async function expectNoPageOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Full-page screenshots go to the test's output folder (SHOTS_DIR to keep them elsewhere). */
async function shoot(page: Page, name: string, fullPage = true) {
  const dir = process.env.SHOTS_DIR ?? test.info().outputPath();
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}

for (const width of [1280, 390]) {
  test(`dashboard and payment management lay out at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'en', demo('ops').email);
    // Rows to lay out: a success and two failures (insufficient funds, declined).
    await chargeViaApi(page, sandboxPhone('mtn', '00'), 'mtn', 125_000);
    await chargeViaApi(page, sandboxPhone('orange', '01'), 'orange', 3_500);
    await chargeViaApi(page, sandboxPhone('mtn', '06'), 'mtn', 48_000);
    await page.reload();
    await expect(page.getByTestId('mobile-money-form').locator('#mm-provider option[value=mtn]')).toHaveCount(1);
    await expect(page.getByTestId('gimac-status').locator('.badge').first()).toBeVisible();
    await expectNoPageOverflow(page);
    await shoot(page, `dashboard-${width}`);

    await page.goto('/fr/payment-management');
    await expect(page.getByTestId('transactions-table')).toBeVisible();
    await expect(page.getByTestId('summary-total-transactions').getByTestId('summary-value')).not.toBeEmpty();
    await expectNoPageOverflow(page);
    await shoot(page, `payment-management-${width}`);
    await page.getByTestId('view-details').first().click();
    await expect(page.getByTestId('transaction-details')).toBeVisible();
    await shoot(page, `details-${width}`, false);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('transaction-details')).toHaveCount(0);
    await page.getByTestId('new-payment').click();
    await expect(page.getByTestId('new-payment-dialog')).toBeVisible();
    await shoot(page, `new-payment-${width}`, false);
    await page.keyboard.press('Escape');
    for (const [tab, name] of [
      ['Analyses', 'analytics'],
      ['Rapprochement', 'reconciliation'],
      ['Opérateurs', 'providers'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      if (name === 'reconciliation') {
        await page.getByTestId('generate-report').click();
        await expect(page.getByTestId('reconciliation-report')).toBeVisible();
        await expect(page.getByTestId('unresolved-table')).toBeVisible();
      }
      if (name === 'providers') await expect(page.getByTestId('provider-health')).toHaveCount(3);
      await expectNoPageOverflow(page);
      await shoot(page, `pm-${name}-${width}`);
    }
  });
}
