import { expect, test } from '@playwright/test';
import { chargeViaApi, expectToast, sandboxPhone, signInFreshCustomer, text } from '../fixtures/payments.ts';

/**
 * Issue 12: while the list holds a payment in flight it is fetched every 3 s for two minutes,
 * then every 30 s again; a status change is announced politely and toasted. The page's clock
 * is driven by Playwright; the sandbox settles on the server's own clock.
 */
test.describe('the payments list while a payment is in flight', () => {
  test('is fetched every 3 s for two minutes, then every 30 s', async ({ page }) => {
    await page.clock.install();
    await signInFreshCustomer(page, 'en');
    // Ending 03: the sandbox keeps it pending for a minute of real time, far longer than this test.
    const reference = await chargeViaApi(page, sandboxPhone('mtn', '03'), 'mtn');
    await page.reload();
    const row = page.locator(`[data-testid=payment-row][data-reference="${reference}"]`);
    await expect(row.getByTestId('status-badge')).toHaveAttribute('data-status', /pending|processing/);

    let answers = 0;
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/v1/mobile-money/payments') answers += 1;
    });
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
    // Each step fires the next 3 s poll; the next waits for its answer to have arrived.
    for (let poll = 1; poll <= 5; poll += 1) {
      await page.clock.runFor(3_000);
      await expect.poll(() => answers).toBeGreaterThanOrEqual(poll);
    }
    expect(answers).toBeLessThanOrEqual(6);

    // Past two minutes the fast polls stop: only the 30 s poll is left.
    await page.clock.runFor(120_000);
    await expect.poll(() => answers).toBeGreaterThan(5);
    const settled = answers;
    await page.clock.runFor(20_000);
    expect(answers - settled).toBeLessThanOrEqual(1);
  });

  for (const lang of ['en', 'fr'] as const) {
    test(`announces a status change in a live region and a toast (${lang})`, async ({ page }) => {
      await page.clock.install();
      await signInFreshCustomer(page, lang);
      // Ending 04: pending for 10 s of the server's time, then success.
      const reference = await chargeViaApi(page, sandboxPhone('mtn', '04'), 'mtn');
      await page.reload();
      const row = page.locator(`[data-testid=payment-row][data-reference="${reference}"]`);
      await expect(row.getByTestId('status-badge')).toHaveAttribute('data-status', /pending|processing/);
      // Each round moves the page 3 s on (one fast poll) until the server has settled it.
      await expect
        .poll(
          async () => {
            await page.clock.runFor(3_000);
            return row.getByTestId('status-badge').getAttribute('data-status');
          },
          { timeout: 30_000, intervals: [1_000] },
        )
        .toBe('success');
      const said =
        lang === 'en' ? `Payment ${reference}: ${text.en.success}` : `Paiement ${reference} : ${text.fr.success}`;
      await expect(page.getByTestId('payments-announcement')).toHaveText(said);
      await expect(page.getByTestId('payments-announcement')).toHaveAttribute('aria-live', 'polite');
      await expectToast(page, lang === 'en' ? 'Payment status updated' : 'Statut du paiement mis à jour', said);
    });
  }
});
