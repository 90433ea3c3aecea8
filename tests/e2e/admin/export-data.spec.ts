import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { demo, signInThroughApi } from '../fixtures/accounts.ts';
import { type Lang, prefix } from '../fixtures/language.ts';
import { readCsv } from '../fixtures/read-csv.ts';

/**
 * Issue 30 item 4 on screen: the dashboard's Export Data dialog (what, the period, CSV or JSON)
 * and its plain download link, audited by the server. English and French on the desktop; the
 * dialog's phone layout once (@mobile).
 */
const text = {
  en: {
    title: 'Export Data',
    kinds: ['Users', 'Institutions', 'Transactions', 'Audit Log'],
    reversed: 'The first day must be on or before the last day.',
  },
  fr: {
    title: 'Exporter les données',
    kinds: ['Utilisateurs', 'Institutions', 'Transactions', "Journal d'audit"],
    reversed: 'Le premier jour doit précéder le dernier ou être le même.',
  },
} as const;

async function openDialog(page: Page, lang: Lang) {
  await signInThroughApi(page, demo('admin').email);
  await page.goto(`${prefix(lang)}/admin-dashboard`);
  await page.getByTestId('export-data').click();
  const dialog = page.getByTestId('export-data-dialog');
  await expect(dialog.getByRole('heading', { name: text[lang].title })).toBeVisible();
  return dialog;
}

async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include('[data-testid=export-data-dialog]').analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`),
    `axe on ${where}`,
  ).toEqual([]);
}

async function downloadFrom(page: Page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-download').click()]);
  return { name: download.suggestedFilename(), body: await readFile((await download.path()) ?? '', 'utf8') };
}

for (const lang of ['en', 'fr'] as Lang[]) {
  const t = text[lang];

  test(`Export Data downloads the chosen list and period as CSV or JSON, audited (${lang})`, async ({ page }) => {
    const dialog = await openDialog(page, lang);
    await expect(dialog.locator('#export-kind option')).toHaveText([...t.kinds]);
    await expectNoAxeViolations(page, `${lang} Export Data`);

    // Users since the platform began, as CSV: the admin's own account is in it.
    await dialog.locator('#export-from').fill('2020-01-01');
    await expect(dialog.getByTestId('export-download')).toHaveAttribute('download', '');
    const users = await downloadFrom(page);
    expect(users.name).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(readCsv(users.body).some((row) => row.email === demo('admin').email)).toBe(true);

    // A reversed period is said, and nothing downloads.
    const to = await dialog.locator('#export-to').inputValue();
    await dialog.locator('#export-from').fill('2099-01-01');
    await expect(dialog.getByTestId('export-to-error')).toHaveText(t.reversed);
    await expect(dialog.getByTestId('export-download')).toBeDisabled();
    await expectNoAxeViolations(page, `${lang} Export Data with a reversed period`);

    // The audit log of today, as JSON: the users export just made is in it.
    await dialog.locator('#export-kind').selectOption('audit_log');
    await dialog.locator('#export-format').selectOption('json');
    await dialog.locator('#export-from').fill(to);
    const audit = await downloadFrom(page);
    expect(audit.name).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.json$/);
    const entries = JSON.parse(audit.body) as { action: string; resource: string; details: { filters?: object } }[];
    expect(entries.find((entry) => entry.action === 'export' && entry.resource === 'user')?.details.filters).toEqual({
      status: 'all',
      from: '2020-01-01',
      to,
      format: 'csv',
    });
  });
}

test('the Export Data dialog fits a phone @mobile', async ({ page }) => {
  const dialog = await openDialog(page, 'fr');
  const box = await dialog.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  // One field a row: the period's two days stack.
  const from = await dialog.locator('#export-from').boundingBox();
  const until = await dialog.locator('#export-to').boundingBox();
  expect(until?.y ?? 0).toBeGreaterThan((from?.y ?? 0) + (from?.height ?? 0));
  await expect(dialog.getByTestId('export-download')).toBeInViewport();
  await expectNoAxeViolations(page, 'fr Export Data on a phone');
});
