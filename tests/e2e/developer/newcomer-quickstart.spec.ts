import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { asRun, runnableSnippets } from '../../helpers/docs-snippets.ts';
import { text } from '../fixtures/developer.ts';
import { type Lang, prefix } from '../fixtures/language.ts';
import { signInFreshCustomer } from '../fixtures/payments.ts';

const run = promisify(execFile);
const QUICKSTART = 'getting-started/quickstart.mdx';

/** One shell, as a reader pastes the blocks into one terminal: step 1's export reaches steps 2 to 4. */
async function runInOneShell(code: string): Promise<string> {
  const { stdout } = await run('bash', ['-c', `set -euo pipefail\n${code}`], { timeout: 60_000 });
  return stdout;
}

/**
 * Issue 18 "done when": a newcomer who follows the /docs Quickstart and nothing else goes from
 * no account to a successful payment. A brand-new customer follows step 0 through the real site
 * (the link to API management, a sandbox key with the scopes it names), then runs steps 1 to 4
 * as the page shows them, with their own key, until their payment reads `success`.
 */
for (const lang of ['en', 'fr'] as Lang[]) {
  test(`a newcomer goes from the Quickstart to a successful payment (${lang})`, async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await signInFreshCustomer(page, lang);

    await page.goto(`${prefix(lang)}/docs#quickstart`);
    const quickstart = page.getByTestId('doc-section-quickstart');
    await quickstart.locator(`a[href="${prefix(lang)}/api-management"]`).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/api-management$`));

    await page.getByRole('button', { name: text[lang].newKey }).click();
    const dialog = page.getByTestId('new-api-key-dialog');
    await dialog.locator('#key-name').fill('Quickstart');
    const scopes = dialog.getByTestId('key-scopes');
    await expect(scopes.getByRole('checkbox', { name: /accounts:read/ })).toBeChecked();
    await scopes.getByRole('checkbox', { name: /mobile_money:write/ }).check();
    await scopes.getByRole('checkbox', { name: /transactions:read/ }).check();
    await dialog.getByTestId('create-key-submit').click();
    const key = (await page.getByTestId('revealed-value').textContent()) ?? '';
    expect(key).toMatch(/^ob_test_[0-9A-Za-z]{32}$/);

    const steps = await runnableSnippets(lang, QUICKSTART);
    expect(steps.map((step) => step.language)).toEqual(['bash', 'bash', 'bash', 'bash']);
    const [exportKey, accounts, charge, follow] = steps.map((step) => asRun(step, baseURL ?? '', key)) as [
      string,
      string,
      string,
      string,
    ];
    // A new customer has no account yet: an empty list, not an error.
    expect(JSON.parse(await runInOneShell(`${exportKey}\n${accounts}`))).toMatchObject({ data: [] });
    const { data: charged } = JSON.parse(await runInOneShell(`${exportKey}\n${charge}`));
    expect(charged).toMatchObject({ status: 'pending', amount: 2500, currency: 'XAF', livemode: false });
    await expect
      .poll(
        async () => {
          const listed = JSON.parse(await runInOneShell(`${exportKey}\n${follow}`));
          return listed.data.find((payment: { reference: string }) => payment.reference === charged.reference)?.status;
        },
        { timeout: 30_000 },
      )
      .toBe('success');
  });
}
