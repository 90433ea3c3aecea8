import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { signIn, signUp } from '../fixtures/accounts.ts';
import { expectNoAxeViolations } from '../fixtures/analytics.ts';
import { LANGS } from '../fixtures/language.ts';
import { horizontalOverflow, watchCsp } from '../fixtures/page-checks.ts';

const run = promisify(execFile);

/** A fresh developer account, registered through the real API. */
async function registerDeveloper(request: APIRequestContext) {
  return signUp(request, 'dev', {
    firstName: 'Ngo',
    lastName: 'Biyong',
    password: 'Correct-Horse-42',
    secretWord: 'mangrove-kribi',
  });
}

interface OpenApi {
  tags: { name: string }[];
  paths: Record<string, Record<string, { tags?: string[] }>>;
}

async function tagCounts(document: OpenApi) {
  const counts = new Map(document.tags.map((tag) => [tag.name, 0]));
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      const tag = operation.tags?.[0] ?? '';
      counts.set(tag, (counts.get(tag) ?? 0) + 1);
    }
  }
  return counts;
}

const TEXT = {
  en: {
    empty: 'No APIs found',
    authTitle: 'Authentication Required',
    authBody: 'Please log in to manage your API keys',
    nameRequired: 'Please enter a name for your API key',
    noKeys: 'You have no API keys yet.',
    created: 'API key created',
    characters: 'characters',
    active: 'Active',
    inactive: 'Inactive',
    expires: /^Expires [A-Z][a-z]{2} \d{2}, \d{2}:\d{2}$/,
  },
  fr: {
    empty: 'Aucune API trouvée',
    authTitle: 'Authentification requise',
    authBody: 'Veuillez vous connecter pour gérer vos clés API',
    nameRequired: 'Veuillez saisir un nom pour votre clé API',
    noKeys: "Vous n'avez encore aucune clé API.",
    created: 'Clé API créée',
    characters: 'caractères',
    active: 'Active',
    inactive: 'Inactive',
    expires: /^Expire le \d{2} \S+ \d{2}:\d{2}$/,
  },
} as const;

for (const { lang, prefix } of LANGS) {
  const text = TEXT[lang];

  test.describe(`API reference (${lang})`, () => {
    test('category counts match the server OpenAPI document, one card per operation', async ({ page, request }) => {
      const violations = watchCsp(page);
      const document = (await (await request.get('/api/openapi.json')).json()) as OpenApi;
      const counts = await tagCounts(document);
      const total = [...counts.values()].reduce((sum, count) => sum + count, 0);

      await page.goto(`${prefix}/api-docs`);
      await expect(page.getByTestId('endpoint-card')).toHaveCount(total);
      await expect(page.getByTestId('category-all').getByTestId('category-count')).toHaveText(String(total));
      // Length limits in the field tables read in the page's language.
      await expect(page.locator('main').getByText(`≤ 100 ${text.characters}`).first()).toBeAttached();
      await expect(page.locator('main').getByText(/\d chars\b/)).toHaveCount(0);
      for (const tag of ['Authentication', 'Accounts', 'Payments', 'Mobile Money', 'Institutions']) {
        const button = page.getByTestId(`category-${tag.toLowerCase().replace(' ', '-')}`);
        const count = counts.get(tag) ?? 0;
        // A category without operations is not offered (it would only lead to "No APIs found").
        if (count === 0) await expect(button, tag).toHaveCount(0);
        else await expect(button.getByTestId('category-count'), tag).toHaveText(String(count));
      }
      await expect(page.getByTestId('api-result-count')).toHaveText(new RegExp(`^${total}\\b`));
      // Choosing a category shows its cards only.
      await page.getByTestId('category-accounts').click();
      await expect(page.getByTestId('endpoint-card').filter({ visible: true })).toHaveCount(
        counts.get('Accounts') ?? 0,
      );
      await expect(page.getByTestId('api-result-count')).toHaveText(new RegExp(`^${counts.get('Accounts')}\\b`));
      await page.getByTestId('category-all').click();
      await expect(page.getByTestId('endpoint-card').filter({ visible: true })).toHaveCount(total);
      await expect(page.getByTestId('base-url')).toHaveText(`${new URL(page.url()).origin}/api/v1`);
      expect(violations).toEqual([]);
    });

    test('search narrows the cards, and "No APIs found" shows when none match', async ({ page }) => {
      await page.goto(`${prefix}/api-docs`);
      const cards = page.getByTestId('endpoint-card');
      const visible = cards.filter({ visible: true });
      const total = await cards.count();
      // Other routes may mention the same words as the API grows: every card left must match.
      for (const [term, path] of [
        ['accounts', '/api/v1/accounts'],
        ['CONTACT', '/api/v1/contact'],
      ] as const) {
        await page.getByTestId('api-search').fill(term);
        await expect(visible.filter({ hasText: path }).first()).toBeVisible();
        const shown = await visible.count();
        expect(shown).toBeLessThan(total);
        // The counts follow the search: the line above the cards and the All badge.
        await expect(page.getByTestId('api-result-count')).toHaveText(new RegExp(`^${shown}\\b`));
        await expect(page.getByTestId('category-all').getByTestId('category-count')).toHaveText(String(shown));
        for (const card of await visible.all()) {
          expect((await card.getAttribute('data-search')) ?? '').toContain(term.toLowerCase());
        }
      }
      await page.getByTestId('api-search').fill('no-such-endpoint');
      await expect(visible).toHaveCount(0);
      await expect(page.getByTestId('api-empty')).toContainText(text.empty);
      await page.getByTestId('api-search').fill('');
      await expect(page.getByTestId('api-empty')).toBeHidden();
    });

    test('each card has Request and Response tabs with copyable examples', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(`${prefix}/api-docs`);
      // The list of accounts itself (/api/v1/accounts/{id}, its transactions and opening an account have cards too).
      const card = page
        .getByTestId('endpoint-card')
        .filter({ has: page.locator('.endpoint-path', { hasText: /^\/api\/v1\/accounts$/ }) })
        .filter({ has: page.locator('.http-method[data-method="GET"]') });
      const tabs = card.getByRole('tab');
      await expect(tabs).toHaveCount(2);
      const panels = card.locator('[role="tabpanel"]');
      await expect(panels.nth(0)).toContainText('Authorization: Bearer');
      await expect(panels.nth(1)).toBeHidden();
      await tabs.nth(1).click();
      await expect(panels.nth(0)).toBeHidden();
      const response = panels.nth(1);
      await expect(response).toBeVisible();
      await expect(response).toContainText('"accountNumber"');
      await expect(response).toContainText('"unauthorized"');
      await response.locator('[data-copy]').first().click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('"accountHolder"');
    });

    test('Get API Keys, signed out: "Authentication Required", then the sign-in page', async ({ page }) => {
      await page.goto(`${prefix}/api-docs`);
      await page.getByTestId('get-api-keys').click();
      await expect(page.getByTestId('toast')).toContainText(text.authTitle);
      await expect(page.getByTestId('toast')).toContainText(text.authBody);
      await expect(page).toHaveURL(new RegExp(`${prefix}/login\\?next=`));
      const notice = page.getByTestId('login-return-notice');
      await expect(notice).toContainText(text.authTitle);
      await expect(notice).toContainText(text.authBody);
    });

    test('Get API Keys, signed in: creates a sandbox key, shows it once and lists every key with its state', async ({
      page,
      request,
    }) => {
      // axe, even over the dialog alone, walks the long reference page: ~10 s on a loaded machine.
      test.slow();
      const developer = await registerDeveloper(request);
      await signIn(page, lang, developer.email, developer.password);
      await page.goto(`${prefix}/api-docs`);
      await page.getByTestId('get-api-keys').click();
      const dialog = page.getByTestId('api-keys-dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(text.noKeys)).toBeVisible();
      await page.getByTestId('api-key-name').fill('Boutique Akwa');
      await page.getByTestId('api-key-create').click();
      await expect(dialog.getByTestId('api-key-created').locator('code')).toHaveText(/^ob_test_[A-Za-z0-9]{32}$/);
      await expect(page.getByTestId('toast')).toContainText(text.created);
      const listed = dialog.locator('[data-keys-list] li');
      await expect(listed).toHaveCount(1);
      await expect(listed).toContainText('Boutique Akwa');
      await expect(listed).toContainText(/ob_test_\w{4}…/);
      await expect(listed.getByTestId('api-keys-dialog-status')).toHaveText(text.active);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // Rotated (the old key in its 7-day grace), its successor deleted, and one more: each
      // listed with its state, newest first.
      const { apiKeys } = (await (await page.request.get('/api/developer/profile')).json()) as {
        apiKeys: { id: string }[];
      };
      const rotation = await page.request.post(`/api/v1/api-keys/${apiKeys[0]?.id}/rotate`, { data: {} });
      expect(rotation.status()).toBe(201);
      const { newKey } = (await rotation.json()) as { newKey: { id: string } };
      expect((await page.request.delete(`/api/v1/api-keys/${newKey.id}`)).status()).toBe(204);
      const another = await page.request.post('/api/developer/api-keys', {
        data: { name: 'Boutique Bonanjo', permissions: ['read:accounts'] },
      });
      expect(another.status()).toBe(201);
      await page.getByTestId('get-api-keys').click();
      await expect(dialog).toBeVisible();
      const statuses = dialog.getByTestId('api-keys-dialog-status');
      await expect(statuses).toHaveText([text.active, text.inactive, text.expires]);
      await expect(statuses.nth(2)).toHaveAttribute('data-state', 'expiring');
      await expectNoAxeViolations(
        page,
        `${lang} /api-docs Get API Keys with every key state`,
        '[data-testid=api-keys-dialog]',
      );
    });

    test('the key dialog asks for a name before creating a key', async ({ page, request }) => {
      const developer = await registerDeveloper(request);
      await signIn(page, lang, developer.email, developer.password);
      await page.goto(`${prefix}/api-docs`);
      await page.getByTestId('get-api-keys').click();
      await page.getByTestId('api-key-create').click();
      await expect(page.getByTestId('api-keys-dialog').getByRole('alert')).toHaveText(text.nameRequired);
    });
  });
}

test.describe('API reference on a phone @mobile', () => {
  test('nothing sticks out sideways', async ({ page }) => {
    for (const path of ['/api-docs', '/fr/api-docs']) {
      await page.goto(path);
      await page.getByTestId('endpoint-card').first().waitFor();
      expect(await horizontalOverflow(page), path).toBe(0);
    }
  });
});

test.describe('SDK downloads', () => {
  /**
   * What /api-docs offers is what the build packed (api/cli/pack-sdks.ts): the npm tarball holds
   * the built package, the wheel installs with pip and the CLI runs with npx straight from the
   * address the page shows.
   */
  test('serve installable packages, and the install lines name this server', async ({ page, request }, info) => {
    test.slow();
    const origin = new URL(info.project.use.baseURL ?? '').origin;
    const folder = await mkdtemp(path.join(tmpdir(), 'sdk-downloads-'));
    try {
      await page.goto('/fr/api-docs#sdks');
      await expect(page.getByText('Installer depuis ce serveur').first()).toBeVisible();
      await page.goto('/api-docs#sdks');
      const tarballPath = (await page.getByTestId('sdk-download-js').getAttribute('href')) ?? '';
      await expect(page.getByTestId('sdk-install-js-server')).toContainText(`npm install ${origin}${tarballPath}`);
      const tarball = await request.get(tarballPath);
      expect(tarball.status()).toBe(200);
      await writeFile(path.join(folder, 'sdk.tgz'), await tarball.body());
      const { stdout: listing } = await run('tar', ['-tzf', path.join(folder, 'sdk.tgz')]);
      expect(listing.split('\n')).toEqual(expect.arrayContaining(['package/package.json', 'package/dist/index.js']));

      await page.getByRole('tab', { name: 'Python' }).click();
      const wheelPath = (await page.getByTestId('sdk-download-python').getAttribute('href')) ?? '';
      await expect(page.getByTestId('sdk-install-python-server')).toContainText(`pip install ${origin}${wheelPath}`);
      await run('python3', ['-m', 'venv', path.join(folder, 'venv')]);
      const python = path.join(folder, 'venv', 'bin', 'python');
      await run(python, ['-m', 'pip', 'install', '--quiet', '--no-index', `${origin}${wheelPath}`]);
      const { stdout: version } = await run(python, [
        '-c',
        'import cemac_open_banking; print(cemac_open_banking.__version__)',
      ]);
      expect(wheelPath).toContain(`-${version.trim()}-`);

      // The CLI runs with npx straight from the address the page shows: one bundled file, no dependencies.
      await page.getByRole('tab', { name: 'CLI' }).click();
      const cliPath = (await page.getByTestId('sdk-download-cli').getAttribute('href')) ?? '';
      const runLine = `npx --yes --package ${origin}${cliPath} cemac`;
      await expect(page.getByTestId('sdk-run-cli-server')).toContainText(`${runLine} login`);
      const { stdout: cliVersion } = await run(
        'npx',
        ['--yes', '--package', `${origin}${cliPath}`, 'cemac', '--version'],
        {
          cwd: folder,
        },
      );
      expect(cliPath).toContain(`-${cliVersion.trim()}.tgz`);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
