import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_INSTITUTION_CODES, DEMO_INSTITUTIONS } from '../../../db/seeds/demo/20-institutions.ts';
import {
  catalogue,
  chooseDocument,
  FILES,
  fillBasicInformation,
  fillCompliance,
  fillContactDetails,
  openWizard,
  TEXT,
  uniqueRegistrationNumber,
} from '../fixtures/institutions.ts';
import { type Lang, prefix } from '../fixtures/language.ts';
import { watchCsp } from '../fixtures/page-checks.ts';

/**
 * Issue 14: the whole registration wizard against the real server, with real files, in
 * English and French: the step rules, a refused file shown on its document, a reload that
 * keeps the draft, the submission, then the status page for the code it gives.
 */

const DRAFT_KEY = 'institution_registration_draft';
const AFRILAND_REGISTRATION_NUMBER =
  DEMO_INSTITUTIONS.find((institution) => institution.code === DEMO_INSTITUTION_CODES.approved)?.registrationNumber ??
  '';

async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect
    .soft(
      violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`),
      `axe on ${where}`,
    )
    .toEqual([]);
}

/**
 * A draft on the review step, as the wizard stores it, with its documents uploaded through the
 * API as the wizard does (or, for `missing`, ids the server never gave). Seeded once per test.
 */
async function seedReviewDraft(
  page: Page,
  overrides: Record<string, unknown>,
  missing: Record<string, string> = {},
): Promise<void> {
  const documents: Record<string, unknown> = {};
  for (const type of ['businessLicense', 'registrationCertificate', 'financialServicesLicense', 'amlKycPolicy']) {
    const answer = await page.request.post('/api/v1/institutions/documents', {
      multipart: { documentType: type, file: FILES.pdf(`${type}.pdf`) },
    });
    expect(answer.status()).toBe(201);
    const { id, name, type: mediaType, size } = await answer.json();
    documents[type] = { id: missing[type] ?? id, name, type: mediaType, size, status: 'completed' };
  }
  const values = {
    institutionName: 'Afriland First Bank',
    institutionType: 'commercial_bank',
    registrationNumber: 'RC/YAO/2001/B/0001',
    headquarters: 'Yaoundé',
    website: 'https://www.afrilandfirstbank.com',
    contactEmail: 'contact@afriland.example.cm',
    contactPhone: '237650000125',
    legalRepresentative: 'Alphonse Nafack',
    legalRepresentativeTitle: 'Directeur général',
    address: 'Place de l’Indépendance, Yaoundé',
    country: 'CM',
    regulatoryLicense: 'COBAC/EC/1987/014',
    compliance: { aml: true, kyc: true, dataProtection: true, cybersecurity: true },
    riskAssessment: {
      amlRiskLevel: 'low',
      sanctionsScreening: true,
      pepScreening: true,
      transactionMonitoring: true,
      riskOfficer: 'Marie Ngo',
    },
    ...overrides,
  };
  await page.addInitScript(
    ([key, draft]) => {
      if (!sessionStorage.getItem('seeded')) localStorage.setItem(key, draft);
      sessionStorage.setItem('seeded', '1');
    },
    [DRAFT_KEY, JSON.stringify({ version: 1, values, documents, step: 5, visited: 5 })] as const,
  );
}

for (const lang of ['en', 'fr'] as Lang[]) {
  const t = TEXT[lang];

  test.describe(`institution registration (${lang})`, () => {
    test('five steps with real uploads, a reload keeping the draft, then the code and its status', async ({ page }) => {
      test.slow();
      const csp = watchCsp(page);
      const name = `Crédit du Sahel ${lang.toUpperCase()} ${Date.now().toString(36)}`;
      const registrationNumber = uniqueRegistrationNumber(lang);
      const form = page.getByTestId('institution-register-form');
      const next = page.getByTestId('wizard-next');
      const title = page.getByTestId('wizard-step-title');

      await openWizard(page, lang);

      // Step 1: the progress says 20 %, later steps are disabled, Next waits for the fields.
      await expect(title).toHaveText(t.steps[0]);
      await expect(page.getByTestId('wizard-percent')).toHaveText(t.percent(20));
      await expect(page.locator('progress[aria-label]')).toHaveAttribute('value', '20');
      for (const later of [2, 3, 4, 5]) await expect(page.getByTestId(`wizard-step-${later}`)).toBeDisabled();
      await expect(next).toBeDisabled();
      await fillBasicInformation(page, { name, registrationNumber });
      await page.locator('#inst-website').fill('   ');
      await expect(next).toBeDisabled();
      await page.locator('#inst-website').fill('https://creditsahel.example.cm');
      await expect(page.locator('#inst-establishedYear')).toHaveAttribute('min', '1900');
      await expect(page.locator('#inst-establishedYear')).toHaveAttribute('max', String(new Date().getFullYear()));
      await next.click();

      // Step 2: the country defaults to Cameroon; step 1 can be clicked again.
      await expect(title).toHaveText(t.steps[1]);
      await expect(page.getByTestId('wizard-percent')).toHaveText(t.percent(40));
      await expect(page.locator('#inst-country')).toHaveValue('CM');
      await expect(page.getByTestId('wizard-step-1')).toBeEnabled();
      await expect(page.getByTestId('wizard-step-4')).toBeDisabled();
      await fillContactDetails(page);
      await next.click();

      // Step 3: each document is uploaded when chosen. A PNG behind a .pdf name is refused by
      // its bytes, and the server's reason is said on that document in the page's language.
      await expect(title).toHaveText(t.steps[2]);
      await expect(page.getByTestId('wizard-percent')).toHaveText(t.percent(60));
      await expect(page.getByTestId('doc-businessLicense-input')).toHaveAttribute('accept', /\.pdf.*\.png/);
      await chooseDocument(page, 'businessLicense', FILES.pngNamedPdf('licence.pdf'), 'error');
      await expect(page.getByTestId('doc-businessLicense-state')).toContainText(
        catalogue(lang, 'error.document_content_mismatch', { extension: 'pdf' }),
      );
      await expectNoAxeViolations(page, `${lang} documents with a refused file`);
      await chooseDocument(page, 'businessLicense', FILES.pdf('licence.pdf'), 'completed');
      await expect(page.getByTestId('toast')).toContainText(t.uploaded);
      await chooseDocument(page, 'registrationCertificate', FILES.png('certificat.png'), 'completed');
      await chooseDocument(page, 'financialServicesLicense', FILES.pdf('agrement-cobac.pdf'), 'completed');
      await expect(next).toBeDisabled();
      // Uploading is a visible state: held here until it has been seen.
      let releaseUpload: () => void = () => {};
      const heldUpload = new Promise<void>((resolve) => {
        releaseUpload = resolve;
      });
      await page.route('**/api/v1/institutions/documents', async (route) => {
        await heldUpload;
        await route.continue();
      });
      await page.getByTestId('doc-amlKycPolicy-input').setInputFiles(FILES.pdf('politique-lbc.pdf'));
      await expect(page.getByTestId('doc-amlKycPolicy')).toHaveAttribute('data-status', 'uploading');
      await expect(page.getByTestId('doc-amlKycPolicy-state').locator('progress')).toBeVisible();
      await expect(next).toBeDisabled();
      releaseUpload();
      await expect(page.getByTestId('doc-amlKycPolicy')).toHaveAttribute('data-status', 'completed');
      await page.unroute('**/api/v1/institutions/documents');
      await expect(next).toBeEnabled();

      // A reload mid-way keeps the draft: the step, the answers, the documents by server id.
      await page.reload();
      await expect(form).toHaveAttribute('data-restored', 'true');
      await expect(title).toHaveText(t.steps[2]);
      await expect(page.getByTestId('doc-businessLicense')).toHaveAttribute('data-status', 'completed');
      await expect(page.getByTestId('doc-amlKycPolicy-state')).toContainText('politique-lbc.pdf');
      await page.getByTestId('wizard-step-1').click();
      await expect(page.locator('#inst-institutionName')).toHaveValue(name);
      await expect(page.locator('#inst-employeeCount')).toHaveValue('51-200');
      await page.getByTestId('wizard-step-3').click();
      await next.click();

      // Step 4: the confirmations and the risk self-assessment are required, cybersecurity not.
      await expect(title).toHaveText(t.steps[3]);
      await expect(page.getByTestId('wizard-percent')).toHaveText(t.percent(80));
      await fillCompliance(page);
      await page.locator('#inst-compliance-kyc').uncheck();
      await expect(next).toBeDisabled();
      await page.locator('#inst-compliance-kyc').check();
      await expect(page.locator('#inst-compliance-cybersecurity')).not.toBeChecked();
      await expect(next).toBeEnabled();
      await next.click();

      // Step 5: collapsible summaries of what will be sent.
      await expect(title).toHaveText(t.steps[4]);
      await expect(page.getByTestId('wizard-percent')).toHaveText(t.percent(100));
      await expect(page.getByTestId('review-basic')).toContainText(name);
      await expect(page.getByTestId('review-contact').locator('dd').first()).toBeHidden();
      await page.getByTestId('review-contact').locator('summary').click();
      await expect(page.getByTestId('review-contact')).toContainText('contact@creditsahel.example.cm');
      await page.getByTestId('review-documents').locator('summary').click();
      await expect(page.getByTestId('review-documents')).toContainText('agrement-cobac.pdf');
      await expectNoAxeViolations(page, `${lang} review step`);

      // Submit reads "Submitting..." while the server has not answered.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/v1/institutions/register', async (route) => {
        await held;
        await route.continue();
      });
      const sent = page.waitForRequest('**/api/v1/institutions/register');
      await page.getByTestId('wizard-submit').click();
      await expect(page.getByTestId('wizard-submit')).toHaveText(t.submitting);
      const body = (await sent).postDataJSON();
      expect(body).toMatchObject({
        institutionName: name,
        institutionType: 'microfinance',
        registrationNumber,
        country: 'CM',
        establishedYear: 2015,
        employeeCount: '51-200',
        compliance: { aml: true, kyc: true, dataProtection: true, cybersecurity: false },
        riskAssessment: { amlRiskLevel: 'medium', sanctionsScreening: true, riskOfficer: 'Paul Ndam' },
      });
      expect(Object.keys(body.documents).sort()).toEqual([
        'amlKycPolicy',
        'businessLicense',
        'financialServicesLicense',
        'registrationCertificate',
      ]);
      expect(typeof body.submittedAt).toBe('string');
      release();

      // The toast, the code to keep, the wizard back on an empty first step, the draft gone.
      const toast = page.getByTestId('toast');
      await expect(toast).toContainText(t.success);
      await expect(toast).toContainText(t.successBody);
      // The code to keep is where focus went, on screen once the toast has gone.
      await expect(page.locator('#inst-code-title')).toBeFocused();
      await expect(page.getByTestId('registration-code')).toBeInViewport();
      const code = (await page.getByTestId('institution-code').textContent())?.trim() ?? '';
      expect(code).toMatch(/^INST-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      await expect(title).toHaveText(t.steps[0]);
      await expect(page.locator('#inst-institutionName')).toHaveValue('');
      expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull();
      await page.reload();
      await expect(form).toHaveAttribute('data-restored', 'true');
      await expect(page.locator('#inst-institutionName')).toHaveValue('');
      await expect(page.getByTestId('registration-code')).toHaveCount(0);

      // The status page for that code: pending approval, no admin portal.
      await page.goto(`${prefix(lang)}/institution-status?code=${encodeURIComponent(code)}`);
      await expect(page.getByTestId('status-badge')).toHaveText(t.pending);
      await expect(page.getByTestId('status-name')).toHaveText(name);
      await expect(page.getByTestId('admin-portal-link')).toHaveCount(0);
      expect(csp).toEqual([]);
    });

    test('a website or phone the server would refuse is said on its step, before Next', async ({ page }) => {
      await openWizard(page, lang);
      await fillBasicInformation(page, {
        name: 'Banque du Logone',
        registrationNumber: uniqueRegistrationNumber('ws'),
      });
      await page.locator('#inst-website').fill('banque du logone');
      await page.getByTestId('wizard-next').click();
      await expect(page.getByTestId('wizard-step-title')).toHaveText(t.steps[0]);
      await expect(page.getByTestId('inst-website-error')).toHaveText(catalogue(lang, 'error.website_invalid'));
      await expect(page.locator('#inst-website')).toBeFocused();
      await page.locator('#inst-website').fill('logone.example.cm');
      await page.getByTestId('wizard-next').click();

      await fillContactDetails(page, '12345');
      await page.getByTestId('wizard-next').click();
      await expect(page.getByTestId('wizard-step-title')).toHaveText(t.steps[1]);
      await expect(page.getByTestId('inst-contactPhone-error')).toHaveText(
        catalogue(lang, 'error.contact_phone_invalid'),
      );
      await expect(page.locator('#inst-contactPhone')).toBeFocused();
      await expect(page.locator('#inst-contactPhone')).toHaveAttribute('aria-invalid', 'true');
      await page.locator('#inst-contactPhone').fill('237650000124');
      await expect(page.getByTestId('inst-contactPhone-error')).toHaveCount(0);
      await page.getByTestId('wizard-next').click();
      await expect(page.getByTestId('wizard-step-title')).toHaveText(t.steps[2]);
    });

    test('a server field error brings the wizard back to its field', async ({ page }) => {
      // A draft edited by hand can hold what the steps would not let through: the server says it.
      await seedReviewDraft(page, { registrationNumber: uniqueRegistrationNumber('ph'), contactPhone: '12345' });
      await openWizard(page, lang);
      await expect(page.getByTestId('wizard-step-title')).toHaveText(t.steps[4]);
      await page.getByTestId('wizard-submit').click();

      await expect(page.getByTestId('toast')).toContainText(t.failed);
      await expect(page.getByTestId('wizard-step-title')).toHaveText(t.steps[1]);
      await expect(page.getByTestId('inst-contactPhone-error')).toHaveText(
        catalogue(lang, 'error.contact_phone_invalid'),
      );
      await expect(page.locator('#inst-contactPhone')).toBeFocused();
      // Correcting the field clears its error; the draft was kept for the next try.
      await page.locator('#inst-contactPhone').fill('237650000124');
      await expect(page.getByTestId('inst-contactPhone-error')).toHaveCount(0);
      expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).not.toBeNull();
    });

    test('a registration number already registered is said on its field, back on step 1', async ({ page }) => {
      await seedReviewDraft(page, { registrationNumber: AFRILAND_REGISTRATION_NUMBER });
      await openWizard(page, lang);
      await expect(page.getByTestId('wizard-step-title')).toHaveText(t.steps[4]);
      await page.getByTestId('wizard-submit').click();

      const taken = catalogue(lang, 'error.registration_number_taken', {
        registrationNumber: AFRILAND_REGISTRATION_NUMBER,
      });
      await expect(page.getByTestId('toast')).toContainText(t.failed);
      await expect(page.getByTestId('toast')).toContainText(taken);
      await expect(page.getByTestId('wizard-step-title')).toHaveText(t.steps[0]);
      await expect(page.getByTestId('inst-registrationNumber-error')).toHaveText(taken);
      await expect(page.locator('#inst-registrationNumber')).toBeFocused();
    });

    test('a document the server no longer holds is asked for again on that document', async ({ page }) => {
      // As after the 24 h sweep: the draft names an upload the server does not have.
      await seedReviewDraft(
        page,
        { registrationNumber: uniqueRegistrationNumber('sw') },
        { businessLicense: randomUUID() },
      );
      await openWizard(page, lang);
      await page.getByTestId('wizard-submit').click();

      await expect(page.getByTestId('toast')).toContainText(t.failed);
      await expect(page.getByTestId('wizard-step-title')).toHaveText(t.steps[2]);
      await expect(page.getByTestId('doc-businessLicense')).toHaveAttribute('data-status', 'error');
      await expect(page.getByTestId('doc-businessLicense-state')).toContainText(
        catalogue(lang, 'error.document_not_found', { document: 'Business License' }),
      );
      await expect(page.getByTestId('doc-registrationCertificate')).toHaveAttribute('data-status', 'completed');
      await expect(page.getByTestId('wizard-next')).toBeDisabled();
      await chooseDocument(page, 'businessLicense', FILES.pdf('licence-2.pdf'), 'completed');
      await expect(page.getByTestId('wizard-next')).toBeEnabled();
    });

    test('the code after a submission fits a phone @mobile', async ({ page }) => {
      await seedReviewDraft(page, { registrationNumber: uniqueRegistrationNumber('pc') });
      await openWizard(page, lang);
      await page.getByTestId('wizard-submit').click();
      const card = page.getByTestId('registration-code');
      await expect(card).toBeInViewport();
      const [cardBox, linkBox] = await Promise.all([
        card.boundingBox(),
        page.getByTestId('registration-status-link').boundingBox(),
      ]);
      expect(linkBox && cardBox && linkBox.x + linkBox.width <= cardBox.x + cardBox.width).toBe(true);
      await expectNoAxeViolations(page, `${lang} phone code after submission`);
    });

    test('a phone-width wizard keeps to the screen @mobile', async ({ page }) => {
      await openWizard(page, lang);
      await expect(page.getByTestId('wizard-step-title')).toHaveText(t.steps[0]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // The five step numbers fit; the current step's name is the heading below them.
      for (const step of [1, 2, 3, 4, 5]) await expect(page.getByTestId(`wizard-step-${step}`)).toBeVisible();
      await fillBasicInformation(page, { name: 'Banque Mobile', registrationNumber: uniqueRegistrationNumber('mb') });
      await page.getByTestId('wizard-next').click();
      await fillContactDetails(page);
      await page.getByTestId('wizard-next').click();
      await chooseDocument(page, 'businessLicense', FILES.pngNamedPdf('scan.pdf'), 'error');
      await expect(page.getByTestId('doc-businessLicense-state')).toContainText(
        catalogue(lang, 'error.document_content_mismatch', { extension: 'pdf' }),
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await expectNoAxeViolations(page, `${lang} phone documents`);
    });
  });
}
