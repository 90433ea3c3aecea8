import { expect, test } from '@playwright/test';
import { formatCount, formatDayLabel } from '../../../domain/format.ts';
import { signInStaffThroughApi } from '../fixtures/accounts.ts';
import {
  answerOf,
  expectCards,
  expectCharts,
  expectNoAxeViolations,
  FIGURE_WORDS,
  openAnalytics,
  SCREENS,
  type Trends,
  tileLine,
} from '../fixtures/analytics.ts';
import { type Lang, prefix } from '../fixtures/language.ts';

/**
 * Issue 16 item 4 on screen: the /admin and /admin-dashboard
 * Analytics tabs show the four cards and the two charts with the figures the API answered the
 * page (demo data), their text alternatives, and refetch for another period. The advanced
 * sections stay hidden while `advanced_analytics` is off (its default); turning it on is
 * analytics-advanced.spec.ts, a platform-wide spec.
 */
for (const viewport of ['', ' @mobile']) {
  for (const lang of ['en', 'fr'] as Lang[]) {
    for (const screen of Object.keys(SCREENS) as (keyof typeof SCREENS)[]) {
      test.describe(`${screen} Analytics tab (${lang})${viewport}`, () => {
        test(`cards and charts from the API's answers, axe clean${viewport}`, async ({ page }) => {
          await signInStaffThroughApi(page, screen === 'portal' ? 'admin' : 'auditor');
          const features = answerOf(page, '/api/v1/features');
          const { panel, figures, trends } = await openAnalytics(page, lang, screen);
          expect(trends.days).toBe(30);
          await expectCards(panel, figures, lang);
          await expectCharts(panel, trends, lang);
          // The demo data has payments of every provider in the window, so the chart is not empty.
          expect(trends.payments.some((day) => day.providers.some((entry) => entry.volume > 0))).toBe(true);
          expect((await (await features).json()).advancedAnalytics).toBe(false);
          await expect(panel.getByTestId('analytics-advanced')).toHaveCount(0);
          await expectNoAxeViolations(page, `${screen} analytics (${lang})`);
        });

        test(`the period buttons refetch the charts for 7 and 90 days${viewport}`, async ({ page }) => {
          await signInStaffThroughApi(page, 'ops');
          const { panel } = await openAnalytics(page, lang, screen);
          await expect(panel.getByTestId('analytics-days-30')).toHaveAttribute('aria-pressed', 'true');
          for (const days of [7, 90]) {
            const answer = answerOf(page, '/api/admin/analytics/trends', `?days=${days}`);
            await panel.getByTestId(`analytics-days-${days}`).click();
            const trends: Trends = await (await answer).json();
            expect(trends.days).toBe(days);
            await expect(panel).toHaveAttribute('data-days', String(days));
            await expect(panel.getByTestId(`analytics-days-${days}`)).toHaveAttribute('aria-pressed', 'true');
            await expectCharts(panel, trends, lang);
          }
          // Request logs are kept 30 days: 90 days says so under the calls chart.
          await expect(panel.getByTestId('analytics-calls').locator('.analytics-note')).toBeVisible();
        });
      });
    }
  }
}

/**
 * Issue 30 item 5: the /admin Dashboard's API Calls is the Analytics card's figure, under the
 * same words naming its period and what it counts; its growth names what it compares.
 */
for (const lang of ['en', 'fr'] as Lang[]) {
  test(`the Dashboard's API Calls names its 30 days and is the Analytics card's figure (${lang})`, async ({ page }) => {
    await signInStaffThroughApi(page, 'admin');
    const statsAnswer = answerOf(page, '/api/admin/stats');
    await page.goto(`${prefix(lang)}/admin`);
    const stats = await (await statsAnswer).json();
    const day = (date: string) => formatDayLabel(date, lang);
    const words = FIGURE_WORDS[lang];
    const tab = page.getByTestId('dashboard-tab');
    await expect(tab.getByTestId('summary-api-calls').getByTestId('summary-value')).toHaveText(
      formatCount(stats.totalApiCalls, lang),
    );
    await expect(tileLine(tab, 'api-calls', 'hint')).toHaveText(
      words.apiCalls(day(stats.apiCallsPeriod.from), day(stats.apiCallsPeriod.to)),
    );
    await expect(tileLine(tab, 'api-calls', 'detail')).toHaveText(
      words.keyGrowth(day(stats.growthComparedPeriod.from), day(stats.growthComparedPeriod.to)),
    );
    const { panel, figures } = await openAnalytics(page, lang, 'portal');
    expect(figures.apiCalls).toBe(stats.totalApiCalls);
    expect(figures.apiCallsPeriod).toEqual(stats.apiCallsPeriod);
    await expectCards(panel, figures, lang);
  });
}
