import { expect, type Page, test } from '@playwright/test';
import { DEMO_INSTITUTION_CODES } from '../../../db/seeds/demo/20-institutions.ts';
import { COMPANY } from '../../../site/lib/company.ts';
import { demo, signInStaffThroughApi, signInThroughApi } from '../fixtures/accounts.ts';
import { type Lang, prefix } from '../fixtures/language.ts';
import { pendingConsentPath } from '../fixtures/oauth-consent.ts';

/**
 * Issue 12: every text a French reader sees is French. Each page is read in English and in
 * French; a visible text of the French page found word for word on the English page fails,
 * unless it is on the allow-list below (names, codes, numbers) or inside code.
 */

/** Names and words that are the same in both languages. */
const SAME_IN_BOTH = new Set([
  'CEMAC Open Banking',
  'CEMAC',
  'GIMAC',
  'MTN',
  'MTN Mobile Money',
  'MTN MoMo',
  'Orange',
  'Orange Money',
  'COBAC',
  'BEAC',
  'XAF',
  'FCFA',
  'API',
  'SDK',
  'REST',
  'OAuth 2.0',
  'OpenAPI',
  'JavaScript',
  'Python',
  'Node.js',
  'Fintech',
  'Message',
  'Description',
  'Code',
  'Type',
  'Options',
  'Email',
  'E-mail',
  'Contact',
  'Documentation',
  'Webhooks',
  'WhatsApp',
  'LinkedIn',
  'X',
  'GitHub',
  'EN',
  'FR',
  'Français',
  'English',
  'Total',
  'Admin',
  'Date',
  'Service',
  'Transactions',
  'Interbancaire',
  'Production',
  'Facebook',
  'Mobile money',
  'mobile money',
  'Introduction',
  'Institution',
  'Institutions',
  'Documents',
  'Public',
  'Actions',
  'Services',
  'Volume',
  'Conventions',
  'Active',
  // A key (une clé) is "Inactive" in French too.
  'Inactive',
  'Bronze',
  'Suspension',
  'Shell',
  'Standard Webhooks',
  'Audit',
  'Action',
  'Transaction',
  // The company's address and phone, as its contact details print them.
  COMPANY.office.street,
  `${COMPANY.office.street}, ${COMPANY.office.city} · ${COMPANY.hotline}`,
]);

/** Numbers, amounts, dates, codes, references, addresses, e-mails, URLs: not words to translate. */
function notWords(text: string): boolean {
  return (
    !/\p{L}{2,}/u.test(text) || // no word at all: numbers, punctuation
    /^[−+]?[\d\s\u202f\u00a0]+(FCFA|XAF)$/.test(text) || // an amount
    /^[\d\s\u202f\u00a0]+ms$/.test(text) || // a duration in milliseconds
    /^[A-Z0-9_.:/-]+$/.test(text) || // CODES, PAY-…, HTTP methods
    /^\S+@\S+$/.test(text) || // e-mail
    /^(https?:\/\/|\/)\S*$/.test(text) || // URL or path
    /^[a-z_]+(:[a-z_]+)?$/.test(text) || // scopes, field names, statuses as the API spells them
    /^ob_(test|live)_/.test(text)
  );
}

/**
 * The page's visible text nodes, trimmed, outside code, scripts and hidden parts, and outside
 * what the page marks `translate="no"` (people's names, what customers typed).
 */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      const parent = node.parentElement;
      if (!text || !parent) continue;
      if (parent.closest('script, style, noscript, code, pre, kbd, samp, svg, template, [translate="no"]')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      texts.push(text);
    }
    return texts;
  });
}

interface Screen {
  path: string;
  /** Names a state of the page beyond its first view (a tab). */
  state?: string;
  /** Signs in first (the dashboards), then waits for what the screen loads. */
  signInAs?: 'customer' | 'ops' | 'admin';
  ready?: (page: Page) => Promise<void>;
  /** Opens the screen itself instead of going to `path` (a page whose address is made by the test). */
  open?: (page: Page, lang: Lang) => Promise<void>;
}

const SCREENS: Screen[] = [
  { path: '/' },
  { path: '/about' },
  { path: '/docs' },
  { path: '/api-docs' },
  { path: '/login' },
  { path: '/register' },
  { path: '/institution-register' },
  { path: '/institution-status' },
  {
    path: `/institution-status?code=${DEMO_INSTITUTION_CODES.approved}`,
    state: 'result',
    ready: (page) => expect(page.getByTestId('status-result')).toBeVisible(),
  },
  {
    path: '/institution-status?code=INST-0000-0000',
    state: 'not found',
    ready: (page) => expect(page.getByTestId('status-not-found')).toBeVisible(),
  },
  {
    // The demo customer belongs to no institution: the member view's refusal and its way on.
    path: '/institution',
    state: 'not a member',
    signInAs: 'customer',
    ready: (page) => expect(page.getByTestId('institution-not-member')).toBeVisible(),
  },
  { path: '/admin' },
  { path: '/admin-dashboard' },
  { path: '/enhanced-admin' },
  ...(
    [
      [
        'overview',
        (page: Page) => expect(page.getByTestId('summary-active-keys').getByTestId('summary-value')).not.toBeEmpty(),
      ],
      ['keys', (page: Page) => expect(page.getByTestId('api-key-row').first()).toBeVisible()],
      [
        'apps',
        (page: Page) => expect(page.getByTestId('app-row').or(page.getByTestId('apps-empty')).first()).toBeVisible(),
      ],
      [
        'webhooks',
        (page: Page) =>
          expect(page.getByTestId('webhook-card').or(page.getByTestId('webhooks-empty')).first()).toBeVisible(),
      ],
      ['analytics', (page: Page) => expect(page.getByTestId('request-log-panel')).toBeVisible()],
    ] as const
  ).map(
    ([tab, loaded]): Screen => ({
      path: '/api-management',
      state: `${tab} tab`,
      signInAs: 'customer',
      ready: async (page) => {
        await page.locator(`#am-tab-${tab}`).click();
        await loaded(page);
        await expect(page.locator('.skeleton')).toHaveCount(0);
      },
    }),
  ),
  ...(
    [
      ['dashboard', (page: Page) => expect(page.getByTestId('recent-application').first()).toBeVisible()],
      ['institutions', (page: Page) => expect(page.getByTestId('institution-row').first()).toBeVisible()],
      ['users', (page: Page) => expect(page.getByTestId('user-row').first()).toBeVisible()],
      ['transactions', (page: Page) => expect(page.getByTestId('transaction-row').first()).toBeVisible()],
      ['api', (page: Page) => expect(page.getByTestId('credential-row').first()).toBeVisible()],
      ['system', (page: Page) => expect(page.getByTestId('system-connector-gimac')).toBeVisible()],
    ] as const
  ).map(
    ([tab, loaded]): Screen => ({
      path: '/admin',
      state: `${tab} tab, signed in`,
      signInAs: 'admin',
      ready: async (page) => {
        await page.locator(`#portal-tab-${tab}`).click();
        await loaded(page);
        await expect(page.locator('.skeleton')).toHaveCount(0);
      },
    }),
  ),
  { path: '/account-setup' },
  {
    path: '/account-setup?token=not-a-real-token',
    state: 'unknown link',
    ready: (page) => expect(page.getByTestId('setup-invalid')).toBeVisible(),
  },
  {
    path: '/admin-dashboard',
    state: 'signed in as a customer',
    signInAs: 'customer',
    ready: (page) => expect(page.getByTestId('no-access')).toBeVisible(),
  },
  ...(
    [
      [
        'overview',
        (page: Page) =>
          expect(page.getByTestId('recent-activity').or(page.getByTestId('recent-empty')).first()).toBeVisible(),
      ],
      ['users', (page: Page) => expect(page.getByTestId('user-row').first()).toBeVisible()],
      ['audit', (page: Page) => expect(page.getByTestId('audit-row').first()).toBeVisible()],
      ['monitoring', (page: Page) => expect(page.getByTestId('monitor-service-gimac')).toBeVisible()],
      ['settings', (page: Page) => expect(page.getByTestId('settings-card-feature_flags')).toBeVisible()],
    ] as const
  ).map(
    ([tab, loaded]): Screen => ({
      path: '/admin-dashboard',
      state: `${tab} tab, signed in`,
      signInAs: 'admin',
      ready: async (page) => {
        // A staff sign-in is audited: the log then has at least one entry to read.
        await signInStaffThroughApi(page.request, 'admin');
        await page.locator(`#ad-tab-${tab}`).click();
        await loaded(page);
        await expect(page.locator('.skeleton')).toHaveCount(0);
      },
    }),
  ),
  {
    path: '/oauth/consent',
    state: 'an app asking',
    signInAs: 'customer',
    open: async (page, lang) => {
      // The page has not been anywhere yet (signed in through the API): the run's own address.
      await page.goto(await pendingConsentPath(test.info().project.use.baseURL as string, lang));
      await page.getByTestId('consent-allow').click();
    },
    ready: (page) => expect(page.getByTestId('consent-accounts-error')).toBeVisible(),
  },
  {
    path: '/oauth/consent?interaction=not-a-real-request',
    state: 'expired',
    signInAs: 'customer',
    ready: (page) => expect(page.getByTestId('consent-expired')).toBeVisible(),
  },
  { path: '/page-that-does-not-exist' },
  {
    path: '/dashboard',
    signInAs: 'customer',
    ready: async (page) => {
      await expect(page.getByTestId('gimac-services')).toBeVisible();
      await expect(page.getByTestId('payments-list').locator('.skeleton')).toHaveCount(0);
    },
  },
  {
    path: '/payment-management',
    signInAs: 'ops',
    ready: async (page) => {
      await expect(page.getByTestId('transactions-table')).toBeVisible();
      await expect(page.getByTestId('summary-total-transactions').getByTestId('summary-value')).not.toBeEmpty();
    },
  },
  ...(
    [
      ['analytics', (page: Page) => expect(page.getByTestId('analytics-provider').first()).toBeVisible()],
      ['providers', (page: Page) => expect(page.getByTestId('provider-health')).toHaveCount(3)],
      [
        'reconciliation',
        async (page: Page) => {
          // Yesterday in Douala: today may have just begun (no payments yet) when the run crosses midnight.
          const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Douala' }).format(
            new Date(Date.now() - 86_400_000),
          );
          await page.locator('#recon-date').fill(yesterday);
          await page.getByTestId('generate-report').click();
          await expect(page.getByTestId('reconciliation-items')).toBeVisible();
        },
      ],
    ] as const
  ).map(
    ([tab, loaded]): Screen => ({
      path: '/payment-management',
      state: `${tab} tab`,
      signInAs: 'ops',
      ready: async (page) => {
        await page.locator(`#pm-tab-${tab}`).click();
        await loaded(page);
      },
    }),
  ),
];

async function read(page: Page, screen: Screen, lang: Lang): Promise<string[]> {
  if (screen.signInAs) await signInThroughApi(page, demo(screen.signInAs).email);
  if (screen.open) await screen.open(page, lang);
  else await page.goto(`${prefix(lang)}${screen.path === '/' ? '' : screen.path}` || '/');
  await screen.ready?.(page);
  return visibleTexts(page);
}

for (const screen of SCREENS) {
  test(`${screen.path}${screen.state ? ` (${screen.state})` : ''} in French shows no English text`, async ({
    browser,
  }) => {
    test.slow();
    const english = await browser.newPage();
    const french = await browser.newPage();
    const englishTexts = new Set(await read(english, screen, 'en'));
    const frenchTexts = await read(french, screen, 'fr');
    const untranslated = [
      ...new Set(frenchTexts.filter((text) => englishTexts.has(text) && !SAME_IN_BOTH.has(text) && !notWords(text))),
    ];
    expect(untranslated).toEqual([]);
    await english.close();
    await french.close();
  });
}
