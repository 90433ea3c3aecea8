import type { Page } from '@playwright/test';

/** Collects Content-Security-Policy violations reported in the console. */
export function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** The page's width overflow in pixels (0 when nothing sticks out sideways). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

export const LANGS = [
  { lang: 'en', prefix: '' },
  { lang: 'fr', prefix: '/fr' },
] as const;
