import { expect, test } from '@playwright/test';
import { signInFreshCustomer } from '../fixtures/payments.ts';

declare global {
  interface Window {
    /** The page clock's time at each GET of the payments list (set by the init script below). */
    paymentListFetches: number[];
    /** Answers of the payments list and GIMAC status the page has read (set by the init script below). */
    answersRead: { payments: number; gimac: number };
  }
}

test('the payments list polls every 30 s, GIMAC status every 60 s; providers and focus trigger nothing', async ({
  page,
}) => {
  // The page's fake clock keeps pace with real time until it is paused, and an unknown amount
  // of real time passes between the list's first fetch and the pause. So the first poll is
  // found where it happened (its fetch notes the page's clock), and the rest are timed from it.
  // An answer counts as read once the page has its text; what the page does with it next runs
  // in the same task, so it is done by the time the test asks (its own task) — no real-time wait.
  await page.addInitScript(() => {
    window.paymentListFetches = [];
    window.answersRead = { payments: 0, gimac: 0 };
    const watched: Record<string, 'payments' | 'gimac'> = {
      '/api/v1/mobile-money/payments': 'payments',
      '/api/v1/gimac/status': 'gimac',
    };
    const send = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      const name = watched[new URL(url, location.href).pathname];
      if (name === 'payments') window.paymentListFetches.push(Date.now());
      const response = await send(input, init);
      if (name) {
        const readText = response.text.bind(response);
        response.text = async () => {
          const text = await readText();
          window.answersRead[name] += 1;
          return text;
        };
      }
      return response;
    };
  });
  const answersRead = () => page.evaluate(() => window.answersRead);
  await page.clock.install();
  await signInFreshCustomer(page, 'en');
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
  const pageNow = () => page.evaluate(() => Date.now());
  await page.clock.pauseAt((await pageNow()) + 100);

  // Coming back to the tab refetches nothing.
  await page.evaluate(() => {
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
  });
  // The first poll comes 30 s after the list mounted, less the real seconds already gone.
  await page.clock.runFor(20_000);
  expect(counts).toEqual({ payments: 0, gimac: 0, providers: 0 });
  await page.clock.runFor(15_000);
  await expect.poll(() => counts.payments).toBe(1);
  expect(counts.gimac).toBe(0);
  const firstPoll = (await page.evaluate(() => window.paymentListFetches))[1];
  if (firstPoll === undefined) throw new Error('the first poll did not note its time');
  // Let the page read the answer (the first load's and this poll's) into its cache before time moves on.
  await expect.poll(answersRead).toMatchObject({ payments: 2 });

  // runFor fires each timer at its own time, so every poll meets the answer of the one before.
  await page.clock.runFor(firstPoll + 29_000 - (await pageNow()));
  expect(counts.payments).toBe(1);
  await page.clock.runFor(2_000);
  await expect.poll(() => counts.payments).toBe(2);
  // GIMAC's first poll, 60 s after it mounted with the list.
  await expect.poll(() => counts.gimac).toBe(1);
  await expect.poll(answersRead).toEqual({ payments: 3, gimac: 2 });

  await page.clock.runFor(30_000);
  await expect.poll(() => counts.payments).toBe(3);
  expect(counts.gimac).toBe(1);
  // Providers are cached 10 minutes and never polled.
  expect(counts.providers).toBe(0);
});
