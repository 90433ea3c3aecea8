import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import type { Lang } from '../fixtures/language.ts';
import { accountsText } from '../fixtures/my-accounts.ts';
import { expectToast, signInFreshCustomer } from '../fixtures/payments.ts';

/**
 * Issue 30: a customer who has just registered holds no account; the dashboard's Your accounts
 * card opens a current or savings account (POST /api/v1/accounts with an Idempotency-Key), says
 * so in a toast and lists it; a request that cannot reach the server says that in a toast too.
 */

async function expectCardAxeClean(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).include('[data-testid=my-accounts]').analyze();
  expect
    .soft(
      violations.map((violation) => violation.id),
      `axe on ${where}`,
    )
    .toEqual([]);
}

const cases: { lang: Lang; tag: string }[] = [
  { lang: 'en', tag: '' },
  { lang: 'fr', tag: ' @mobile' },
];

for (const { lang, tag } of cases) {
  const t = accountsText[lang];

  test(`Dashboard (${lang}): a new customer opens a savings account, and an offline attempt says it failed${tag}`, async ({
    page,
    context,
  }) => {
    await signInFreshCustomer(page, lang);
    const card = page.getByTestId('my-accounts');
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(t.title);
    await expect(card.getByTestId('my-accounts-empty')).toHaveText(t.empty);
    await expectCardAxeClean(page, `Your accounts, none yet (${lang})`);

    // Offline, the attempt fails in words of the page's language and opens nothing.
    await context.setOffline(true);
    await card.getByTestId('open-account-submit').click();
    await expectToast(page, t.openFailed, t.openFailedBody);
    await context.setOffline(false);
    await expect(card.getByTestId('my-account')).toHaveCount(0);

    await card.getByTestId('open-account-type').selectOption({ label: t.savings });
    await card.getByRole('button', { name: t.open }).click();
    await expectToast(page, t.opened, t.openedBody(t.savings));
    const opened = card.getByTestId('my-account');
    await expect(opened).toHaveCount(1);
    await expect(opened).toContainText(t.savings);
    await expect(opened).toContainText(/\d{23}/);
    await expect(opened.getByTestId('my-account-balance')).toHaveText(t.balance);
    await expectCardAxeClean(page, `Your accounts, one savings account (${lang})`);
  });
}
