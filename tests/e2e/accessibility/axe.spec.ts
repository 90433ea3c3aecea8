import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, demo, signInStaffThroughApi, signInThroughApi } from '../fixtures/accounts.ts';
import { type Lang, prefix } from '../fixtures/language.ts';
import { expectStableLayout, recordShifts, SIGNED_OUT_STABLE_PAGES } from '../fixtures/layout-shifts.ts';
import { pendingConsentPath } from '../fixtures/oauth-consent.ts';

/**
 * axe-core over every built page and every dialog, in English and French, on a desktop
 * and (tests tagged @mobile) a phone viewport. Any violation fails, with its rule, its
 * impact and the elements it names. One page load per page, language and viewport; the same
 * load measures the signed-out pages' layout shifts (fixtures/layout-shifts.ts).
 */
const PUBLIC_PAGES = [
  '/',
  '/about',
  '/terms',
  '/privacy',
  '/docs',
  '/api-docs',
  '/login',
  '/register',
  '/dashboard',
  '/payment-management',
  '/api-management',
  '/admin',
  '/admin-dashboard',
  '/enhanced-admin',
  '/institution-register',
  '/institution-status',
  '/account-setup',
  '/oauth/consent',
  '/not-a-page',
];

const HEAVY_PAGES = new Set(['/docs', '/api-docs']);

/**
 * After a screen's first whole-page check, a tab or a dialog is checked on its own: the rest of
 * the page has not changed, and axe over the whole of a large screen costs seconds each time.
 */
const TAB_PANEL = '[role=tabpanel]';
const DIALOG = '[role=dialog]';
const SIGN_IN_FIRST = new Set(['/api-management', '/oauth/consent']);

async function expectNoViolations(page: Page, where: string, include?: string): Promise<void> {
  // Only violations are read: axe then skips building the passes and incomplete results for
  // every node, most of its time on the large pages (the docs, the API reference).
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
  // Soft: a walk over many pages reports every page that fails, not only the first.
  expect.soft(found, `axe on ${where}`).toEqual([]);
}

/** Until the scripts have run and the page's own requests have answered. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

for (const viewport of ['', ' @mobile']) {
  for (const lang of ['en', 'fr'] as Lang[]) {
    const at = (path: string) => `${prefix(lang)}${path === '/' && lang === 'fr' ? '' : path}`;

    for (const path of PUBLIC_PAGES) {
      test(`axe: ${at(path)} signed out${viewport}`, async ({ page }) => {
        // The docs and the API reference carry every section and every operation's statuses:
        // axe alone takes ~25 s on them on a 2-core machine, over a minute under a loaded one.
        if (HEAVY_PAGES.has(path)) test.slow();
        const stable = SIGNED_OUT_STABLE_PAGES.has(path);
        if (stable) await recordShifts(page);
        await page.goto(at(path));
        // API management and the consent page send a signed-out visitor to sign in: check the
        // page they land on (a second page load, which a loaded machine can take over 7 s to finish).
        if (SIGN_IN_FIRST.has(path)) await expect(page).toHaveURL(/\/login\?next=/, { timeout: 20_000 });
        await settle(page);
        if (stable) await expectStableLayout(page, at(path));
        await expectNoViolations(page, at(path));
      });
    }

    test(`axe: navigation menu, site search and a toast (${lang})${viewport}`, async ({ page }) => {
      test.slow();
      await page.goto(at('/docs'));
      await settle(page);
      const toggle = page.getByTestId('navbar-toggle');
      if (await toggle.isVisible()) {
        await toggle.click();
        await expect(page.getByTestId('navbar-menu')).toBeVisible();
        await expectNoViolations(page, `${at('/docs')} open menu`);
      }
      await page.getByTestId('site-search-open').click();
      await page.getByTestId('site-search-input').fill('payment');
      await expect(page.getByTestId('site-search-result').first()).toBeVisible();
      await expectNoViolations(page, `${at('/docs')} site search`, '[data-testid=site-search]');
      await page.keyboard.press('Escape');
      // A toast: Try It without a valid key.
      await page.getByTestId('api-key-input').fill('ob_test_invalid');
      await page.getByTestId('try-it-button').click();
      await expect(page.getByTestId('toast')).toBeVisible();
      await expectNoViolations(page, `${at('/docs')} toast`, 'ob-toaster');
    });

    test(`axe: the API keys dialog (${lang})${viewport}`, async ({ page }) => {
      test.slow();
      await signInThroughApi(page, demo('customer').email);
      await page.goto(at('/api-docs'));
      await settle(page);
      await page.getByTestId('get-api-keys').click();
      const dialog = page.getByTestId('api-keys-dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('[data-keys-loading]')).toBeHidden();
      await expectNoViolations(page, `${at('/api-docs')} API keys dialog`, '[data-testid=api-keys-dialog]');
    });

    test(`axe: the signed-in dashboard (${lang})${viewport}`, async ({ page }) => {
      // The whole dashboard, connected apps card included: axe alone takes ~40 s on a loaded 2-core machine.
      test.slow();
      await signInThroughApi(page, demo('customer').email);
      await page.goto(at('/dashboard'));
      await settle(page);
      await expect(page.getByTestId('payments-list').or(page.getByTestId('payments-empty')).first()).toBeVisible();
      await expectNoViolations(page, `${at('/dashboard')} signed in`);
      await page.getByRole('tab').last().click();
      await expectNoViolations(page, `${at('/dashboard')} Bank to Mobile tab`);
    });

    test(`axe: the OAuth consent screen, its error and its expired state (${lang})${viewport}`, async ({
      page,
      baseURL,
    }) => {
      test.slow();
      const consent = await pendingConsentPath(baseURL as string, lang);
      await signInThroughApi(page, demo('customer').email);
      await page.goto(consent);
      await expect(page.getByTestId('consent-screen')).toBeVisible();
      await expectNoViolations(page, `${consent} form`);
      await page.getByTestId('consent-allow').click();
      await expect(page.getByTestId('consent-accounts-error')).toBeVisible();
      await expectNoViolations(page, `${consent} with an error`);
      await page.goto(at('/oauth/consent?interaction=not-a-real-request'));
      await expect(page.getByTestId('consent-expired')).toBeVisible();
      await expectNoViolations(page, `${at('/oauth/consent')} expired`);
    });

    test(`axe: API management, its tabs and dialogs (${lang})${viewport}`, async ({ page }) => {
      test.slow();
      await signInThroughApi(page, demo('customer').email);
      await page.goto(at('/api-management'));
      await settle(page);
      await expect(page.getByTestId('log-row').or(page.getByTestId('logs-empty')).first()).toBeVisible();
      await expectNoViolations(page, `${at('/api-management')} overview`);
      for (const [button, dialog] of [
        ['new-api-key', 'new-api-key-dialog'],
        ['new-webhook', 'new-webhook-dialog'],
      ] as const) {
        await page.getByTestId(button).click();
        await expect(page.getByTestId(dialog)).toBeVisible();
        await expectNoViolations(page, `${at('/api-management')} ${dialog}`, DIALOG);
        await page.keyboard.press('Escape');
      }
      const tabs = page.getByRole('tablist').first().getByRole('tab');
      for (let index = 1; index < (await tabs.count()); index += 1) {
        await tabs.nth(index).click();
        await settle(page);
        await expect(page.locator('.skeleton')).toHaveCount(0);
        await expectNoViolations(page, `${at('/api-management')} tab ${index + 1}`, TAB_PANEL);
      }
    });

    test(`axe: the admin portal, its tabs and dialogs (${lang})${viewport}`, async ({ page }) => {
      test.slow();
      await page.goto(at('/admin'));
      await expect(page.getByTestId('admin-login-form')).toHaveAttribute('data-hydrated', 'true');
      await page.locator('#admin-login-email').fill(demo('admin').email);
      await page.locator('#admin-login-password').fill(DEMO_PASSWORD);
      await page.getByTestId('admin-login-submit').click();
      await expect(page.getByTestId('recent-application').first()).toBeVisible();
      await settle(page);
      await expectNoViolations(page, `${at('/admin')} dashboard`);
      const tabs = page.getByRole('tablist').first().getByRole('tab');
      for (let index = 1; index < (await tabs.count()); index += 1) {
        await tabs.nth(index).click();
        await settle(page);
        await expect(page.locator('.skeleton')).toHaveCount(0);
        await expectNoViolations(page, `${at('/admin')} tab ${index + 1}`, TAB_PANEL);
      }
      await tabs.nth(1).click();
      for (const [button, dialog] of [
        ['institution-view', 'institution-view-dialog'],
        ['institution-edit', 'institution-edit-dialog'],
        ['institution-suspend', 'confirm-dialog'],
      ] as const) {
        await page.getByTestId(button).first().click();
        await expect(page.getByTestId(dialog)).toBeVisible();
        await expect(page.getByTestId(dialog).locator('.skeleton')).toHaveCount(0);
        await expectNoViolations(page, `${at('/admin')} ${dialog}`, DIALOG);
        await page.keyboard.press('Escape');
      }
    });

    test(`axe: the admin dashboard, its tabs, the user dialog and the set-up link (${lang})${viewport}`, async ({
      page,
    }) => {
      test.slow();
      // Through the staff sign-in, which is audited: Recent Activity then has an entry.
      await signInStaffThroughApi(page.request, 'admin');
      await page.goto(at('/admin-dashboard'));
      await expect(page.getByTestId('recent-activity').first()).toBeVisible();
      await settle(page);
      await expectNoViolations(page, `${at('/admin-dashboard')} overview`);
      await page.locator('#ad-tab-audit').click();
      await expect(page.getByTestId('audit-row').first()).toBeVisible();
      // The details viewer exists only for entries with details (a sign-in may have none).
      const details = page.getByTestId('audit-details-toggle');
      if ((await details.count()) > 0) await details.first().click();
      await expectNoViolations(page, `${at('/admin-dashboard')} audit`, TAB_PANEL);
      await page.locator('#ad-tab-users').click();
      await expect(page.getByTestId('user-row').first()).toBeVisible();
      await expectNoViolations(page, `${at('/admin-dashboard')} users`, TAB_PANEL);
      await page.getByTestId('edit-user').first().click();
      await expect(page.getByTestId('user-dialog')).toBeVisible();
      await expectNoViolations(page, `${at('/admin-dashboard')} user dialog`, DIALOG);
      await page.keyboard.press('Escape');
      // Issue 16: Monitoring, Settings (and its import dialog), System Logs, the Export Data dialog.
      await page.locator('#ad-tab-monitoring').click();
      await expect(page.getByTestId('monitor-service-gimac')).toBeVisible();
      await expectNoViolations(page, `${at('/admin-dashboard')} monitoring`, TAB_PANEL);
      await page.locator('#ad-tab-settings').click();
      await expect(page.getByTestId('settings-card-feature_flags')).toBeVisible();
      await expectNoViolations(page, `${at('/admin-dashboard')} settings`, TAB_PANEL);
      await page.getByTestId('import-settings').click();
      await expect(page.getByTestId('import-settings-dialog')).toBeVisible();
      await expectNoViolations(page, `${at('/admin-dashboard')} import settings`, DIALOG);
      await page.keyboard.press('Escape');
      await page.getByTestId('system-logs').click();
      await expect(page.getByTestId('logs-count')).toBeVisible();
      await expectNoViolations(page, `${at('/admin-dashboard')} system logs`, DIALOG);
      await page.keyboard.press('Escape');
      await page.getByTestId('export-data').click();
      await expect(page.getByTestId('export-data-dialog')).toBeVisible();
      await expectNoViolations(page, `${at('/admin-dashboard')} export data`, DIALOG);
      await page.keyboard.press('Escape');
      await page.locator('#ad-tab-users').click();
      // A created user's one-time link, then the page its owner opens.
      await page.getByTestId('new-user').click();
      await page.locator('#user-first-name').fill('Axe');
      await page.locator('#user-last-name').fill('Check');
      await page
        .locator('#user-email')
        .fill(`axe.${lang}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.cm`);
      await page.getByTestId('user-submit').click();
      const link = page.getByTestId('setup-link-url');
      await expect(link).toBeVisible();
      await expectNoViolations(page, `${at('/admin-dashboard')} set-up link`, '[data-testid=setup-link]');
      const url = new URL((await link.textContent()) ?? '');
      await page.goto(`${prefix(lang)}${url.pathname}${url.search}`);
      await expect(page.getByTestId('setup-form')).toBeVisible();
      await expectNoViolations(page, `${at('/account-setup')} form`);
    });

    test(`axe: payment management, its tabs and dialogs (${lang})${viewport}`, async ({ page }) => {
      test.slow();
      await signInThroughApi(page, demo('admin').email);
      await page.goto(at('/payment-management'));
      await settle(page);
      await expect(page.getByTestId('transaction-row').first()).toBeVisible();
      await expectNoViolations(page, `${at('/payment-management')} transactions`);
      await page.getByTestId('transaction-row').first().getByTestId('view-details').click();
      await expect(page.getByTestId('transaction-details')).toBeVisible();
      await expectNoViolations(page, `${at('/payment-management')} transaction details`, DIALOG);
      await page.keyboard.press('Escape');
      await page.getByTestId('new-payment').click();
      await expect(page.getByTestId('new-payment-dialog')).toBeVisible();
      await expectNoViolations(page, `${at('/payment-management')} New Payment`, DIALOG);
      await page.keyboard.press('Escape');
      const tabs = page.getByRole('tablist').first().getByRole('tab');
      for (let index = 1; index < (await tabs.count()); index += 1) {
        await tabs.nth(index).click();
        await settle(page);
        await expectNoViolations(page, `${at('/payment-management')} tab ${index + 1}`, TAB_PANEL);
      }
    });
  }
}
