import { expect, type Page, test } from '@playwright/test';
import { DEMO_INSTITUTION_CODES } from '../../../db/seeds/demo/20-institutions.ts';
import { DEMO_PASSWORD, demo, signUp } from '../fixtures/accounts.ts';
import { type Lang, prefix } from '../fixtures/language.ts';

/**
 * Issue 15 items 1 and 3, the admin portal: the Admin Portal form,
 * a customer turned away, staff at work (approve and re-tier an institution, suspend and
 * re-activate a user), Logout, and an auditor who may look but not touch. Each language uses
 * its own pending institution and its own fresh customer, so the two runs never meet.
 */
const text = {
  en: {
    title: 'Admin Portal',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign In',
    staffOnly: 'This sign-in is for platform staff only',
    loginFailed: 'Login failed',
    loggedIn: 'Logged in successfully',
    loggedOut: 'Logged out',
    online: 'System Online',
    tabs: ['Dashboard', 'Institutions', 'Users', 'Transactions', 'API Management', 'Analytics', 'Reports', 'System'],
    approved: 'Approve operation completed successfully',
    tierUpdated: 'Institution tier updated successfully',
    suspended: 'Suspend operation completed successfully',
    activated: 'Activate operation completed successfully',
    noUsers: 'No Users Selected',
    noUsersBody: 'Please select users to perform bulk action',
    active: 'Active',
    inactive: 'Inactive',
    pending: 'Pending',
    never: 'Never',
    saved: 'Institution updated',
    revoked: 'API key revoked',
    instSuspended: 'Institution suspended',
    memberAdded: 'Member added',
    memberRemoved: 'Member removed',
  },
  fr: {
    title: "Portail d'administration",
    email: 'E-mail',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    staffOnly: 'Cette connexion est réservée au personnel de la plateforme',
    loginFailed: 'Échec de la connexion',
    loggedIn: 'Connexion réussie',
    loggedOut: 'Déconnecté',
    online: 'Système en ligne',
    tabs: [
      'Tableau de bord',
      'Institutions',
      'Utilisateurs',
      'Transactions',
      'Gestion des API',
      'Analyses',
      'Rapports',
      'Système',
    ],
    approved: "Opération d'approbation effectuée avec succès",
    tierUpdated: "Niveau de l'institution mis à jour avec succès",
    suspended: 'Opération de suspension effectuée avec succès',
    activated: "Opération d'activation effectuée avec succès",
    noUsers: 'Aucun utilisateur sélectionné',
    noUsersBody: 'Veuillez sélectionner des utilisateurs pour effectuer une action groupée',
    active: 'Active',
    inactive: 'Inactif',
    pending: 'En attente',
    never: 'Jamais',
    saved: 'Institution mise à jour',
    revoked: 'Clé API révoquée',
    instSuspended: 'Institution suspendue',
    memberAdded: 'Membre ajouté',
    memberRemoved: 'Membre retiré',
  },
} as const;

/** Approved demo institutions whose contacts and members each language may change. */
const EDITABLE_BY_LANG: Record<Lang, string> = { en: 'CM-EXPRESS-UNION', fr: 'CM-CAMCCUL' };

/**
 * Demo institutions still waiting for review, one per language. Not CG-LCB
 * (`DEMO_INSTITUTION_CODES.pending`): the status lookup's tests need it to stay pending.
 */
const PENDING_BY_LANG: Record<Lang, string> = { en: 'TD-CBT', fr: 'CM-CAMPAY' };

async function openPortal(page: Page, lang: Lang): Promise<void> {
  await page.goto(`${prefix(lang)}/admin`);
  await expect(page.getByTestId('admin-login-form')).toHaveAttribute('data-hydrated', 'true');
}

async function signInAsStaff(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.locator('#admin-login-email').fill(email);
  await page.locator('#admin-login-password').fill(password);
  await page.getByTestId('admin-login-submit').click();
}

async function expectToast(page: Page, title: string): Promise<void> {
  await expect(page.getByTestId('toast').filter({ hasText: title }).first()).toBeVisible();
}

async function openTab(page: Page, lang: Lang, index: number): Promise<void> {
  await page.getByRole('tab', { name: text[lang].tabs[index], exact: true }).click();
}

for (const lang of ['en', 'fr'] as Lang[]) {
  const words = text[lang];

  test.describe(`admin portal (${lang})`, () => {
    test('signed out: the Admin Portal form, checked by the browser', async ({ page }) => {
      await openPortal(page, lang);
      await expect(page.getByTestId('screen-title')).toHaveText(words.title);
      await expect(page.getByLabel(words.email, { exact: true })).toBeVisible();
      await expect(page.getByLabel(words.password, { exact: true })).toBeVisible();
      await expect(page.getByTestId('admin-login-submit')).toHaveText(words.signIn);

      // Both required and the e-mail must look like one; the browser stops the form.
      let sent = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/admin/login')) sent += 1;
      });
      await page.getByTestId('admin-login-submit').click();
      await expect(page.locator('#admin-login-email:invalid')).toHaveCount(1);
      await page.locator('#admin-login-email').fill('not-an-email');
      await page.locator('#admin-login-password').fill('whatever');
      await page.getByTestId('admin-login-submit').click();
      await expect(page.locator('#admin-login-email:invalid')).toHaveCount(1);
      expect(sent).toBe(0);
    });

    test("a customer's right password is turned away with the server's message", async ({ page }) => {
      await openPortal(page, lang);
      await signInAsStaff(page, demo('customer').email);
      const error = page.getByTestId('admin-login-error');
      await expect(error).toBeVisible();
      await expect(error).toHaveText(words.staffOnly);
      await expectToast(page, words.loginFailed);
      await expect(page.getByTestId('admin-portal')).toHaveCount(0);
    });

    test('ops signs in, approves a pending institution, changes its tier, suspends and re-approves it', async ({
      page,
    }) => {
      const code = PENDING_BY_LANG[lang];
      await openPortal(page, lang);
      await signInAsStaff(page, demo('ops').email);
      await expectToast(page, words.loggedIn);
      await expect(page.getByTestId('admin-portal')).toHaveAttribute('data-role', 'ops');
      await expect(page.getByTestId('system-badge')).toHaveText(words.online);
      await expect(page.getByRole('tab')).toHaveText([...words.tabs]);
      await expect(page.getByTestId('summary-institutions').getByTestId('summary-value')).toHaveText(/\d/);
      await expect(page.getByTestId('recent-application')).toHaveCount(5);

      await page.getByTestId('quick-institutions').click();
      await page.getByTestId('institutions-search').fill(code);
      const row = page.locator(`[data-testid=institution-row][data-code="${code}"]`);
      await expect(row).toHaveAttribute('data-status', 'pending');
      await expect(page.getByTestId('institution-row')).toHaveCount(1);
      await expect(page.getByTestId('bulk-approve')).toBeDisabled();
      await row.getByTestId('select-row').check();
      await page.getByTestId('bulk-approve').click();
      await expectToast(page, words.approved);
      await expect(row).toHaveAttribute('data-status', 'active');
      await expect(row.getByTestId('institution-status')).toHaveText(words.active);

      await row.getByTestId('tier-select').selectOption('gold');
      await expectToast(page, words.tierUpdated);
      // The tier is the server's: it is still gold after a fresh load.
      await page.reload();
      await openTab(page, lang, 1);
      await page.getByTestId('institutions-search').fill(code);
      await expect(row.getByTestId('tier-select')).toHaveValue('gold');

      // The delete icon suspends, after a confirmation; a bulk approval re-activates.
      await row.getByTestId('institution-suspend').click();
      await page.getByTestId('confirm-dialog').getByTestId('confirm').click();
      await expectToast(page, words.instSuspended);
      await expect(row).toHaveAttribute('data-status', 'suspended');
      await row.getByTestId('select-row').check();
      await page.getByTestId('bulk-approve').click();
      await expect(row).toHaveAttribute('data-status', 'active');
    });

    test('admin suspends and re-activates a customer in bulk, then logs out', async ({ page, request }) => {
      const { email } = await signUp(request, `portal-${lang}`, {
        firstName: 'Portal',
        lastName: 'Tester',
        password: DEMO_PASSWORD,
      });

      await openPortal(page, lang);
      await signInAsStaff(page, demo('admin').email);
      await expect(page.getByTestId('admin-portal')).toBeVisible();
      await openTab(page, lang, 2);
      await page.getByTestId('bulk-suspend').click();
      await expectToast(page, words.noUsers);
      await expect(page.getByTestId('toast').filter({ hasText: words.noUsersBody })).toBeVisible();

      await page.getByTestId('users-search').fill(email);
      const row = page.locator(`[data-testid=user-row][data-email="${email}"]`);
      await expect(page.getByTestId('user-row')).toHaveCount(1);
      await expect(row).toContainText(words.never);
      await row.getByTestId('select-row').check();
      await page.getByTestId('bulk-suspend').click();
      await expectToast(page, words.suspended);
      await expect(row.getByTestId('user-status')).toHaveText(words.inactive);
      // The suspended customer cannot sign in any more.
      const refused = await request.post('/oauth/login', { data: { email, password: DEMO_PASSWORD } });
      expect(refused.status()).toBe(403);

      await page.getByTestId('select-all').check();
      await page.getByTestId('bulk-activate').click();
      await expectToast(page, words.activated);
      await expect(row.getByTestId('user-status')).not.toHaveText(words.inactive);
      const back = await request.post('/oauth/login', { data: { email, password: DEMO_PASSWORD } });
      expect(back.ok()).toBe(true);

      // Changing tab clears the search; Logout brings the form back and forgets the tab.
      await openTab(page, lang, 1);
      await openTab(page, lang, 2);
      await expect(page.getByTestId('users-search')).toHaveValue('');
      await page.getByTestId('logout').click();
      await expectToast(page, words.loggedOut);
      await expect(page.getByTestId('admin-login-form')).toBeVisible();
      await expect(page.getByTestId('admin-portal')).toHaveCount(0);
      const session = await page.request.get('/api/auth/user');
      expect(session.status()).toBe(401);
      await signInAsStaff(page, demo('admin').email);
      await expect(page.getByRole('tab', { selected: true })).toHaveText(words.tabs[0]);
    });

    test("admin edits an institution's contacts and adds then removes a member", async ({ page, request }) => {
      const code = EDITABLE_BY_LANG[lang];
      const { email } = await signUp(request, `member-${lang}`, {
        firstName: 'Nouveau',
        lastName: 'Membre',
        password: DEMO_PASSWORD,
      });

      await openPortal(page, lang);
      await signInAsStaff(page, demo('admin').email);
      await openTab(page, lang, 1);
      await page.getByTestId('institutions-search').fill(code);
      const row = page.locator(`[data-testid=institution-row][data-code="${code}"]`);
      await expect(page.getByTestId('institution-row')).toHaveCount(1);

      const title = `Directeur ${lang}`;
      await row.getByTestId('institution-edit').click();
      const edit = page.getByTestId('institution-edit-dialog');
      await edit.locator('#institution-legalRepresentativeTitle').fill(title);
      await edit.getByTestId('institution-edit-save').click();
      await expectToast(page, words.saved);
      await expect(edit).toHaveCount(0);

      await row.getByTestId('institution-view').click();
      const view = page.getByTestId('institution-view-dialog');
      await expect(view).toContainText(title);
      await view.locator('#member-email').fill(email);
      await view.getByTestId('add-member').click();
      await expectToast(page, words.memberAdded);
      const member = view.getByTestId('institution-member').filter({ hasText: email });
      await expect(member).toHaveCount(1);
      await member.getByTestId('remove-member').click();
      await expectToast(page, words.memberRemoved);
      await expect(member).toHaveCount(0);
    });

    test("admin revokes a developer's API key after a confirmation", async ({ page, request }) => {
      const { email } = await signUp(request, `keys-${lang}`, {
        firstName: 'Cle',
        lastName: 'Revoquee',
        password: DEMO_PASSWORD,
      });
      const login = await request.post('/oauth/login', { data: { email, password: DEMO_PASSWORD } });
      const { access_token: token } = await login.json();
      const name = `Portal revoke ${lang} ${Date.now()}`;
      const created = await request.post('/api/v1/api-keys', {
        headers: { authorization: `Bearer ${token}` },
        data: { name, environment: 'sandbox', scopes: ['accounts:read'] },
      });
      expect(created.ok(), await created.text()).toBe(true);
      const { apiKey } = await created.json();

      await openPortal(page, lang);
      await signInAsStaff(page, demo('admin').email);
      await openTab(page, lang, 4);
      const row = page.getByTestId('credential-row').filter({ hasText: name });
      await expect(row).toHaveAttribute('data-active', 'true');
      await row.getByTestId('revoke-credential').click();
      await page.getByTestId('confirm-dialog').getByTestId('confirm').click();
      await expectToast(page, words.revoked);
      await expect(row).toHaveAttribute('data-active', 'false');
      // The key itself is refused from now on.
      const refused = await request.get('/api/v1/accounts', { headers: { authorization: `Bearer ${apiKey.key}` } });
      expect(refused.status()).toBe(401);
    });

    test('?next= sends staff on after signing in', async ({ page }) => {
      await page.goto(`${prefix(lang)}/admin?next=${encodeURIComponent(`${prefix(lang)}/admin-dashboard`)}`);
      await expect(page.getByTestId('admin-login-form')).toHaveAttribute('data-hydrated', 'true');
      await signInAsStaff(page, demo('ops').email);
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/admin-dashboard$`));
    });

    test('an auditor sees every write control disabled, and the server refuses a forced call', async ({ page }) => {
      await openPortal(page, lang);
      await signInAsStaff(page, demo('auditor').email);
      await expect(page.getByTestId('admin-portal')).toHaveAttribute('data-role', 'auditor');
      await expect(page.getByTestId('read-only-notice')).toBeVisible();

      await openTab(page, lang, 1);
      await expect(page.getByTestId('institution-row').first()).toBeVisible();
      await page.getByTestId('select-all').check();
      await expect(page.getByTestId('bulk-approve')).toBeDisabled();
      await expect(page.getByTestId('bulk-reject')).toBeDisabled();
      for (const control of ['tier-select', 'institution-edit', 'institution-suspend']) {
        await expect(page.getByTestId(control).and(page.locator(':enabled'))).toHaveCount(0);
      }
      await page.getByTestId('institution-view').first().click();
      await expect(page.getByTestId('institution-members')).toBeVisible();
      await expect(page.getByTestId('add-member')).toBeDisabled();
      await page.keyboard.press('Escape');

      await openTab(page, lang, 2);
      await expect(page.getByTestId('user-row').first()).toBeVisible();
      await expect(page.getByTestId('bulk-activate')).toBeDisabled();
      await expect(page.getByTestId('bulk-suspend')).toBeDisabled();
      await expect(page.getByTestId('toggle-user').and(page.locator(':enabled'))).toHaveCount(0);

      await openTab(page, lang, 4);
      await expect(page.getByTestId('credential-row').first()).toBeVisible();
      await expect(page.getByTestId('revoke-credential').and(page.locator(':enabled'))).toHaveCount(0);

      // The page's own session, forced past the disabled button: 403.
      const token = await page.evaluate(() => localStorage.getItem('access_token'));
      const list = await page.request.get(`/api/admin/institutions?q=${DEMO_INSTITUTION_CODES.approved}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const [institution] = (await list.json()).institutions;
      const forced = await page.request.post('/api/admin/institutions/bulk-reject', {
        headers: { authorization: `Bearer ${token}` },
        data: { institutionIds: [institution.id], reason: 'Bulk rejection' },
      });
      expect(forced.status()).toBe(403);
    });
  });
}
