import { expect, test } from '@playwright/test';
import { demo, signIn } from './helpers.ts';

test('the payments list polls every 30 s, GIMAC status every 60 s; providers and focus trigger nothing', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, 'en', demo('customer').email);
  await expect(page.getByTestId('gimac-state')).toBeVisible();
  await expect(page.locator('#mm-provider option[value=mtn]')).toHaveCount(1);
  await expect(page.getByTestId('payments-list').locator('.skeleton')).toHaveCount(0);

  const counts = { payments: 0, gimac: 0, providers: 0 };
  // Answers, not requests: a poll meets the previous answer only once it has arrived.
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path === '/api/v1/mobile-money/payments') counts.payments += 1;
    if (path === '/api/v1/gimac/status') counts.gimac += 1;
    if (path === '/api/v1/mobile-money/providers') counts.providers += 1;
  });

  // Coming back to the tab refetches nothing (spec 000 §7).
  await page.evaluate(() => {
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
  });
  // runFor fires each timer at its own time, so every poll meets the answer of the one
  // before, stamped a few ms after its tick.
  await page.clock.runFor(29_000);
  expect(counts).toEqual({ payments: 0, gimac: 0, providers: 0 });

  await page.clock.runFor(2_000);
  await expect.poll(() => counts.payments).toBe(1);
  expect(counts.gimac).toBe(0);
  // Let the page read the answer into its cache before time moves on.
  await page.waitForTimeout(300);

  await page.clock.runFor(30_000);
  await expect.poll(() => counts.payments).toBe(2);
  await expect.poll(() => counts.gimac).toBe(1);
  await page.waitForTimeout(300);

  await page.clock.runFor(30_000);
  await expect.poll(() => counts.payments).toBe(3);
  expect(counts.gimac).toBe(1);
  // Providers are cached 10 minutes and never polled.
  expect(counts.providers).toBe(0);
});
