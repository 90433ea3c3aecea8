import { chromium, devices } from '@playwright/test';

const base = 'http://127.0.0.1:4411';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ ...devices['Pixel 7'] });
const page = await ctx.newPage();
await page.request.post(base + '/oauth/login', {
  data: { email: 'admin@demo.openbanking.cm', password: 'DemoPass2026!' },
});
await page.addInitScript(() => {
  window.layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (!e.hadRecentInput)
        window.layoutShifts.push({
          value: e.value,
          sources: e.sources.map((s) => ({
            node: s.node?.outerHTML?.slice(0, 120),
            from: JSON.stringify(s.previousRect),
            to: JSON.stringify(s.currentRect),
          })),
        });
  }).observe({ type: 'layout-shift', buffered: true });
});
await page.goto(base + (process.argv[2] ?? '/admin-dashboard'));
await page.locator(process.argv[3] ?? '#ad-tab-monitoring').click();
await page.getByTestId(process.argv[4] ?? 'monitor-service-gimac').waitFor();
await page.waitForLoadState('networkidle');
await page.waitForTimeout(1500);
console.log(JSON.stringify(await page.evaluate(() => window.layoutShifts), null, 1));
await page.screenshot({ path: '/tmp/mon-phone.png', fullPage: true });
await browser.close();
