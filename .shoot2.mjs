import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4521';
const [, , name = 'portal', role = 'admin', tab = '0', extra = ''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [vp, width, height] of [['desktop', 1280, 900], ['phone', 390, 844]]) {
  for (const lang of ['en', 'fr']) {
    const page = await browser.newPage({ viewport: { width, height } });
    const r = await page.request.post(`${base}/oauth/login`, { data: { email: `${role}@demo.openbanking.cm`, password: 'DemoPass2026!' } });
    if (!r.ok()) console.log('login', r.status());
    await page.goto(`${base}${lang === 'fr' ? '/fr' : ''}/admin`);
    await page.waitForTimeout(1500);
    if (tab !== '0') { await page.getByRole('tab').nth(Number(tab)).click(); await page.waitForTimeout(1500); }
    if (extra) { await page.getByTestId(extra).first().click(); await page.waitForTimeout(1200); }
    await page.screenshot({ path: `/tmp/portal-shots/${name}-${lang}-${vp}.png`, fullPage: true });
    await page.close();
  }
}
await browser.close();
