import { expect, type Page, test } from '@playwright/test';
import { demo, signInThroughApi } from '../fixtures/accounts.ts';
import { type Lang, prefix } from '../fixtures/language.ts';
import { expectStableLayout, recordShifts } from '../fixtures/layout-shifts.ts';
import { pendingConsentPath } from '../fixtures/oauth-consent.ts';

/**
 * Issue 12 item 2: the first paint is the final layout. Each page is loaded with a
 * PerformanceObserver recording every layout shift not caused by input (what Lighthouse sums
 * as CLS), left to fetch what it fetches, and its total must stay under 0.02, on a desktop
 * and (tests tagged @mobile) a phone viewport, in both languages. The signed-out pages are
 * measured by the axe walk on its own load of each (SIGNED_OUT_STABLE_PAGES); here, the pages
 * a signed-in person sees and the tabs that load their figures after the click.
 */
const SIGNED_IN: { path: string; role: 'customer' | 'ops' | 'admin' }[] = [
  { path: '/dashboard', role: 'customer' },
  { path: '/payment-management', role: 'ops' },
  { path: '/api-management', role: 'customer' },
  { path: '/oauth/consent?interaction=not-a-real-request', role: 'customer' },
  { path: '/admin', role: 'admin' },
  { path: '/admin-dashboard', role: 'admin' },
];

async function loadStable(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expectStableLayout(page, url);
}

for (const viewport of ['', ' @mobile']) {
  for (const lang of ['en', 'fr'] as Lang[]) {
    const at = (path: string) => `${prefix(lang)}${path === '/' && lang === 'fr' ? '' : path}`;

    for (const { path, role } of SIGNED_IN) {
      test(`no layout shift: ${at(path)} signed in as ${role}${viewport}`, async ({ page }) => {
        await signInThroughApi(page, demo(role).email);
        await recordShifts(page);
        await loadStable(page, at(path));
      });
    }

    test(`no layout shift: ${at('/oauth/consent')} with an app asking, signed in as customer${viewport}`, async ({
      page,
      baseURL,
    }) => {
      const consent = await pendingConsentPath(baseURL as string, lang);
      await signInThroughApi(page, demo('customer').email);
      await recordShifts(page);
      await loadStable(page, consent);
      await expect(page.getByTestId('consent-screen')).toBeVisible();
    });

    // Issue 16's tabs load their figures after the click: once loaded, nothing moved. `slow`
    // holds the tab's answer back a second, so its loading state surely paints first (as on a
    // loaded CI machine, where the Monitoring tab once shifted by 0.087 on a phone).
    for (const { path, tab, loaded, slow } of [
      { path: '/admin-dashboard', tab: '#ad-tab-settings', loaded: 'settings-card-feature_flags' },
      {
        path: '/admin-dashboard',
        tab: '#ad-tab-monitoring',
        loaded: 'monitor-service-gimac',
        slow: '**/api/admin/system/health',
      },
      { path: '/admin', tab: '#portal-tab-system', loaded: 'system-connector-gimac' },
      { path: '/admin-dashboard', tab: '#ad-tab-analytics', loaded: 'api-calls-chart' },
      { path: '/admin', tab: '#portal-tab-analytics', loaded: 'api-calls-chart' },
    ]) {
      test(`no layout shift: ${at(path)} ${tab} signed in as admin${viewport}`, async ({ page }) => {
        await signInThroughApi(page, demo('admin').email);
        if (slow) {
          await page.route(slow, async (route) => {
            await new Promise((resolve) => setTimeout(resolve, 1_000));
            await route.continue();
          });
        }
        await recordShifts(page);
        await page.goto(at(path));
        await page.locator(tab).click();
        await expect(page.getByTestId(loaded)).toBeVisible();
        await expectStableLayout(page, `${at(path)} ${tab}`);
      });
    }
  }
}
