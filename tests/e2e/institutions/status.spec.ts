import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_INSTITUTION_CODES } from '../../../db/seeds/demo/20-institutions.ts';
import { openStatus, TEXT } from '../fixtures/institutions.ts';
import { type Lang, prefix } from '../fixtures/language.ts';

/**
 * Issue 14 item 4: the status lookup against the real server's demo institutions, in English
 * and French, on a desktop and (tests tagged @mobile) a phone.
 */

async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect
    .soft(
      violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`),
      `axe on ${where}`,
    )
    .toEqual([]);
}

async function lookUp(page: Page, code: string, how: 'enter' | 'button', lang: Lang): Promise<void> {
  await page.getByTestId('status-code').fill(code);
  if (how === 'enter') await page.getByTestId('status-code').press('Enter');
  else await page.getByRole('button', { name: TEXT[lang].check }).click();
}

for (const viewport of ['', ' @mobile']) {
  for (const lang of ['en', 'fr'] as Lang[]) {
    const t = TEXT[lang];

    test.describe(`institution status (${lang})${viewport}`, () => {
      test(`an approved institution offers the admin portal; Enter searches, the code is trimmed${viewport}`, async ({
        page,
      }) => {
        await openStatus(page, lang);
        await expect(page.getByTestId('register-link')).toBeVisible();
        // Held until the loading state has been seen.
        let release: () => void = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route('**/api/v1/institutions/status/**', async (route) => {
          await held;
          await route.continue();
        });
        const asked = page.waitForRequest('**/api/v1/institutions/status/**');
        await lookUp(page, `  ${DEMO_INSTITUTION_CODES.approved.toLowerCase()}  `, 'enter', lang);
        expect(new URL((await asked).url()).pathname).toBe(
          `/api/v1/institutions/status/${DEMO_INSTITUTION_CODES.approved.toLowerCase()}`,
        );
        await expect(page.getByTestId('status-loading')).toBeVisible();
        release();

        const result = page.getByTestId('status-result');
        await expect(result).toBeVisible();
        await expect(page.getByTestId('status-name')).toHaveText('Afriland First Bank');
        await expect(page.getByTestId('status-badge')).toHaveText(t.active);
        await expect(page.getByTestId('admin-portal-link')).toHaveText(t.adminPortal);
        await expect(page.getByTestId('admin-portal-link')).toHaveAttribute('href', `${prefix(lang)}/institution`);
        await expect(page.getByTestId('api-docs-link')).toHaveAttribute('href', `${prefix(lang)}/api-docs`);
        // A result is shown: no invitation to register.
        await expect(page.getByTestId('register-link')).toHaveCount(0);
        await expect(page).toHaveURL(/\?code=cm-afriland$/);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page, `${lang} result${viewport}`);
      });

      test(`a suspended institution is Approved (Inactive); a pending one has no portal${viewport}`, async ({
        page,
      }) => {
        await openStatus(page, lang, `?code=${DEMO_INSTITUTION_CODES.suspended}`);
        await expect(page.getByTestId('status-badge')).toHaveText(t.approvedInactive);
        await expect(page.getByTestId('admin-portal-link')).toBeVisible();
        await lookUp(page, DEMO_INSTITUTION_CODES.pending, 'button', lang);
        await expect(page.getByTestId('status-badge')).toHaveText(t.pending);
        await expect(page.getByTestId('admin-portal-link')).toHaveCount(0);
      });

      test(`an unknown code shows the not-found card, the code as text; blank does nothing${viewport}`, async ({
        page,
      }) => {
        await openStatus(page, lang);
        const requests: string[] = [];
        page.on('request', (request) => {
          if (request.url().includes('/api/v1/institutions/status/')) requests.push(request.url());
        });
        await lookUp(page, '   ', 'button', lang);
        await lookUp(page, '', 'enter', lang);
        await expect(page.getByTestId('status-loading')).toHaveCount(0);
        expect(requests).toEqual([]);

        const typed = 'INST-<img src=x onerror=alert(1)>';
        await lookUp(page, `  ${typed} `, 'enter', lang);
        const card = page.getByTestId('status-not-found');
        await expect(card).toBeVisible();
        await expect(card.getByRole('heading')).toHaveText(t.notFoundTitle);
        await expect(page.getByTestId('status-not-found-text')).toHaveText(t.notFound(typed));
        await expect(card.locator('img')).toHaveCount(0);
        await expect(page.getByTestId('register-link')).toHaveAttribute('href', `${prefix(lang)}/institution-register`);
        expect(requests).toHaveLength(1);
        await expectNoAxeViolations(page, `${lang} not found${viewport}`);
      });
    });
  }
}
