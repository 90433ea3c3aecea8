import { chromium, devices } from '@playwright/test';

const base = 'http://127.0.0.1:4411';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const dev of ['Pixel 7', 'Desktop Chrome']) {
  const ctx = await browser.newContext({ ...devices[dev] });
  const page = await ctx.newPage();
  await page.request.post(base + '/oauth/login', {
    data: { email: 'admin@demo.openbanking.cm', password: 'DemoPass2026!' },
  });
  await page.route('**/api/admin/system/health', async (route) => {
    await new Promise((r) => setTimeout(r, 2500));
    await route.continue();
  });
  await page.addInitScript(() => {
    window.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (!e.hadRecentInput)
          window.layoutShifts.push({
            value: e.value,
            sources: e.sources.map((s) => ({
              node: s.node?.outerHTML?.slice(0, 100),
              from: JSON.stringify(s.previousRect),
              to: JSON.stringify(s.currentRect),
            })),
          });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(base + '/admin-dashboard');
  await page.locator('#ad-tab-monitoring').click();
  await page.waitForTimeout(800);
  const before = await page.evaluate(() =>
    [...document.querySelectorAll('.ops-list, .stat-tile, .ops-head')].map(
      (e) => e.className + ':' + Math.round(e.getBoundingClientRect().height),
    ),
  );
  await page.getByTestId('monitor-service-gimac').waitFor();
  await page.waitForTimeout(1000);
  const after = await page.evaluate(() =>
    [...document.querySelectorAll('.ops-list, .stat-tile, .ops-head')].map(
      (e) => e.className + ':' + Math.round(e.getBoundingClientRect().height),
    ),
  );
  console.log(dev, JSON.stringify(before), '\n', JSON.stringify(after));
  console.log(JSON.stringify(await page.evaluate(() => window.layoutShifts), null, 1).slice(0, 3000));
  await ctx.close();
}
await browser.close();
