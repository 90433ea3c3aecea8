import { expect, type Locator, type Page, test } from '@playwright/test';
import { demo, signIn } from '../fixtures/accounts.ts';

/**
 * Issue 12: the toast's × answers a real mouse click and a real tap; closing a dialog with
 * Esc gives focus back to the button that opened it (one Esc for search); tab lists are one
 * tab stop that the arrow keys, Home and End move through (WAI-ARIA tabs pattern).
 */
async function raiseToast(page: Page): Promise<Locator> {
  await page.goto('/docs#quickstart');
  await page.getByTestId('api-key-input').fill('ob_test_invalid');
  await page.getByTestId('try-it-button').click();
  const toast = page.getByTestId('toast');
  await expect(toast).toBeVisible();
  return toast;
}

test('the toast closes with a mouse click on ×', async ({ page }) => {
  const toast = await raiseToast(page);
  await toast.getByRole('button').click();
  await expect(toast).toHaveCount(0);
});

test('the toast closes with a tap on × @mobile', async ({ page }) => {
  const toast = await raiseToast(page);
  await toast.getByRole('button').tap();
  await expect(toast).toHaveCount(0);
});

test('Try It failure reads "API Test Failed" / "Request failed", with the status', async ({ page }) => {
  const toast = await raiseToast(page);
  await expect(toast).toContainText('API Test Failed');
  await expect(toast).toContainText('Request failed (status 401)');
});

test('Esc closes the API keys dialog and focus returns to Get API Keys', async ({ page }) => {
  await signIn(page, 'en', demo('customer').email);
  await page.goto('/api-docs');
  const opener = page.getByTestId('get-api-keys');
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('api-keys-dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('one Esc closes site search and focus returns to the search button', async ({ page }) => {
  await page.goto('/about');
  const opener = page.getByTestId('site-search-open');
  await opener.click();
  const input = page.getByTestId('site-search-input');
  await expect(input).toBeFocused();
  await input.fill('pay');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('site-search')).toBeHidden();
  await expect(opener).toBeFocused();
});

/** Focus is on the first tab: the arrows, End and Home select and focus the others. */
async function expectArrowTabs(page: Page, list: Locator): Promise<void> {
  const tabs = list.getByRole('tab');
  // Signed-in screens show "Loading" first: count the tabs once the list is there.
  await expect(tabs.nth(1)).toBeVisible();
  const count = await tabs.count();
  expect(count).toBeGreaterThan(1);
  const expectSelected = async (index: number) => {
    await expect(tabs.nth(index)).toBeFocused();
    await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
    // One tab stop: only the selected tab is in the Tab order.
    await expect(list.locator('[role=tab][tabindex="0"]')).toHaveCount(1);
    await expect(tabs.nth(index)).toHaveAttribute('tabindex', '0');
  };
  await tabs.first().click();
  await expectSelected(0);
  await page.keyboard.press('ArrowRight');
  await expectSelected(1);
  await page.keyboard.press('ArrowLeft');
  await expectSelected(0);
  await page.keyboard.press('ArrowLeft');
  await expectSelected(count - 1);
  await page.keyboard.press('Home');
  await expectSelected(0);
  await page.keyboard.press('End');
  await expectSelected(count - 1);
}

test('docs tabs follow the WAI-ARIA tabs pattern and show the chosen panel', async ({ page }) => {
  await page.goto('/docs');
  const group = page.locator('[data-tabs=auth]');
  await expectArrowTabs(page, group.getByRole('tablist'));
  await expect(page.locator('#auth-panel-2')).toBeVisible();
  await expect(page.locator('#auth-panel-0')).toBeHidden();
});

test('sign-in Email/Phone, GIMAC and payment management tabs move with the arrow keys', async ({ page }) => {
  await page.goto('/login');
  await expectArrowTabs(page, page.getByRole('tablist'));
  await expect(page.locator('#login-phone')).toBeVisible();

  await signIn(page, 'en', demo('admin').email);
  await expectArrowTabs(page, page.getByTestId('gimac-section').getByRole('tablist'));

  await page.goto('/payment-management');
  await expectArrowTabs(page, page.getByRole('tablist').first());
});
