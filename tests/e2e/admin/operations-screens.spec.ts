import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { demo, signInStaffThroughApi, signInThroughApi } from '../fixtures/accounts.ts';
import { type Lang, prefix } from '../fixtures/language.ts';

/**
 * Issue 16 items 1, 2 and 6 on screen: the dashboard's
 * Monitoring tab on the live measurement and its 30 s refresh (driven by page.clock), the
 * Settings tab (a flag toggled and persisted, a bad number's field error, export, import with
 * its preview), the header's System Logs (Export Data: export-data.spec.ts), and the portal's System tab.
 * Settings are the whole platform's: every test that changes one restores it in a finally,
 * and those tests run one at a time.
 */
const text = {
  en: {
    tabs: ['Overview', 'Users', 'Monitoring', 'Audit', 'Settings', 'Analytics'],
    monitoring: 'Monitoring',
    settings: 'Settings',
    system: 'System',
    gb: /^\d[\d,]*\.\d GB \/ \d[\d,]*\.\d GB$/,
    status: { up: 'Up', degraded: 'Degraded', down: 'Down' },
    health: { healthy: 'Healthy', warning: 'Warning', critical: 'Critical' },
    portalStatus: { up: 'Operational', degraded: 'Degraded', down: 'Down' },
    updated: 'Setting Updated',
    failed: 'Update Failed',
    failedBody: 'Failed to update setting',
    tooLarge: 'login_max_failures must be at most 20',
    featureFlags: 'Feature Flags',
    logsTitle: 'System Logs',
    logsEmpty: 'No warnings or errors match these filters.',
    imported: 'Settings Imported',
    oneChange: '1 changes',
    readOnly: 'Your role can read the settings but not change them.',
  },
  fr: {
    tabs: ["Vue d'ensemble", 'Utilisateurs', 'Supervision', 'Audit', 'Paramètres', 'Analyses'],
    monitoring: 'Supervision',
    settings: 'Paramètres',
    system: 'Système',
    gb: /^\d[\d\s\u202f\u00a0]*,\d Go \/ \d[\d\s\u202f\u00a0]*,\d Go$/,
    status: { up: 'Disponible', degraded: 'Dégradé', down: 'Indisponible' },
    health: { healthy: 'Sain', warning: 'Avertissement', critical: 'Critique' },
    portalStatus: { up: 'Opérationnel', degraded: 'Dégradé', down: 'Indisponible' },
    updated: 'Paramètre mis à jour',
    failed: 'Échec de la mise à jour',
    failedBody: 'Échec de la mise à jour du paramètre',
    tooLarge: 'login_max_failures doit valoir au plus 20',
    featureFlags: 'Fonctionnalités',
    logsTitle: 'Journaux système',
    logsEmpty: 'Aucun avertissement ni erreur ne correspond à ces filtres.',
    imported: 'Paramètres importés',
    oneChange: '1 modifications',
    readOnly: 'Votre rôle peut lire les paramètres mais pas les modifier.',
  },
} as const;

const GIB = 1024 ** 3;

interface Health {
  status: 'healthy' | 'warning' | 'critical';
  memory: { used: number; total: number };
  disk: { used: number; total: number };
  externalServices: { provider: string; name: string; status: string }[];
}

async function openTab(page: Page, lang: Lang, name: string): Promise<void> {
  await page.goto(`${prefix(lang)}/admin-dashboard`);
  await expect(page.getByTestId('admin-dashboard-page')).toBeVisible();
  await page.getByRole('tab', { name, exact: true }).click();
}

async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = page.locator('ob-toaster .toast').first();
  await expect(toast.locator('.toast-title')).toHaveText(title);
  if (description) await expect(toast.locator('.toast-description')).toHaveText(description);
}

/** The demo admin's Bearer headers, for restoring what a test changed. */
async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  return signInStaffThroughApi(request, 'admin');
}

async function settingsNow(request: APIRequestContext, headers: Record<string, string>) {
  const response = await request.get('/api/admin/settings/categories', { headers });
  return ((await response.json()) as { data: { settings: Record<string, Record<string, unknown>> } }).data.settings;
}

async function putSetting(
  request: APIRequestContext,
  headers: Record<string, string>,
  category: string,
  values: Record<string, unknown>,
) {
  const response = await request.put(`/api/admin/settings/category/${category}`, { headers, data: values });
  expect(response.status(), await response.text()).toBe(200);
}

const gb = (bytes: number, lang: Lang) =>
  new Intl.NumberFormat(lang === 'fr' ? 'fr-CM' : 'en-US', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(bytes / GIB);

for (const lang of ['en', 'fr'] as Lang[]) {
  const t = text[lang];

  test.describe(`operations screens (${lang})`, () => {
    test('Monitoring shows the live figures in GB with statuses, and refreshes every 30 s and on Refresh', async ({
      page,
    }) => {
      const calls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/admin/system/health') calls.push(request.url());
      });
      await page.clock.install();
      await signInThroughApi(page, demo('admin').email);
      await openTab(page, lang, t.monitoring);
      await expect(page.getByRole('tab')).toHaveText([...t.tabs]);
      const tab = page.getByTestId('monitoring-tab');
      await expect(tab.getByTestId('summary-memory').getByTestId('summary-value')).toHaveText(t.gb);
      await expect(tab.getByTestId('summary-disk').getByTestId('summary-value')).toHaveText(t.gb);
      await expect(tab.getByTestId('summary-cpu').getByTestId('summary-value')).toHaveText(/^\d{1,3}\s?%$/);
      await expect(tab.getByTestId('summary-uptime').getByTestId('summary-value')).toHaveText(/%$/);

      // The same figures the server measures: the totals do not move between two calls.
      const health = (await (await page.request.get('/api/admin/system/health')).json()) as Health;
      await expect(tab.getByTestId('summary-memory').getByTestId('summary-value')).toContainText(
        gb(health.memory.total, lang),
      );
      await expect(tab.getByTestId('summary-disk').getByTestId('summary-value')).toContainText(
        gb(health.disk.total, lang),
      );
      await expect(tab.getByTestId('summary-overall').getByTestId('summary-value')).toHaveText(
        new RegExp(`^(${Object.values(t.health).join('|')})$`),
      );
      for (const id of ['database', 'api']) {
        const line = tab.getByTestId(`monitor-${id}`);
        const status = (await line.getAttribute('data-status')) as keyof typeof t.status;
        await expect(line.getByTestId('service-status')).toHaveText(t.status[status]);
        await expect(line.getByTestId('response-time')).toHaveText(/^\d[\d\s\u202f,]* ms$/);
      }
      for (const provider of ['mtn', 'orange', 'gimac']) {
        const line = tab.getByTestId(`monitor-service-${provider}`);
        await expect(line).toBeVisible();
        const status = (await line.getAttribute('data-status')) as keyof typeof t.status;
        await expect(line.getByTestId('service-status')).toHaveText(t.status[status]);
      }
      await expect(tab.getByTestId('no-services')).toHaveCount(0);

      // Every 30 s by the page's clock while the tab is open, and on Refresh (once the poll has answered).
      const isHealth = (response: { url(): string }) => new URL(response.url()).pathname === '/api/admin/system/health';
      const first = calls.length;
      const polled = page.waitForResponse(isHealth);
      await page.clock.runFor(30_000);
      await polled;
      expect(calls.length).toBeGreaterThan(first);
      const second = calls.length;
      const refreshed = page.waitForResponse(isHealth);
      await tab.getByTestId('monitor-refresh').click();
      await refreshed;
      expect(calls.length).toBeGreaterThan(second);
      // Another tab stops the polling.
      await page.getByRole('tab', { name: t.tabs[0], exact: true }).click();
      await expect(page.getByTestId('monitoring-tab')).toHaveCount(0);
      const third = calls.length;
      await page.clock.runFor(65_000);
      expect(calls.length).toBe(third);
    });

    test('System Logs lists the server log with its filters', async ({ page }) => {
      await signInThroughApi(page, demo('admin').email);
      await page.goto(`${prefix(lang)}/admin-dashboard`);
      await page.getByTestId('system-logs').click();
      const dialog = page.getByTestId('system-logs-dialog');
      await expect(dialog.getByRole('heading', { name: t.logsTitle })).toBeVisible();
      await expect(dialog.getByTestId('logs-count')).toBeVisible();
      // The rows on screen are the server's own page.
      const page1 = (await (await page.request.get('/api/admin/system/logs?limit=20')).json()) as {
        logs: { message: string }[];
        total: number;
      };
      if (page1.logs.length === 0) await expect(dialog.getByTestId('logs-empty')).toHaveText(t.logsEmpty);
      else await expect(dialog.getByTestId('log-row').first()).toContainText(page1.logs[0]?.message ?? '');
      await dialog.locator('#logs-level').selectOption('fatal');
      await dialog.locator('#logs-search').fill('no-such-line-anywhere-0f3c');
      await expect(dialog.getByTestId('logs-empty')).toHaveText(t.logsEmpty);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    });

    test('/admin System tab shows the servers, the three connectors and the resource bars', async ({ page }) => {
      await signInThroughApi(page, demo('admin').email);
      await page.goto(`${prefix(lang)}/admin`);
      await page.getByRole('tab', { name: t.system, exact: true }).click();
      const tab = page.getByTestId('system-tab');
      for (const id of ['api', 'database', 'connector-mtn', 'connector-orange', 'connector-gimac']) {
        const line = tab.getByTestId(`system-${id}`);
        const status = (await line.getAttribute('data-status')) as keyof typeof t.portalStatus;
        await expect(line.getByTestId('service-status')).toHaveText(t.portalStatus[status]);
      }
      await expect(tab.getByTestId('system-connectors')).toContainText('MTN');
      await expect(tab.getByTestId('system-connectors')).toContainText('Orange');
      await expect(tab.getByTestId('system-connectors')).toContainText('GIMAC');
      for (const id of ['cpu', 'memory', 'disk']) {
        await expect(tab.getByTestId(`resource-${id}`).locator('svg.usage-bar')).toHaveCount(1);
      }
      await expect(tab.getByTestId('resource-disk').getByTestId('resource-value')).toContainText(
        lang === 'fr' ? 'Go' : 'GB',
      );
    });

    test('an auditor sees every settings control disabled', async ({ page }) => {
      await signInThroughApi(page, demo('auditor').email);
      await openTab(page, lang, t.settings);
      const tab = page.getByTestId('settings-tab');
      await expect(tab.getByTestId('settings-read-only')).toHaveText(t.readOnly);
      await expect(tab.getByTestId('settings-card-feature_flags').getByRole('heading')).toHaveText(t.featureFlags);
      await expect(tab.getByTestId('setting-switch').first()).toBeVisible();
      for (const control of await tab
        .locator('[data-testid=setting-switch], [data-testid=setting-input], [data-testid=setting-save]')
        .all()) {
        await expect(control).toBeDisabled();
      }
      await expect(tab.getByTestId('import-settings')).toBeDisabled();
      await expect(tab.getByTestId('export-settings')).toBeEnabled();
    });
  });
}

// These change the platform's settings: one at a time, each restored in a finally.
test.describe
  .serial('settings that change the platform', () => {
    for (const lang of ['en', 'fr'] as Lang[]) {
      const t = text[lang];

      test(`an admin toggles advanced_analytics, it persists, and is restored (${lang})`, async ({ page, request }) => {
        const headers = await adminHeaders(request);
        const before = (await settingsNow(request, headers)).feature_flags?.advanced_analytics as boolean;
        try {
          await signInThroughApi(page, demo('admin').email);
          await openTab(page, lang, t.settings);
          const flags = page.getByTestId('settings-card-feature_flags');
          await expect(flags.getByRole('heading')).toHaveText(t.featureFlags);
          for (const key of [
            'mobile_money_payments',
            'interbank_transfers',
            'api_rate_limiting',
            'advanced_analytics',
            'webhook_notifications',
          ]) {
            await expect(flags.locator(`[data-key=${key}]`)).toHaveCount(1);
          }
          const toggle = flags.locator('[data-key=advanced_analytics]').getByRole('switch');
          await expect(toggle).toHaveAttribute('aria-checked', String(before));
          await toggle.click();
          await expectToast(page, t.updated);
          await expect(flags.locator('[data-key=advanced_analytics]').getByRole('switch')).toHaveAttribute(
            'aria-checked',
            String(!before),
          );
          await page.reload();
          await page.getByRole('tab', { name: t.settings, exact: true }).click();
          await expect(
            page
              .getByTestId('settings-card-feature_flags')
              .locator('[data-key=advanced_analytics]')
              .getByRole('switch'),
          ).toHaveAttribute('aria-checked', String(!before));
          expect((await settingsNow(request, headers)).feature_flags?.advanced_analytics).toBe(!before);
        } finally {
          await putSetting(request, headers, 'feature_flags', { advanced_analytics: before });
        }
      });

      test(`a number out of bounds shows the field error and changes nothing (${lang})`, async ({ page, request }) => {
        const headers = await adminHeaders(request);
        const before = (await settingsNow(request, headers)).security?.login_max_failures;
        try {
          await signInThroughApi(page, demo('admin').email);
          await openTab(page, lang, t.settings);
          const row = page.locator('[data-testid=setting][data-key=login_max_failures]');
          await row.getByTestId('setting-input').fill('5000');
          await row.getByTestId('setting-save').click();
          await expect(row.getByTestId('setting-error')).toHaveText(t.tooLarge);
          await expect(row.getByTestId('setting-input')).toHaveAttribute('aria-invalid', 'true');
          await expectToast(page, t.failed, t.failedBody);
          expect((await settingsNow(request, headers)).security?.login_max_failures).toBe(before);
        } finally {
          await putSetting(request, headers, 'security', { login_max_failures: before });
        }
      });

      test(`Export Settings downloads the JSON; Import previews one change, applies it, and it is restored (${lang})`, async ({
        page,
        request,
      }, testInfo) => {
        const headers = await adminHeaders(request);
        const before = (await settingsNow(request, headers)).feature_flags?.advanced_analytics as boolean;
        try {
          await signInThroughApi(page, demo('admin').email);
          await openTab(page, lang, t.settings);
          const [download] = await Promise.all([
            page.waitForEvent('download'),
            page.getByTestId('export-settings').click(),
          ]);
          expect(download.suggestedFilename()).toMatch(/^settings-\d{4}-\d{2}-\d{2}\.json$/);
          const exported = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as {
            exportedAt: string;
            settings: Record<string, Record<string, unknown>>;
          };
          expect(exported.settings.feature_flags?.advanced_analytics).toBe(before);

          // The same file with one flag flipped.
          const changed = structuredClone(exported);
          (changed.settings.feature_flags as Record<string, unknown>).advanced_analytics = !before;
          const file = testInfo.outputPath('settings-import.json');
          await import('node:fs/promises').then((fs) => fs.writeFile(file, JSON.stringify(changed)));

          await page.getByTestId('import-settings').click();
          const dialog = page.getByTestId('import-settings-dialog');
          await dialog.getByTestId('import-file').setInputFiles(file);
          await expect(dialog.getByTestId('import-change')).toHaveCount(1);
          await expect(dialog.getByTestId('import-count')).toHaveText(t.oneChange);
          await expect(dialog.getByTestId('import-change')).toContainText('feature_flags.advanced_analytics');
          // A dry run changed nothing yet.
          expect((await settingsNow(request, headers)).feature_flags?.advanced_analytics).toBe(before);
          await dialog.getByTestId('import-apply').click();
          await expectToast(page, t.imported);
          await expect(dialog).toHaveCount(0);
          expect((await settingsNow(request, headers)).feature_flags?.advanced_analytics).toBe(!before);
          await expect(
            page
              .getByTestId('settings-card-feature_flags')
              .locator('[data-key=advanced_analytics]')
              .getByRole('switch'),
          ).toHaveAttribute('aria-checked', String(!before));
        } finally {
          await putSetting(request, headers, 'feature_flags', { advanced_analytics: before });
        }
      });
    }
  });
