import { expect, test } from '@playwright/test';
import { watchCsp } from '../fixtures/page-checks.ts';

test.describe('site search (Pagefind)', () => {
  for (const { path, term, expected, lang } of [
    { path: '/docs', term: 'idempotency', expected: /\/docs\/?#idempotency$/, lang: 'en' },
    { path: '/fr/about', term: 'idempotence', expected: /\/fr\/docs\/?#idempotence$/, lang: 'fr' },
  ]) {
    test(`finds a docs term in ${lang === 'en' ? 'English' : 'French'}, in the visitor's language`, async ({
      page,
    }) => {
      const violations = watchCsp(page);
      await page.goto(path);
      await page.getByTestId('site-search-open').click();
      await page.getByTestId('site-search-input').fill(term);
      const results = page.getByTestId('site-search-result');
      await expect(results.first()).toBeVisible({ timeout: 15_000 });
      const hrefs = await results.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs.some((href) => expected.test(href))).toBe(true);
      // Results stay in the page's language.
      for (const href of hrefs) expect(href.startsWith('/fr/')).toBe(lang === 'fr');
      expect(violations).toEqual([]);
    });
  }

  test('opens with the / key and says when nothing matches', async ({ page }) => {
    await page.goto('/about');
    await page.keyboard.press('/');
    await expect(page.getByTestId('site-search-input')).toBeFocused();
    await page.getByTestId('site-search-input').fill('zzzzqq');
    await expect(page.getByTestId('site-search')).toContainText('No results for “zzzzqq”', {
      timeout: 15_000,
    });
  });
});
