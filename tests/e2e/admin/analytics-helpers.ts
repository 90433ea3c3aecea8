import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { formatCount, formatDayLabel, formatGrowth, formatShare, formatXAF } from '../../../site/lib/format.ts';
import { DEMO_PASSWORD, demo, type Lang, prefix } from '../identity/helpers.ts';

/** The two screens that mount the analytics panel, and how to reach their Analytics tab. */
export const SCREENS = {
  portal: { path: '/admin', tab: '#portal-tab-analytics' },
  dashboard: { path: '/admin-dashboard', tab: '#ad-tab-analytics' },
} as const;

export const TAB_NAME: Record<Lang, string> = { en: 'Analytics', fr: 'Analyses' };

export interface Figures {
  revenue: number;
  revenueGrowth: number | null;
  transactionsThisMonth: number;
  apiCalls: number;
  successRate: number | null;
}

export interface Trends {
  from: string;
  to: string;
  days: number;
  payments: { date: string; providers: { provider: string; volume: number; count: number }[] }[];
  apiCalls: { date: string; calls: number; clientErrors: number; serverErrors: number; errorRate: number | null }[];
}

export async function signInAs(page: Page, role: 'admin' | 'ops' | 'auditor'): Promise<void> {
  const response = await page.request.post('/api/admin/login', {
    data: { email: demo(role).email, password: DEMO_PASSWORD },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The answer the page itself receives for an API path (so figures never race other tests' writes). */
export function answerOf(page: Page, path: string, query?: string): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === path && (query === undefined || url.search === query) && response.ok();
  });
}

/** Opens a screen's Analytics tab; answers the figures and the 30-day trends the panel drew. */
export async function openAnalytics(
  page: Page,
  lang: Lang,
  screen: keyof typeof SCREENS,
): Promise<{ panel: Locator; figures: Figures; trends: Trends }> {
  const figures = answerOf(page, '/api/admin/analytics/dashboard');
  const trends = answerOf(page, '/api/admin/analytics/trends', '?days=30');
  await page.goto(`${prefix(lang)}${SCREENS[screen].path}`);
  await page.locator(SCREENS[screen].tab).click();
  await expect(page.locator(SCREENS[screen].tab)).toHaveText(TAB_NAME[lang]);
  const panel = page.getByTestId('analytics-panel');
  await expect(panel).toBeVisible();
  return { panel, figures: await (await figures).json(), trends: await (await trends).json() };
}

const tileValue = (panel: Locator, id: string) => panel.getByTestId(`summary-${id}`).getByTestId('summary-value');

/** The four cards say the dashboard answer's figures, the reader's way. */
export async function expectCards(panel: Locator, figures: Figures, lang: Lang): Promise<void> {
  await expect(tileValue(panel, 'revenue')).toHaveText(formatXAF(figures.revenue));
  if (figures.revenueGrowth !== null) {
    await expect(panel.getByTestId('summary-revenue')).toContainText(formatGrowth(figures.revenueGrowth, lang));
  }
  await expect(tileValue(panel, 'transactions')).toHaveText(formatCount(figures.transactionsThisMonth, lang));
  await expect(tileValue(panel, 'api-calls')).toHaveText(formatCount(figures.apiCalls, lang));
  await expect(tileValue(panel, 'success-rate')).toHaveText(formatShare(figures.successRate ?? 99.8, lang));
}

/** Both charts draw one bar per day of the answer, and their hidden tables carry its figures. */
export async function expectCharts(panel: Locator, trends: Trends, lang: Lang): Promise<void> {
  const volume = panel.getByTestId('payment-volume-chart');
  const calls = panel.getByTestId('api-calls-chart');
  await expect(volume.locator('.bar-chart-stack')).toHaveCount(trends.days);
  await expect(calls.locator('.bar-chart-bar')).toHaveCount(trends.days);
  await expect(calls.locator('path.bar-chart-line')).toHaveCount(1);
  const volumeTable = volume.getByTestId('chart-table');
  await expect(volumeTable).toBeAttached();
  await expect(volumeTable.locator('tbody th')).toHaveText(
    trends.payments.map((day) => formatDayLabel(day.date, lang)),
  );
  await expect(volumeTable.locator('tbody td:first-of-type')).toHaveText(
    trends.payments.map((day) => formatXAF(day.providers.reduce((sum, entry) => sum + entry.volume, 0))),
  );
  const callsTable = calls.getByTestId('chart-table');
  await expect(callsTable.locator('tbody td:first-of-type')).toHaveText(
    trends.apiCalls.map((day) => formatCount(day.calls, lang)),
  );
  await expect(callsTable.locator('tbody td:last-of-type')).toHaveText(
    trends.apiCalls.map((day) => (day.errorRate === null ? '—' : formatShare(day.errorRate, lang))),
  );
}

export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  await expect(page.locator('.skeleton')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  const found = violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target).join(', ')}`,
  );
  expect(found, where).toEqual([]);
}
