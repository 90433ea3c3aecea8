import { expect, test } from '@playwright/test';
import { DEMO_SANDBOX_API_KEY } from '../../../db/seeds/demo-api-key.ts';
import { LANGS } from '../fixtures/language.ts';
import { horizontalOverflow, watchCsp } from '../fixtures/page-checks.ts';

// The docs sidebar: six groups and their anchors, in order (with issue 18's CLI and examples).
const ANCHORS = {
  'getting-started': ['introduction', 'authentication', 'quickstart', 'errors'],
  oauth: ['oauth-overview', 'oauth-flows', 'oauth-scopes', 'oauth-tokens'],
  accounts: ['list-accounts', 'account-details', 'account-transactions'],
  payments: ['initiate-payment', 'payment-status', 'mobile-money', 'gimac-payments'],
  institutions: ['register-institution', 'institution-approval', 'institution-management'],
  sdks: ['javascript-sdk', 'python-sdk', 'rest-api', 'testing', 'cli', 'examples'],
};

const TEXT = {
  en: {
    filter: 'tok',
    filterMatches: ['oauth-tokens'],
    copied: 'Copied!',
    tryHint: 'Add your test API key above to try this request.',
    failed: 'API Test Failed',
    success: 'API Test Successful',
    show: 'Show',
    hide: 'Hide',
    authTabs: ['Overview', 'Auth flow', 'Example'],
    noMatch: 'No section matches “zzz”.',
  },
  fr: {
    filter: 'jet',
    filterMatches: ['oauth-tokens'],
    copied: 'Copié !',
    tryHint: 'Ajoutez votre clé API de test ci-dessus pour essayer cette requête.',
    failed: "Échec du test de l'API",
    success: "Test de l'API réussi",
    show: 'Afficher',
    hide: 'Masquer',
    authTabs: ["Vue d'ensemble", "Parcours d'authentification", 'Exemple'],
    noMatch: 'Aucune section ne correspond à « zzz ».',
  },
} as const;

for (const { lang, prefix } of LANGS) {
  const text = TEXT[lang];

  test.describe(`docs (${lang})`, () => {
    test('the sidebar lists the six groups and their anchors, each with a section', async ({ page }) => {
      const violations = watchCsp(page);
      await page.goto(`${prefix}/docs`);
      for (const [group, anchors] of Object.entries(ANCHORS)) {
        const links = page.getByTestId(`docs-group-${group}`).locator('a');
        await expect(links).toHaveCount(anchors.length);
        for (const [index, anchor] of anchors.entries()) {
          await expect(links.nth(index)).toHaveAttribute('href', `#${anchor}`);
          await expect(page.getByTestId(`doc-section-${anchor}`)).toBeAttached();
        }
      }
      const duplicateIds = await page.evaluate(() => {
        const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
        return ids.filter((id, index) => ids.indexOf(id) !== index);
      });
      expect(duplicateIds).toEqual([]);
      expect(violations).toEqual([]);
    });

    test('the sidebar search filters groups and items by title, case-insensitively', async ({ page }) => {
      await page.goto(`${prefix}/docs`);
      const filter = page.getByTestId('docs-filter');
      await filter.fill(text.filter.toUpperCase());
      const visible = page.getByTestId('docs-sidebar').locator('[data-docs-item]:visible a');
      await expect(visible).toHaveCount(text.filterMatches.length);
      for (const [index, anchor] of text.filterMatches.entries()) {
        await expect(visible.nth(index)).toHaveAttribute('href', `#${anchor}`);
      }
      await expect(page.getByTestId('docs-group-accounts')).toBeHidden();
      // A group's title matches too: all of its items stay.
      await filter.fill('oauth 2.0');
      await expect(page.getByTestId('docs-group-oauth').locator('a:visible')).toHaveCount(4);
      await filter.fill('zzz');
      await expect(page.getByTestId('docs-no-match')).toHaveText(text.noMatch);
      await filter.fill('');
      await expect(page.getByTestId('docs-sidebar').locator('[data-docs-item]:visible')).toHaveCount(24);
    });

    test('groups collapse and expand', async ({ page }) => {
      await page.goto(`${prefix}/docs`);
      const group = page.getByTestId('docs-group-payments');
      const link = page.getByTestId('docs-link-mobile-money');
      await expect(link).toBeVisible();
      await group.locator('summary').click();
      await expect(link).toBeHidden();
      await group.locator('summary').click();
      await expect(link).toBeVisible();
    });

    test('scrolling highlights the section being read', async ({ page }) => {
      await page.goto(`${prefix}/docs`);
      await page.getByTestId('doc-section-oauth-scopes').scrollIntoViewIfNeeded();
      await page.evaluate(() => document.getElementById('oauth-scopes')?.scrollIntoView({ block: 'start' }));
      await expect(page.getByTestId('docs-link-oauth-scopes')).toHaveAttribute('aria-current', 'location');
      await page.evaluate(() => document.getElementById('gimac-payments')?.scrollIntoView({ block: 'start' }));
      await expect(page.getByTestId('docs-link-gimac-payments')).toHaveAttribute('aria-current', 'location');
      await expect(page.getByTestId('docs-link-oauth-scopes')).not.toHaveAttribute('aria-current', 'location');
    });

    test('tabs switch panels and copy buttons put the snippet on the clipboard', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(`${prefix}/docs`);
      const auth = page.getByTestId('doc-section-authentication');
      const tabs = auth.getByRole('tab');
      await expect(tabs).toHaveText([...text.authTabs]);
      await expect(auth.getByRole('tabpanel').first()).toBeVisible();
      await tabs.nth(2).click();
      await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
      const example = auth.locator('#auth-panel-2');
      await expect(example).toBeVisible();
      await expect(auth.locator('#auth-panel-0')).toBeHidden();

      await example.locator('[data-copy]').first().click();
      await expect(page.getByTestId('toast')).toContainText(text.copied);
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain('/api/v1/accounts');
      // {host} was replaced by this server's address.
      expect(copied).not.toContain('{host}');
      expect(copied).toContain(new URL(page.url()).origin);
    });

    test('the key box hides and shows the key', async ({ page }) => {
      await page.goto(`${prefix}/docs`);
      const input = page.getByTestId('api-key-input');
      const toggle = page.getByTestId('api-key-toggle');
      await expect(input).toHaveAttribute('type', 'password');
      await toggle.click();
      await expect(input).toHaveAttribute('type', 'text');
      await expect(toggle).toHaveText(text.hide);
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await toggle.click();
      await expect(input).toHaveAttribute('type', 'password');
      await expect(toggle).toHaveText(text.show);
    });

    test('Try It is disabled without a key, and a bad key shows the 401 status and body', async ({ page }) => {
      await page.goto(`${prefix}/docs#quickstart`);
      const button = page.getByTestId('try-it-button');
      await expect(button).toBeDisabled();
      await expect(page.getByTestId('try-it-hint')).toHaveText(text.tryHint);

      await page.getByTestId('api-key-input').fill('ob_test_thisKeyDoesNotExist0000000000000');
      await expect(button).toBeEnabled();
      await expect(page.getByTestId('try-it-hint')).toBeHidden();
      await button.click();
      await expect(page.getByTestId('try-it-status')).toHaveText('401');
      await expect(page.getByTestId('try-it-body')).toContainText('"code": "unauthorized"');
      await expect(page.getByTestId('try-it-body')).toContainText('Invalid API key');
      await expect(page.getByTestId('toast')).toContainText(text.failed);
      await expect(page.getByTestId('toast')).toContainText('401');
    });

    test('Try It with the demo sandbox key lists the demo accounts', async ({ page }) => {
      await page.goto(`${prefix}/docs#quickstart`);
      await page.getByTestId('api-key-input').fill(DEMO_SANDBOX_API_KEY);
      await page.getByTestId('try-it-button').click();
      await expect(page.getByTestId('try-it-status')).toHaveText('200');
      await expect(page.getByTestId('try-it-body')).toContainText('"accountHolder": "Amina Nkono"');
      await expect(page.getByTestId('toast')).toContainText(text.success);
      await expect(page.getByTestId('toast')).toContainText('200');
    });

    test('Get API Keys leads to the API reference and View Examples to the examples with their source', async ({
      page,
    }) => {
      await page.goto(`${prefix}/docs`);
      await expect(page.getByTestId('docs-get-api-keys')).toHaveAttribute('href', `${prefix}/api-docs`);
      await page.getByTestId('docs-view-examples').click();
      await expect(page).toHaveURL(/#examples$/);
      const examples = page.getByTestId('doc-section-examples');
      await expect(examples).toBeInViewport();
      // The repository's files themselves, read when the site was built.
      await expect(examples).toContainText('examples/node-webhook-receiver/server.mjs');
      await expect(examples).toContainText('verifyWebhook(rawBody, request.headers, secret)');
      await expect(examples).toContainText('def main() -> int:');
      await expect(page.getByTestId('docs-quick-start')).toHaveAttribute('href', '#quickstart');
    });

    test('mobile money and GIMAC sections list the sandbox test numbers', async ({ page }) => {
      await page.goto(`${prefix}/docs`);
      const mobile = page.getByTestId('doc-section-mobile-money');
      await expect(mobile.getByTestId('sandbox-numbers')).toContainText('237670000001');
      await expect(mobile.getByTestId('sandbox-numbers')).toContainText('237690000006');
      await expect(mobile.getByTestId('sandbox-outcomes')).toContainText('NOT_ENOUGH_FUNDS / INSUFFICIENT_FUNDS');
      const gimac = page.getByTestId('doc-section-gimac-payments');
      await expect(gimac.getByTestId('sandbox-outcomes')).toContainText('TIMEOUT');
    });
  });
}

test('a visitor without JavaScript reads every docs section', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/fr/docs');
  for (const anchors of Object.values(ANCHORS)) {
    for (const anchor of anchors) await expect(page.getByTestId(`doc-section-${anchor}`)).toBeVisible();
  }
  // Tab panels are stacked, all readable.
  await expect(page.locator('#auth-panel-2')).toBeVisible();
  await context.close();
});

test.describe('docs on a phone @mobile', () => {
  test('the contents start folded, open on demand and nothing sticks out sideways', async ({ page }) => {
    await page.goto('/docs');
    const toggle = page.getByTestId('docs-toc-toggle');
    const link = page.getByTestId('docs-link-errors');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(link).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await link.click();
    await expect(page).toHaveURL(/#errors$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(link).toBeHidden();
    expect(await horizontalOverflow(page)).toBe(0);
  });
});
