import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4521';
const [, , path = '/admin', name = 'signed-out', role = ''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [vp, width, height] of [['desktop', 1280, 900], ['phone', 390, 844]]) {
  for (const lang of ['en', 'fr']) {
    const page = await browser.newPage({ viewport: { width, height } });
    if (role) {
      await page.goto(`${base}${lang === 'fr' ? '/fr' : ''}/admin`);
      await page.locator('[data-hydrated=true]').waitFor();
      await page.fill('#admin-login-email', `${role}@demo.openbanking.cm`);
      await page.fill('#admin-login-password', 'DemoPass2026!');
      await page.click('[data-testid=admin-login-submit]');
      await page.waitForTimeout(1500);
      if (process.argv[5]) {
        await page.getByRole('tab').nth(Number(process.argv[5])).click();
        await page.waitForTimeout(1500);
      }
      if (process.argv[6]) {
        await page.getByTestId(process.argv[6]).first().click();
        await page.waitForTimeout(1500);
      }
    } else {
      await page.goto(`${base}${lang === 'fr' ? '/fr' : ''}${path}`);
      await page.waitForTimeout(1200);
    }
    await page.screenshot({ path: `/tmp/portal-shots/${name}-${lang}-${vp}.png`, fullPage: true, ...(vp === 'phone' ? { clip: { x: 0, y: Number(process.env.SHOT_Y ?? 0), width: 390, height: 1500 } } : {}) });
    await page.close();
  }
}
await browser.close();
