import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { formatCount } from '../../../domain/format.ts';
import { signInThroughApi, signUp } from '../fixtures/accounts.ts';
import { addMemberAsStaff, catalogue, openStatus, TEXT } from '../fixtures/institutions.ts';
import { type Lang, prefix } from '../fixtures/language.ts';

/**
 * Issue 30 item 6: Access Admin Portal on an approved institution's status page leads its
 * members, through the customer sign-in, to the institution's own view (members, API keys by
 * prefix, quota use, documents, statements). One journey per language on a desktop; the phone
 * only checks that the view fits (its screenshot is kept with the test's output).
 */

/** Approved demo institutions no other spec changes, one per run, so their member lists stay apart. */
const INSTITUTION = {
  en: { code: 'CM-UBA', name: 'United Bank for Africa Cameroun' },
  fr: { code: 'CM-ECOBANK', name: 'Ecobank Cameroun' },
  phone: { code: 'GA-BGFI', name: 'BGFIBank Gabon' },
} as const;

async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`),
    `axe on ${where}`,
  ).toEqual([]);
}

/** The month's calls and quota as the public lookup gives them: what the view must show. */
async function usageOf(request: APIRequestContext, code: string, lang: Lang): Promise<string> {
  const status = await (await request.get(`/api/v1/institutions/status/${code}`)).json();
  return catalogue(lang, 'instStatus.usage', {
    used: formatCount(status.currentApiUsage, lang),
    limit: formatCount(status.apiQuotaLimit, lang),
  });
}

for (const lang of ['en', 'fr'] as Lang[]) {
  const { code, name } = INSTITUTION[lang];
  const text = (key: Parameters<typeof catalogue>[1]) => catalogue(lang, key);

  test(`a member goes from the status page to their institution's own view (${lang})`, async ({
    page,
    request,
  }, testInfo) => {
    const password = 'MemberOfBank2026!';
    const { email } = await signUp(request, `member-${lang}`, {
      firstName: 'Awa',
      lastName: `Membre ${lang}`,
      password,
    });
    // A key of the member's own: the view lists it by its prefix, never the secret.
    const login = await request.post('/oauth/login', { data: { email, password } });
    const { access_token: token } = await login.json();
    const created = await request.post('/api/v1/api-keys', {
      headers: { authorization: `Bearer ${token}` },
      data: { name: `Member key ${lang}`, environment: 'sandbox', scopes: ['accounts:read'] },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { apiKey } = await created.json();

    // The status page says who may sign in, and its button leads to the customer sign-in.
    await openStatus(page, lang, `?code=${code}`);
    await expect(page.getByTestId('admin-portal-note')).toHaveText(text('instStatus.portalNote'));
    await page.getByTestId('admin-portal-link').click();
    await expect(page).toHaveURL(`${prefix(lang)}/login?next=${encodeURIComponent(`${prefix(lang)}/institution`)}`);
    await expect(page.getByTestId('login-return-notice')).toContainText(text('login.returnInstitution'));
    await expect(page.getByTestId('login-form')).toHaveAttribute('data-hydrated', 'true');
    await page.locator('#login-email').fill(email);
    await page.locator('#login-password').fill(password);
    await page.locator('form[data-testid=login-form] button[type=submit]').click();
    await expect(page).toHaveURL(`${prefix(lang)}/institution`);

    // Signed in, but nobody has made them a member yet: the server's reason, in the page's language.
    await expect(page.getByTestId('institution-not-member-reason')).toHaveText(text('error.not_institution_member'));

    await addMemberAsStaff(request, code, email);
    await page.reload();
    await expect(page.getByTestId('institution-name')).toHaveText(name);
    await expect(page.getByTestId('institution-status')).toHaveText(TEXT[lang].active);
    await expect(page.getByTestId('institution-role')).toHaveText(
      catalogue(lang, 'instView.yourRole', { role: text('instView.role.member') }),
    );
    await expect(page.getByTestId('institution-usage')).toHaveText(await usageOf(request, code, lang));
    const member = page.getByTestId('institution-member').filter({ hasText: email });
    await expect(member.getByTestId('member-role')).toHaveText(text('instView.role.member'));
    const key = page.getByTestId('institution-key').filter({ hasText: `Member key ${lang}` });
    await expect(key.getByTestId('key-prefix')).toHaveText(`${apiKey.keyPrefix}…`);
    await expect(key.getByTestId('key-state')).toHaveText(text('instView.keys.state.active'));
    await expect(page.getByTestId('institution-view')).not.toContainText(apiKey.key);
    await expect(page.getByTestId('institution-documents-empty')).toHaveText(text('instView.documents.empty'));
    await expect(page.getByTestId('institution-statements-empty')).toHaveText(text('instView.statements.none'));
    await expectNoAxeViolations(page, `${prefix(lang)}/institution`);
    await page.screenshot({ path: testInfo.outputPath(`institution-view-${lang}.png`), fullPage: true });
  });
}

test('the institution view fits a phone @mobile', async ({ page, request }, testInfo) => {
  const { code, name } = INSTITUTION.phone;
  const password = 'MemberOfBank2026!';
  const { email } = await signUp(request, 'member-phone', { firstName: 'Awa', lastName: 'Telephone', password });
  await addMemberAsStaff(request, code, email);
  await signInThroughApi(page, email, password);
  await page.goto('/institution');
  await expect(page.getByTestId('institution-name')).toHaveText(name);
  await expect(page.getByTestId('institution-statements')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('institution-view-phone.png'), fullPage: true });
});
