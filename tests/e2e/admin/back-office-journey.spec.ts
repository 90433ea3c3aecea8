import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, demo, signUp } from '../fixtures/accounts.ts';
import { type Lang, prefix } from '../fixtures/language.ts';
import { readCsv } from '../fixtures/read-csv.ts';

/**
 * Issue 15 "Done when", across both back-office screens: an admin signs in at /admin, approves
 * a pending institution and changes its tier, suspends and re-activates a user in bulk, then
 * finds all of it in /admin-dashboard's Audit tab and Recent Activity and exports the audit
 * CSV. Each language reviews its own demo institution (kept pending for this test alone) and
 * its own fresh customer.
 */
const JOURNEY_INSTITUTION: Record<Lang, string> = { en: 'GQ-CCEI', fr: 'CM-MUPECI' };

const text = {
  en: {
    portalTabs: ['Dashboard', 'Institutions', 'Users'],
    dashboardTabs: ['Overview', 'Users', 'Audit'],
    approved: 'Approve operation completed successfully',
    tierUpdated: 'Institution tier updated successfully',
    suspended: 'Suspend operation completed successfully',
    activated: 'Activate operation completed successfully',
    inactive: 'Inactive',
    actions: { approve: 'Approve', tier_change: 'Tier change', suspend: 'Suspend', activate: 'Activate' },
  },
  fr: {
    portalTabs: ['Tableau de bord', 'Institutions', 'Utilisateurs'],
    dashboardTabs: ["Vue d'ensemble", 'Utilisateurs', 'Audit'],
    approved: "Opération d'approbation effectuée avec succès",
    tierUpdated: "Niveau de l'institution mis à jour avec succès",
    suspended: 'Opération de suspension effectuée avec succès',
    activated: "Opération d'activation effectuée avec succès",
    inactive: 'Inactif',
    actions: {
      approve: 'Approbation',
      tier_change: 'Changement de niveau',
      suspend: 'Suspension',
      activate: 'Activation',
    },
  },
} as const;

async function expectToast(page: Page, title: string): Promise<void> {
  await expect(page.getByTestId('toast').filter({ hasText: title }).first()).toBeVisible();
}

/** The back office's own answer about one row, asked with the page's session. */
async function adminGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const response = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

for (const lang of ['en', 'fr'] as Lang[]) {
  const t = text[lang];

  test(`back office journey (${lang}): review and user actions at /admin, then their audit trail at /admin-dashboard`, async ({
    page,
    request,
  }) => {
    const code = JOURNEY_INSTITUTION[lang];
    const { email } = await signUp(request, `journey-${lang}`, {
      firstName: 'Journey',
      lastName: lang,
      password: DEMO_PASSWORD,
      pin: '2468',
    });

    // /admin: the form, then approve and re-tier the institution.
    await page.goto(`${prefix(lang)}/admin`);
    await expect(page.getByTestId('admin-login-form')).toHaveAttribute('data-hydrated', 'true');
    await page.locator('#admin-login-email').fill(demo('admin').email);
    await page.locator('#admin-login-password').fill(DEMO_PASSWORD);
    await page.getByTestId('admin-login-submit').click();
    await expect(page.getByTestId('admin-portal')).toHaveAttribute('data-role', 'admin');

    await page.getByRole('tab', { name: t.portalTabs[1], exact: true }).click();
    await page.getByTestId('institutions-search').fill(code);
    const institutionRow = page.locator(`[data-testid=institution-row][data-code="${code}"]`);
    await expect(institutionRow).toHaveAttribute('data-status', 'pending');
    await institutionRow.getByTestId('select-row').check();
    await page.getByTestId('bulk-approve').click();
    await expectToast(page, t.approved);
    await expect(institutionRow).toHaveAttribute('data-status', 'active');
    await institutionRow.getByTestId('tier-select').selectOption('silver');
    await expectToast(page, t.tierUpdated);

    // /admin: suspend and re-activate the customer in bulk.
    await page.getByRole('tab', { name: t.portalTabs[2], exact: true }).click();
    await page.getByTestId('users-search').fill(email);
    const userRow = page.locator(`[data-testid=user-row][data-email="${email}"]`);
    await expect(page.getByTestId('user-row')).toHaveCount(1);
    await userRow.getByTestId('select-row').check();
    await page.getByTestId('bulk-suspend').click();
    await expectToast(page, t.suspended);
    await expect(userRow.getByTestId('user-status')).toHaveText(t.inactive);
    await userRow.getByTestId('select-row').check();
    await page.getByTestId('bulk-activate').click();
    await expectToast(page, t.activated);
    await expect(userRow.getByTestId('user-status')).not.toHaveText(t.inactive);

    const { institutions } = await adminGet<{ institutions: { id: string }[] }>(
      page,
      `/api/admin/institutions?q=${encodeURIComponent(code)}`,
    );
    const institutionId = institutions[0]?.id ?? '';
    const { users } = await adminGet<{ users: { id: string }[] }>(
      page,
      `/api/admin/users?q=${encodeURIComponent(email)}`,
    );
    const userId = users[0]?.id ?? '';
    expect(institutionId).not.toBe('');
    expect(userId).not.toBe('');

    // /admin-dashboard, same session: Recent Activity (the ten newest audit entries) shows the
    // newest of the four actions. The others may already have been pushed out by the audited
    // actions of journeys running beside this one (exports, reviews): the Audit tab below
    // holds all four.
    await page.goto(`${prefix(lang)}/admin-dashboard`);
    await expect(page.getByTestId('admin-dashboard-page')).toBeVisible();
    const recent = page.getByTestId('recent-activity');
    await expect(recent.first()).toBeVisible();
    expect(await recent.count()).toBeLessThanOrEqual(10);
    const recentOf = (resourceId: string) =>
      page.locator(`[data-testid=recent-activity][data-resource-id="${resourceId}"]`);
    await expect(recentOf(userId).first()).toHaveAttribute('data-action', 'activate');

    // The Audit tab holds the four actions on those two rows.
    await page.getByRole('tab', { name: t.dashboardTabs[2], exact: true }).click();
    const rowsOf = (resourceId: string) =>
      page
        .getByTestId('audit-row')
        .filter({ has: page.getByTestId('audit-resource-id').getByText(resourceId, { exact: true }) });
    await expect(rowsOf(institutionId).getByTestId('audit-action')).toHaveText([
      t.actions.tier_change,
      t.actions.approve,
    ]);
    await expect(rowsOf(userId).getByTestId('audit-action')).toHaveText([t.actions.activate, t.actions.suspend]);
    await expect(rowsOf(userId).first().getByTestId('audit-user')).toHaveText(demo('admin').email);

    // Export Logs with the institution filter: the CSV holds the approval and the tier change.
    await page.locator('#audit-resource').selectOption('institution');
    await expect
      .poll(async () => (await page.getByTestId('audit-row').count()) > 0 && (await rowsOf(userId).count()) === 0)
      .toBe(true);
    const downloading = page.waitForEvent('download');
    await page.getByTestId('export-logs').click();
    const csv = readCsv(await readFile((await (await downloading).path()) ?? '', 'utf8'));
    expect(csv.every((entry) => entry.resource === 'institution')).toBe(true);
    expect(
      csv
        .filter((entry) => entry.resourceId === institutionId)
        .map((entry) => entry.action)
        .sort(),
    ).toEqual(['approve', 'tier_change']);
  });
}
