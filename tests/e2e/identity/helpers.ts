import { expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_CUSTOMER_PIN, DEMO_PASSWORD } from '../../../db/seeds/demo-accounts.ts';

export { DEMO_ACCOUNTS, DEMO_CUSTOMER_PIN, DEMO_PASSWORD };

export type Lang = 'en' | 'fr';
export const prefix = (lang: Lang) => (lang === 'fr' ? '/fr' : '');

export function demo(role: (typeof DEMO_ACCOUNTS)[number]['role']) {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`no demo ${role}`);
  return account;
}

export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.cm`;
}

/** A Cameroon number nobody else in this run uses. */
export function uniquePhone(): string {
  return `2376${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
}

/** Signs in through the /login form by email and waits for the dashboard. */
export async function signIn(page: Page, lang: Lang, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${prefix(lang)}/login`);
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.locator('form[data-testid=login-form] button[type=submit]').click();
  await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/dashboard/?$`));
  await expect(page.getByTestId('dashboard-header')).toBeVisible();
}

/**
 * Signs the page's browser in through the API (`POST /oauth/login` sets the session cookie):
 * for tests about what a signed-in person sees, not about the sign-in form (which has its own).
 */
export async function signInThroughApi(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const response = await page.request.post('/oauth/login', { data: { email, password } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Collects Content-Security-Policy violations reported on the console. */
export function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}
