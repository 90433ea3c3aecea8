import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, demo, signInThroughApi, signUp, uniqueEmail } from '../fixtures/accounts.ts';
import { type Lang, prefix } from '../fixtures/language.ts';
import { readCsv } from '../fixtures/read-csv.ts';

/**
 * Issue 15 item 4, the admin dashboard: the sign-in for a visitor, the 403
 * panel for a customer, and staff at work — a user created with a one-time set-up link that
 * its owner follows to choose a password and PIN, bulk suspension and activation, the audit
 * trail of both (filters, CSV export, Recent Activity), and an auditor who may look only.
 * Each test makes its own users, so the two languages never meet.
 */
const text = {
  en: {
    signInTitle: 'Admin Portal',
    title: 'Admin Dashboard',
    tabs: ['Overview', 'Users', 'Monitoring', 'Audit', 'Settings', 'Analytics'],
    noAccess: 'Access restricted',
    userCreated: 'User Created',
    bulkComplete: 'Bulk Action Complete',
    noUsers: 'No Users Selected',
    noUsersBody: 'Please select users to perform bulk action',
    active: 'Active',
    inactive: 'Inactive',
    never: 'Never',
    setupDone: 'Account ready',
    suspend: 'Suspend',
    activate: 'Activate',
    onUser: (action: string) => `${action} on User`,
    actionSuspend: 'Suspend',
    actionActivate: 'Activate',
    expired: 'This link does not work',
    // "MMM dd, HH:mm", said the reader's way.
    time: /^[A-Z][a-z]{2} \d{2}, \d{2}:\d{2}$/,
    passwordShort: 'Password must be at least 8 characters',
    pinInvalid: 'PIN must be 4-6 digits',
  },
  fr: {
    signInTitle: "Portail d'administration",
    title: "Tableau de bord d'administration",
    tabs: ["Vue d'ensemble", 'Utilisateurs', 'Supervision', 'Audit', 'Paramètres', 'Analyses'],
    noAccess: 'Accès restreint',
    userCreated: 'Utilisateur créé',
    bulkComplete: 'Action groupée terminée',
    noUsers: 'Aucun utilisateur sélectionné',
    noUsersBody: 'Veuillez sélectionner des utilisateurs pour effectuer une action groupée',
    active: 'Actif',
    inactive: 'Inactif',
    never: 'Jamais',
    setupDone: 'Compte prêt',
    suspend: 'Suspendre',
    activate: 'Activer',
    onUser: (action: string) => `${action} sur Utilisateur`,
    actionSuspend: 'Suspension',
    actionActivate: 'Activation',
    expired: 'Ce lien ne fonctionne pas',
    time: /^\d{2} \S+ \d{2}:\d{2}$/,
    passwordShort: 'Le mot de passe doit contenir au moins 8 caractères',
    pinInvalid: 'Le code PIN doit comporter 4 à 6 chiffres',
  },
} as const;

async function openDashboard(page: Page, lang: Lang): Promise<void> {
  await page.goto(`${prefix(lang)}/admin-dashboard`);
  await expect(page.getByTestId('admin-dashboard-page')).toBeVisible();
}

async function openTab(page: Page, lang: Lang, index: number): Promise<void> {
  await page.getByRole('tab', { name: text[lang].tabs[index], exact: true }).click();
}

async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = page.locator('ob-toaster .toast').first();
  await expect(toast.locator('.toast-title')).toHaveText(title);
  if (description) await expect(toast.locator('.toast-description')).toHaveText(description);
}

/** A customer of the test's own, registered through the public API. */
async function freshCustomer(request: APIRequestContext, tag: string): Promise<{ email: string; id: string }> {
  const { email, password } = await signUp(request, tag, { firstName: 'Dash', lastName: tag });
  const login = await request.post('/oauth/login', { data: { email, password } });
  const me = await request.get('/api/auth/user', {
    headers: { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` },
  });
  return { email, id: ((await me.json()) as { id: string }).id };
}

/** Searches the Users tab for one e-mail and answers its row. */
async function searchUser(page: Page, email: string) {
  await page.locator('#user-search').fill(email);
  const row = page.locator(`[data-testid=user-row][data-email="${email}"]`);
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  return row;
}

async function userIdOf(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/auth/user')).json()) as { id: string }).id;
}

for (const lang of ['en', 'fr'] as Lang[]) {
  const t = text[lang];

  test.describe(`admin dashboard (${lang})`, () => {
    test('signed out: the Admin Portal sign-in, then the dashboard', async ({ page }) => {
      await page.goto(`${prefix(lang)}/admin-dashboard`);
      await expect(page.getByTestId('admin-login-form')).toHaveAttribute('data-hydrated', 'true');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.signInTitle);
      await expect(page.getByTestId('admin-dashboard-page')).toHaveCount(0);
      await page.locator('#admin-login-email').fill(demo('admin').email);
      await page.locator('#admin-login-password').fill(DEMO_PASSWORD);
      await page.getByTestId('admin-login-submit').click();
      await expect(page.getByTestId('admin-dashboard-page')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
      await expect(page.getByRole('tab')).toHaveText([...t.tabs]);
    });

    test('a customer gets the 403 panel and no back-office data', async ({ page }) => {
      const adminCalls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/admin/')) adminCalls.push(request.url());
      });
      await signInThroughApi(page, demo('customer').email);
      await page.goto(`${prefix(lang)}/admin-dashboard`);
      await expect(page.getByTestId('no-access')).toBeVisible();
      await expect(page.getByTestId('no-access').getByRole('heading')).toHaveText(t.noAccess);
      await expect(page.getByTestId('admin-dashboard-page')).toHaveCount(0);
      expect(adminCalls).toEqual([]);
      // And the server says the same to a forced call.
      expect((await page.request.get('/api/admin/users/search')).status()).toBe(403);
    });

    test('an admin creates a user; its set-up link sets password and PIN; the user signs in', async ({
      page,
      browser,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await signInThroughApi(page, demo('admin').email);
      await openDashboard(page, lang);
      await openTab(page, lang, 1);
      const email = uniqueEmail(`setup-${lang}`);
      await page.getByTestId('new-user').click();
      const dialog = page.getByTestId('user-dialog');
      await dialog.getByTestId('user-submit').click();
      await expect(dialog.getByTestId('user-first-name-error')).toBeVisible();
      await dialog.locator('#user-first-name').fill('Nadège');
      await dialog.locator('#user-last-name').fill('Owona');
      await dialog.locator('#user-email').fill(email);
      await dialog.locator('#user-form-role').selectOption('ops');
      await dialog.getByTestId('user-submit').click();
      await expectToast(page, t.userCreated);
      await expect(dialog).toHaveCount(0);

      // Shown once, with Copy; the admin never sees or sets a password.
      const linkText = page.getByTestId('setup-link-url');
      await expect(linkText).toHaveText(/\/account-setup\?token=/);
      const link = (await linkText.textContent()) ?? '';
      await page.getByTestId('copy-setup-link').click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      const row = await searchUser(page, email);
      await expect(row.getByTestId('user-status')).toHaveText(t.active);
      await expect(row).toContainText(t.never);
      await page.getByTestId('setup-link-done').click();
      await expect(page.getByTestId('setup-link')).toHaveCount(0);

      // The new user, in a browser of their own.
      const visitor = await browser.newContext();
      const own = await visitor.newPage();
      const url = new URL(link);
      await own.goto(`${prefix(lang)}${url.pathname}${url.search}`);
      await expect(own.getByTestId('setup-email')).toHaveText(email);
      await own.locator('#setup-password').fill('short');
      await own.locator('#setup-pin').fill('12');
      await own.getByTestId('setup-submit').click();
      await expect(own.getByTestId('setup-password-error')).toHaveText(t.passwordShort);
      await expect(own.getByTestId('setup-pin-error')).toHaveText(t.pinInvalid);
      await own.locator('#setup-password').fill('NewStaffPass2026!');
      await own.locator('#setup-confirmPassword').fill('NewStaffPass2026!');
      await own.locator('#setup-pin').fill('4826');
      await own.locator('#setup-confirmPin').fill('4826');
      await own.getByTestId('setup-submit').click();
      // Staff: on to the back office's own sign-in, not the customers' /login.
      await expect(own).toHaveURL(new RegExp(`${prefix(lang)}/admin/?$`));
      await expectToast(own, t.setupDone);
      await own.locator('#admin-login-email').fill(email);
      await own.locator('#admin-login-password').fill('NewStaffPass2026!');
      await own.getByTestId('admin-login-submit').click();
      await expect(own.getByTestId('admin-portal')).toHaveAttribute('data-role', 'ops');

      // The link worked once.
      await own.goto(`${prefix(lang)}${url.pathname}${url.search}`);
      await expect(own.getByTestId('setup-invalid')).toContainText(t.expired);
      await visitor.close();
    });

    test('bulk suspend and activate; the audit trail, its filters, CSV export and Recent Activity', async ({
      page,
      request,
    }) => {
      const customer = await freshCustomer(request, `bulk${lang}`);
      await signInThroughApi(page, demo('admin').email);
      await openDashboard(page, lang);
      await openTab(page, lang, 1);

      await page.getByTestId('bulk-suspend').click();
      await expectToast(page, t.noUsers, t.noUsersBody);

      const row = await searchUser(page, customer.email);
      await row.getByTestId('select-row').check();
      await page.getByTestId('bulk-suspend').click();
      await expectToast(page, t.bulkComplete);
      await expect(row.getByTestId('user-status')).toHaveText(t.inactive);
      await row.getByTestId('select-row').check();
      await page.getByTestId('bulk-activate').click();
      await expectToast(page, t.bulkComplete);
      await expect(row.getByTestId('user-status')).toHaveText(t.active);
      // The row's own toggle: off and on again.
      await row.getByTestId('toggle-user').click();
      await expect(row.getByTestId('user-status')).toHaveText(t.inactive);
      await row.getByTestId('toggle-user').click();
      await expect(row.getByTestId('user-status')).toHaveText(t.active);

      // Audit: the suspension, found by its filters, with the fixed reason in its details.
      await openTab(page, lang, 3);
      await page.locator('#audit-action').selectOption('suspend');
      await page.locator('#audit-resource').selectOption('user');
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Douala' }).format(new Date());
      await page.locator('#audit-start').fill(today);
      const suspension = page
        .getByTestId('audit-row')
        .filter({ has: page.getByTestId('audit-resource-id').getByText(customer.id, { exact: true }) });
      await expect(suspension).toHaveCount(2);
      // The rows of the previous filters stay until the new answer is in: wait for it.
      await expect
        .poll(async () => new Set(await page.getByTestId('audit-action').allTextContents()))
        .toEqual(new Set([t.actionSuspend]));
      await expect(suspension.getByTestId('audit-user')).toHaveText([demo('admin').email, demo('admin').email]);
      await suspension.nth(0).getByTestId('audit-details-toggle').click();
      await suspension.nth(1).getByTestId('audit-details-toggle').click();
      // The fixed reasons ("Bulk administrative action", "Individual … action"), newest first.
      await expect(page.getByTestId('audit-details')).toHaveText([
        /Individual suspend action/,
        /Bulk administrative action/,
      ]);

      // Export Logs: the server's CSV of exactly these filters.
      const downloading = page.waitForEvent('download');
      await page.getByTestId('export-logs').click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
      const rows = readCsv(await readFile((await download.path()) ?? '', 'utf8'));
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((entry) => entry.action === 'suspend' && entry.resource === 'user')).toBe(true);
      expect(rows.some((entry) => entry.resourceId === customer.id)).toBe(true);

      // Filter by who acted: the admin's own entries only.
      await page.locator('#audit-action').selectOption('all');
      await page.locator('#audit-user').fill(await userIdOf(page));
      await expect(page.getByTestId('audit-row').filter({ hasText: t.actionActivate }).first()).toBeVisible();
      await expect
        .poll(async () => new Set(await page.getByTestId('audit-user').allTextContents()))
        .toEqual(new Set([demo('admin').email]));

      // Recent Activity: the latest entries, the activation first among this admin's.
      await openTab(page, lang, 0);
      const recent = page.getByTestId('recent-activity');
      await expect(recent.filter({ hasText: t.onUser(t.actionActivate) }).first()).toBeVisible();
      expect(await recent.count()).toBeLessThanOrEqual(10);
      await expect(recent.first().locator('time')).toHaveText(t.time);
    });

    test('an auditor sees every write control disabled, and the server refuses a forced write', async ({
      page,
      request,
    }) => {
      const customer = await freshCustomer(request, `audit${lang}`);
      await signInThroughApi(page, demo('auditor').email);
      await openDashboard(page, lang);
      await openTab(page, lang, 1);
      await expect(page.getByTestId('new-user')).toBeDisabled();
      await expect(page.getByTestId('bulk-suspend')).toBeDisabled();
      await expect(page.getByTestId('bulk-activate')).toBeDisabled();
      await expect(page.getByTestId('select-all')).toBeDisabled();
      const row = await searchUser(page, customer.email);
      await expect(row.getByTestId('select-row')).toBeDisabled();
      await expect(row.getByTestId('edit-user')).toBeDisabled();
      await expect(row.getByTestId('toggle-user')).toBeDisabled();
      await openTab(page, lang, 3);
      await expect(page.getByTestId('audit-row').first()).toBeVisible();
      // A start date typed digit by digit (the year goes 0002, 0020, 0202, 2026): only the whole
      // date is sent, never refused, and the entries stay on screen meanwhile.
      const refused: string[] = [];
      page.on('response', (response) => {
        if (response.url().includes('/api/admin/audit-logs') && response.status() >= 400) refused.push(response.url());
      });
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Douala' }).format(new Date());
      const [year, month, day] = today.split('-');
      const filtered = page.waitForResponse((response) =>
        response.url().includes(`/api/admin/audit-logs?startDate=${today}`),
      );
      await page.locator('#audit-start').focus();
      await page.locator('#audit-start').pressSequentially(`${month}${day}${year}`);
      await expect(page.locator('#audit-start')).toHaveValue(today);
      expect((await filtered).status()).toBe(200);
      await expect(page.getByTestId('audit-row').first()).toBeVisible();
      expect(refused).toEqual([]);
      const forced = await page.request.post('/api/admin/users/bulk-operations', {
        data: { action: 'suspend', userIds: [customer.id], reason: 'Bulk administrative action' },
      });
      expect(forced.status()).toBe(403);
    });

    test('ops may suspend customers only, and neither create nor edit users nor read the audit log', async ({
      page,
      request,
    }) => {
      const customer = await freshCustomer(request, `ops${lang}`);
      await signInThroughApi(page, demo('ops').email);
      await openDashboard(page, lang);
      await expect(page.getByRole('tab')).toHaveText([t.tabs[0], t.tabs[1], t.tabs[2], t.tabs[4], t.tabs[5]]);
      await expect(page.getByTestId('quick-audit')).toHaveCount(0);
      await openTab(page, lang, 1);
      await expect(page.getByTestId('new-user')).toBeDisabled();
      const row = await searchUser(page, customer.email);
      await expect(row.getByTestId('edit-user')).toBeDisabled();
      await expect(row.getByTestId('toggle-user')).toBeEnabled();
      const staff = await searchUser(page, demo('auditor').email);
      await expect(staff.getByTestId('toggle-user')).toBeDisabled();
      await expect(staff.getByTestId('select-row')).toBeDisabled();
      const customerRow = await searchUser(page, customer.email);
      await customerRow.getByTestId('toggle-user').click();
      await expect(customerRow.getByTestId('user-status')).toHaveText(t.inactive);
      await customerRow.getByTestId('toggle-user').click();
      await expect(customerRow.getByTestId('user-status')).toHaveText(t.active);
    });
  });
}
