import { expect, type Page, test } from '@playwright/test';
import { formatCount, formatDayLabel, formatShare } from '../../../domain/format.ts';
import { signInStaffThroughApi } from '../fixtures/accounts.ts';
import { answerOf, expectNoAxeViolations, openAnalytics, SCREENS } from '../fixtures/analytics.ts';
import type { Lang } from '../fixtures/language.ts';

/**
 * The `advanced_analytics` flag on screen (issue 16 item 3): on, both Analytics tabs add
 * failures by category, top endpoints, busiest hours and new users per day with the figures the
 * API answered; the flag is the whole platform's, so this spec runs in the platform-wide
 * project (playwright.config.ts) and puts the flag back off in a finally.
 */
interface Advanced {
  days: number;
  failuresByCategory: { category: string; count: number }[];
  topEndpoints: { method: string; endpoint: string; calls: number; errorRate: number | null; p95Ms: number }[];
  busiestHours: { hour: number; calls: number }[];
  newUsers: { date: string; users: number }[];
}

async function setAdvanced(page: Page, on: boolean): Promise<void> {
  const response = await page.request.put('/api/admin/settings/category/feature_flags', {
    data: { advanced_analytics: on },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test.describe.configure({ mode: 'serial' });

test('advanced_analytics on shows the extra sections on both screens, in both languages', async ({ page }) => {
  test.slow();
  await signInStaffThroughApi(page, 'admin');
  await setAdvanced(page, true);
  try {
    for (const lang of ['en', 'fr'] as Lang[]) {
      for (const screen of Object.keys(SCREENS) as (keyof typeof SCREENS)[]) {
        const answer = answerOf(page, '/api/admin/analytics/advanced', '?days=30');
        const { panel } = await openAnalytics(page, lang, screen);
        const advanced: Advanced = await (await answer).json();
        const section = panel.getByTestId('analytics-advanced');
        await expect(section).toBeVisible();
        if (advanced.failuresByCategory.length > 0) {
          await expect(section.getByTestId('failures-table').locator('tbody tr')).toHaveCount(
            advanced.failuresByCategory.length,
          );
          await expect(section.getByTestId('failures-table').locator('tbody td:last-child')).toHaveText(
            advanced.failuresByCategory.map((row) => formatCount(row.count, lang)),
          );
        }
        const endpoints = section.getByTestId('endpoints-table');
        await expect(endpoints.locator('tbody td:first-child')).toHaveText(
          advanced.topEndpoints.map((row) => `${row.method} ${row.endpoint}`),
        );
        await expect(endpoints.locator('tbody td:nth-child(3)')).toHaveText(
          advanced.topEndpoints.map((row) => (row.errorRate === null ? '—' : formatShare(row.errorRate, lang))),
        );
        const hours = section.getByTestId('busiest-hours-chart');
        await expect(hours.locator('.bar-chart-bar')).toHaveCount(24);
        await expect(hours.getByTestId('chart-table').locator('tbody td')).toHaveText(
          advanced.busiestHours.map((row) => formatCount(row.calls, lang)),
        );
        const users = section.getByTestId('new-users-chart');
        await expect(users.getByTestId('chart-table').locator('tbody th')).toHaveText(
          advanced.newUsers.map((row) => formatDayLabel(row.date, lang)),
        );
        await expect(users.getByTestId('chart-table').locator('tbody td')).toHaveText(
          advanced.newUsers.map((row) => formatCount(row.users, lang)),
        );
        await expectNoAxeViolations(page, `${screen} advanced analytics (${lang})`);
      }
    }
  } finally {
    await setAdvanced(page, false);
  }
});

test('the advanced sections fit a phone (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInStaffThroughApi(page, 'admin');
  await setAdvanced(page, true);
  try {
    const { panel } = await openAnalytics(page, 'fr', 'dashboard');
    await expect(panel.getByTestId('new-users-chart')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, 'dashboard advanced analytics on a phone (fr)');
  } finally {
    await setAdvanced(page, false);
  }
});
