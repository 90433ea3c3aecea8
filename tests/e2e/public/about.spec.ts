import { expect, test } from '@playwright/test';
import { LANGS } from '../fixtures/language.ts';
import { watchCsp } from '../fixtures/page-checks.ts';

const TEXT = {
  en: { title: 'About CEMAC Open Banking', partner: 'Become a Partner', contact: 'Contact Us', mission: 'Our mission' },
  fr: {
    title: 'À propos de CEMAC Open Banking',
    partner: 'Devenir partenaire',
    contact: 'Nous contacter',
    mission: 'Notre mission',
  },
} as const;

for (const { lang, prefix } of LANGS) {
  const text = TEXT[lang];
  test(`about page (${lang}): mission, figures, four values, four leaders, partner and contact buttons`, async ({
    page,
  }) => {
    const violations = watchCsp(page);
    await page.goto(`${prefix}/about`);
    await expect(page.getByTestId('about-title')).toHaveText(text.title);
    await expect(page.getByRole('heading', { name: text.mission })).toBeVisible();
    const figures = page.getByTestId('about-figures');
    for (const figure of ['2019', '25+', '1M+', lang === 'en' ? '99.9%' : '99,9 %'])
      await expect(figures).toContainText(figure);
    await expect(page.getByTestId('about-values').locator('li')).toHaveCount(4);
    await expect(page.getByTestId('about-leader')).toHaveCount(4);
    await expect(page.getByTestId('about-become-partner')).toHaveText(text.partner);
    await expect(page.getByTestId('about-become-partner')).toHaveAttribute('href', `${prefix}/institution-register`);
    await page.getByTestId('about-contact-us').click();
    await expect(page).toHaveURL(new RegExp(`${prefix || ''}/?#contact$`));
    await expect(page.getByTestId('contact-form')).toBeInViewport();
    expect(violations).toEqual([]);
  });
}

test('the about page loads no React runtime', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/about');
  await page.getByTestId('about-team').waitFor();
  expect(scripts.filter((url) => /react|client\./i.test(url))).toEqual([]);
});
