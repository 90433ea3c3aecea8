import { expect, type Page, test } from '@playwright/test';
import { demo, signIn } from './helpers.ts';

/** Screens must fit a 390 px phone without sideways scrolling (tables scroll inside their frame). */
async function expectNoPageOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Full-page screenshots go to the test's output folder (SHOTS_DIR to keep them elsewhere). */
async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR ?? test.info().outputPath();
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

for (const width of [1280, 390]) {
  test(`dashboard and payment management lay out at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'en', demo('ops').email);
    await expect(page.getByTestId('mobile-money-form').locator('#mm-provider option[value=mtn]')).toHaveCount(1);
    await expect(page.getByTestId('gimac-status').locator('.badge').first()).toBeVisible();
    await expectNoPageOverflow(page);
    await shoot(page, `dashboard-${width}`);

    await page.goto('/fr/payment-management');
    await expect(page.getByTestId('transactions-table')).toBeVisible();
    await expect(page.getByTestId('summary-total-transactions').getByTestId('summary-value')).not.toBeEmpty();
    await expectNoPageOverflow(page);
    await shoot(page, `payment-management-${width}`);
    const rows = page.getByTestId('view-details');
    if ((await rows.count()) > 0) {
      await rows.first().click();
      await expect(page.getByTestId('transaction-details')).toBeVisible();
      await shoot(page, `details-${width}`);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('transaction-details')).toHaveCount(0);
    }
    await page.getByTestId('new-payment').click();
    await expect(page.getByTestId('new-payment-dialog')).toBeVisible();
    await shoot(page, `new-payment-${width}`);
    await page.keyboard.press('Escape');
    for (const tab of ['Analyses', 'Rapprochement', 'Opérateurs']) {
      await page.getByRole('tab', { name: tab }).click();
      await expectNoPageOverflow(page);
      await shoot(page, `pm-${tab}-${width}`);
    }
  });
}
