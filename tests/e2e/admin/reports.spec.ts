import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { demo, signInThroughApi } from '../fixtures/accounts.ts';
import { type Lang, prefix } from '../fixtures/language.ts';
import { forgetShifts, recordedShifts, recordShifts } from '../fixtures/layout-shifts.ts';

/**
 * Issue 16 item 5 on screen: the /admin Reports tab
 * generates a report whose progress and download link show in place (issue 30 item 3), pauses
 * and resumes a schedule (restored in a finally), runs one now (a new generated file), shows
 * auditors no schedule controls, and says "Logged out" when signed out mid-generation (issue 30
 * item 8); the dashboard's Audit tab generates an audit report of its date filters, listed on
 * its Analytics tab. English and French, desktop and phone (@mobile).
 *
 * Schedules are shared by every test of the run: the tests that change one run one at a time
 * (serial), and the phone project pauses another schedule than the desktop one. Nothing else in
 * the suite reads the schedules, so this spec is not PLATFORM_WIDE.
 */
// A report is a job: queued, picked up by the runner, rendered (well under a second); the
// default test timeout covers it.
test.describe.configure({ mode: 'serial' });

const text = {
  en: {
    reports: 'Reports',
    audit: 'Audit',
    analytics: 'Analytics',
    generated: 'Report Generated',
    failed: 'Report Generation Failed',
    loggedOut: 'Logged out',
    authRequired: /Authentication required/i,
    paused: 'Paused',
    active: 'Active',
    pausedToast: 'Schedule Paused',
    resumedToast: 'Schedule Resumed',
    ranToast: 'Report Queued',
    ready: 'Ready',
    dailyWhen: 'Daily at 6:00 AM',
    weeklyWhen: 'Mondays at 8:00 AM',
    monthlyWhen: 'Monthly on the 1st at 7:00 AM',
    names: { daily: 'Daily Summary', weekly: 'Weekly Analytics', monthly: 'Monthly Report' },
    readOnly: 'Your role can generate reports but not change the schedules.',
  },
  fr: {
    reports: 'Rapports',
    audit: 'Audit',
    analytics: 'Analyses',
    generated: 'Rapport généré',
    failed: 'Échec de la génération du rapport',
    loggedOut: 'Déconnecté',
    authRequired: /Authentification requise/i,
    paused: 'Suspendu',
    active: 'Actif',
    pausedToast: 'Planification suspendue',
    resumedToast: 'Planification reprise',
    ranToast: 'Rapport mis en file',
    ready: 'Prêt',
    dailyWhen: 'Tous les jours à 06:00',
    weeklyWhen: 'Chaque lundi à 08:00',
    monthlyWhen: 'Le 1er de chaque mois à 07:00',
    names: { daily: 'Résumé quotidien', weekly: 'Analyse hebdomadaire', monthly: 'Rapport mensuel' },
    readOnly: 'Votre rôle peut générer des rapports mais pas modifier les planifications.',
  },
} as const;

type StaffRole = 'admin' | 'ops' | 'auditor';

async function openReports(page: Page, lang: Lang, role: StaffRole): Promise<void> {
  await signInThroughApi(page, demo(role).email);
  await page.goto(`${prefix(lang)}/admin`);
  await expect(page.getByTestId('admin-portal')).toHaveAttribute('data-role', role);
  await page.getByRole('tab', { name: text[lang].reports, exact: true }).click();
  await expect(page.getByTestId('report-templates')).toBeVisible();
  await expect(page.getByTestId('report-schedule')).toHaveCount(3);
}

async function expectToast(page: Page, title: string): Promise<void> {
  await expect(page.getByTestId('toast').filter({ hasText: title }).first()).toBeVisible();
}

async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`),
    `axe on ${where}`,
  ).toEqual([]);
}

/**
 * Generating shows the report's progress in place, then a plain download link beside its button
 * (issue 30 item 3): no new tab, which a popup blocker would stop once the wait outlasts the
 * click. The link's file is checked, and the same link fetched again with the session for its
 * content type. Returns the link.
 */
async function expectPdfInPlace(page: Page, where: Locator, click: () => Promise<void>): Promise<string> {
  const tabs = page.context().pages().length;
  await click();
  const progress = where.getByTestId('report-progress');
  await expect(progress).toHaveAttribute('data-phase', /queued|running/);
  const link = progress.getByTestId('report-progress-download');
  await expect(link).toBeVisible({ timeout: 60_000 });
  await expect(link).toHaveAttribute('download', '');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.url()).toMatch(/\/api\/admin\/reports\/[0-9a-f-]{36}\/download\?expires=\d+&signature=/);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  const again = await page.request.get(download.url());
  expect(again.status()).toBe(200);
  expect(again.headers()['content-type']).toBe('application/pdf');
  expect(page.context().pages()).toHaveLength(tabs);
  return download.url();
}

const reportIdOf = (url: string) => /\/api\/admin\/reports\/([0-9a-f-]{36})\/download/.exec(url)?.[1] ?? '';

for (const [lang, viewport] of (['en', 'fr'] as Lang[]).flatMap((lang) =>
  ['', ' @mobile'].map((viewport) => [lang, viewport] as const),
)) {
  const t = text[lang];

  test.describe(`reports screens (${lang})${viewport}`, () => {
    test('the admin generates a report: its progress, then its download link, in place', async ({ page }) => {
      await openReports(page, lang, 'admin');
      const tab = page.getByTestId('reports-tab');
      await expect(page.getByTestId('report-templates').locator('li')).toHaveCount(8);
      await expect(tab.getByTestId('schedule-when')).toHaveText([t.dailyWhen, t.weeklyWhen, t.monthlyWhen]);
      await expectNoAxeViolations(page, `${lang} /admin Reports`);

      const template = page.getByTestId('report-template-daily_operations');
      await template.getByTestId('report-period').selectOption('last_7_days');
      const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/admin/reports/generate'));
      const url = await expectPdfInPlace(page, template, () => template.getByTestId('report-generate').click());
      expect((await request).postDataJSON()).toEqual({
        type: 'daily_operations',
        parameters: { format: 'pdf', period: 'last_7_days' },
      });
      await expectToast(page, t.generated);

      // The new file is listed, ready, with its own Download link.
      const row = page.locator(`[data-testid=generated-report][data-id="${reportIdOf(url)}"]`);
      await expect(row).toHaveAttribute('data-status', 'ready');
      await expect(row.getByTestId('report-status')).toHaveText(t.ready);
      await expect(row.getByTestId('report-download')).toBeVisible();
      await expectNoAxeViolations(page, `${lang} /admin Reports after generating`);
    });

    test('the Reports tab does not move once its answers arrive, however late', async ({ page }) => {
      await signInThroughApi(page, demo('admin').email);
      // Held back a second each, so the loading state surely paints first (as on a loaded machine).
      await page.route('**/api/admin/reports**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await route.continue();
      });
      await recordShifts(page);
      await page.goto(`${prefix(lang)}/admin`);
      await expect(page.getByTestId('recent-application').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await forgetShifts(page);
      await page.getByRole('tab', { name: t.reports, exact: true }).click();
      await expect(page.getByTestId('reports-count')).toBeVisible();
      await expect(page.getByTestId('report-schedule')).toHaveCount(3);
      await page.waitForLoadState('networkidle');
      const shifts = await recordedShifts(page);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, JSON.stringify(shifts)).toBeLessThan(0.02);
    });

    test('ops pauses a schedule and resumes it', async ({ page }, testInfo) => {
      // The phone project works on another schedule, so the two projects never race on one.
      const type = testInfo.project.name === 'mobile' ? 'analytics_report' : 'daily_operations';
      const name = type === 'analytics_report' ? t.names.weekly : t.names.daily;
      await openReports(page, lang, 'ops');
      const schedule = page.locator(`[data-testid=report-schedule][data-type=${type}]`);
      await expect(schedule.getByTestId('schedule-name')).toHaveText(name);
      await expect(schedule.getByTestId('schedule-state')).toHaveText(t.active);
      try {
        await schedule.getByTestId('schedule-pause').click();
        await expectToast(page, t.pausedToast);
        await expect(schedule).toHaveAttribute('data-paused', 'true');
        await expect(schedule.getByTestId('schedule-state')).toHaveText(t.paused);
        await expectNoAxeViolations(page, `${lang} /admin Reports with a paused schedule`);

        await schedule.getByTestId('schedule-resume').click();
        await expectToast(page, t.resumedToast);
        await expect(schedule).toHaveAttribute('data-paused', 'false');
        await expect(schedule.getByTestId('schedule-state')).toHaveText(t.active);
        await expect(schedule.getByTestId('schedule-next')).not.toHaveText('—');
      } finally {
        // Whatever failed above, the schedule is left running as seeded.
        const list = await page.request.get('/api/admin/reports/schedules');
        const { schedules } = (await list.json()) as { schedules: { id: string; type: string; paused: boolean }[] };
        const seeded = schedules.find((candidate) => candidate.type === type);
        if (seeded?.paused) await page.request.post(`/api/admin/reports/schedules/${seeded.id}/resume`);
      }
    });

    // Running a schedule now is the same job whatever the screen and the language: the journey
    // runs once, on the desktop in English; the French and phone runs check the tab's texts and
    // layout above.
    if (!viewport && lang === 'en') {
      test('ops runs a scheduled report now and its file is listed', async ({ page }) => {
        await openReports(page, lang, 'ops');
        const schedule = page.locator('[data-testid=report-schedule][data-type=monthly_financial]');
        await expect(schedule.getByTestId('schedule-state')).toHaveText(t.paused);
        const answer = page.waitForResponse((response) => /\/schedules\/[0-9a-f-]{36}\/run$/.test(response.url()));
        await schedule.getByTestId('schedule-run').click();
        const run = await answer;
        expect(run.status()).toBe(202);
        const { report } = (await run.json()) as { report: { id: string } };
        await expectToast(page, t.ranToast);
        const row = page.locator(`[data-testid=generated-report][data-id="${report.id}"]`);
        await expect(row.getByTestId('report-requester')).toContainText(t.names.monthly);
        // The list polls while the report is queued or running, until the job has made the file.
        await expect(row).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
        await expect(row.getByTestId('report-download')).toBeVisible();
        await expect(schedule.getByTestId('schedule-last')).not.toHaveText('Never');
        // Running it did not resume it.
        await expect(schedule).toHaveAttribute('data-paused', 'true');
      });
    }

    test('an auditor generates reports but sees no schedule buttons', async ({ page }) => {
      await openReports(page, lang, 'auditor');
      await expect(page.getByTestId('schedules-read-only')).toHaveText(t.readOnly);
      await expect(page.getByTestId('schedule-pause')).toHaveCount(0);
      await expect(page.getByTestId('schedule-resume')).toHaveCount(0);
      await expect(page.getByTestId('schedule-run')).toHaveCount(0);
      await expect(page.getByTestId('report-generate').first()).toBeEnabled();
      await expectNoAxeViolations(page, `${lang} /admin Reports as auditor`);
    });

    test("the dashboard's Audit tab generates an audit report of its dates, listed on its Analytics tab", async ({
      page,
    }) => {
      await signInThroughApi(page, demo('auditor').email);
      await page.goto(`${prefix(lang)}/admin-dashboard`);
      await expect(page.getByTestId('admin-dashboard-page')).toBeVisible();
      await page.getByRole('tab', { name: t.audit, exact: true }).click();
      await expect(page.getByTestId('audit-table')).toBeVisible();
      const start = page.getByLabel(lang === 'fr' ? 'Date de début' : 'Start date', { exact: true });
      const end = page.getByLabel(lang === 'fr' ? 'Date de fin' : 'End date', { exact: true });
      await start.fill('2026-10-01');
      await end.fill('2026-10-31');
      const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/admin/reports/generate'));
      const tab = page.getByTestId('audit-tab');
      const url = await expectPdfInPlace(page, tab, () => page.getByTestId('generate-audit-report').click());
      expect((await request).postDataJSON()).toEqual({
        type: 'audit_report',
        parameters: { format: 'pdf', period: 'custom', from: '2026-10-01', to: '2026-10-31' },
      });
      await expectToast(page, t.generated);
      await expect(page.getByTestId('generate-audit-report')).toBeEnabled();

      // The dashboard lists the generated files as the /admin Reports tab does.
      await page.getByRole('tab', { name: t.analytics, exact: true }).click();
      const row = page.locator(`[data-testid=generated-report][data-id="${reportIdOf(url)}"]`);
      await expect(row.getByTestId('report-status')).toHaveText(t.ready);
      await expect(row.getByTestId('report-download')).toHaveAttribute('download', '');
      await expectNoAxeViolations(page, `${lang} /admin-dashboard Analytics with its generated files`);
    });

    if (!viewport) {
      test('signing out of /admin while a report is generating says Logged out', async ({ page }) => {
        await openReports(page, lang, 'admin');
        // The status call is held until the session is closed, so it surely lands after Logout.
        let asked: () => void = () => {};
        const statusAsked = new Promise<void>((resolve) => {
          asked = resolve;
        });
        let release: () => void = () => {};
        const released = new Promise<void>((resolve) => {
          release = resolve;
        });
        const status = /\/api\/admin\/reports\/[0-9a-f-]{36}$/;
        await page.route(status, async (route) => {
          asked();
          await released;
          await route.continue();
        });
        const template = page.getByTestId('report-template-daily_operations');
        await template.getByTestId('report-generate').click();
        await statusAsked;
        // Every toast text shown from now on, however briefly (one toast at a time, 5 s each).
        await page.evaluate(() => {
          const seen: string[] = [];
          Object.assign(window, { seenToasts: seen });
          new MutationObserver(() => {
            for (const toast of document.querySelectorAll('[data-testid=toast]')) seen.push(toast.textContent ?? '');
          }).observe(document.body, { subtree: true, childList: true, characterData: true });
        });
        await page.getByTestId('logout').click();
        await expectToast(page, t.loggedOut);
        await expect(page.getByTestId('admin-portal')).toHaveCount(0);

        const refused = page.waitForEvent('requestfinished', (request) => status.test(request.url()));
        release();
        expect((await (await refused).response())?.status()).toBe(401);
        // A task and two frames: the refused answer's handling and any toast it would render have run.
        await page.evaluate(
          () => new Promise((resolve) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(resolve)))),
        );
        const seen = await page.evaluate(() => (window as unknown as { seenToasts: string[] }).seenToasts);
        expect(seen.some((line) => line.includes(t.loggedOut))).toBe(true);
        expect(seen.filter((line) => line.includes(t.failed) || t.authRequired.test(line))).toEqual([]);
      });
    }
  });
}
