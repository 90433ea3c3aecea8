import { expect, type Page } from '@playwright/test';
import { en } from '../../../site/i18n/en.ts';
import { fr } from '../../../site/i18n/fr.ts';
import { fillTemplate } from '../../../site/lib/messages.ts';
import { type Lang, prefix } from '../identity/helpers.ts';

export { type Lang, prefix };

/** The page's own catalogue, for texts the spec does not fix (server messages in French…). */
export function catalogue(lang: Lang, key: keyof typeof en, params: Record<string, string | number> = {}): string {
  return fillTemplate((lang === 'fr' ? fr : en)[key], params);
}

/** Spec 001 texts word for word, and their French. */
export const TEXT = {
  en: {
    steps: ['Basic Information', 'Contact Details', 'Documentation', 'Compliance & Risk', 'Review & Submit'],
    percent: (value: number) => `${value}% complete`,
    next: 'Next',
    previous: 'Previous',
    submit: 'Submit Application',
    submitting: 'Submitting...',
    uploaded: 'Document uploaded',
    success: 'Registration submitted!',
    successBody: "Your application has been submitted for review. We'll contact you within 2-3 business days.",
    failed: 'Registration failed',
    check: 'Check Status',
    notFoundTitle: 'Institution Not Found',
    notFound: (code: string) =>
      `No institution found with code "${code}". Please check your institution code and try again.`,
    active: 'Active',
    approvedInactive: 'Approved (Inactive)',
    pending: 'Pending Approval',
    adminPortal: 'Access Admin Portal',
  },
  fr: {
    steps: [
      'Informations générales',
      'Coordonnées',
      'Pièces justificatives',
      'Conformité et risques',
      'Vérification et envoi',
    ],
    percent: (value: number) => `${value} % effectués`,
    next: 'Suivant',
    previous: 'Précédent',
    submit: 'Envoyer la demande',
    submitting: 'Envoi en cours...',
    uploaded: 'Document téléversé',
    success: 'Demande envoyée !',
    successBody: 'Votre demande a été transmise pour examen. Nous vous contacterons sous 2 à 3 jours ouvrés.',
    failed: 'Échec de l’inscription',
    check: 'Vérifier le statut',
    notFoundTitle: 'Institution introuvable',
    notFound: (code: string) =>
      `Aucune institution trouvée avec le code « ${code} ». Veuillez vérifier votre code d’institution et réessayer.`,
    active: 'Active',
    approvedInactive: 'Approuvée (inactive)',
    pending: 'En attente d’approbation',
    adminPortal: 'Accéder au portail d’administration',
  },
} as const;

/** Real files: the server decides by their bytes (file-type), so these must be what they say. */
const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj',
    'trailer <</Root 1 0 R>>',
    '%%EOF',
    '',
  ].join('\n'),
);
// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export const FILES = {
  pdf: (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF }),
  png: (name: string) => ({ name, mimeType: 'image/png', buffer: PNG }),
  /** A PNG behind a .pdf name: refused by its bytes. */
  pngNamedPdf: (name: string) => ({ name, mimeType: 'application/pdf', buffer: PNG }),
};

/** A registration number nobody else in this run uses (the server refuses a second one). */
export function uniqueRegistrationNumber(tag: string): string {
  return `RC/DLA/2020/B/${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
}

/** Waits for the wizard to have hydrated and read its draft. */
export async function openWizard(page: Page, lang: Lang): Promise<void> {
  await page.goto(`${prefix(lang)}/institution-register`);
  await expect(page.getByTestId('institution-register-form')).toHaveAttribute('data-restored', 'true');
  await expect(page.getByTestId('institution-register-form')).toHaveAttribute('data-hydrated', 'true');
}

/** Waits for the status page to have hydrated. */
export async function openStatus(page: Page, lang: Lang, query = ''): Promise<void> {
  await page.goto(`${prefix(lang)}/institution-status${query}`);
  await expect(page.getByTestId('status-form')).toHaveAttribute('data-hydrated', 'true');
}

export interface BasicInfo {
  name: string;
  registrationNumber: string;
}

export async function fillBasicInformation(page: Page, info: BasicInfo): Promise<void> {
  await page.locator('#inst-institutionName').fill(info.name);
  await page.locator('#inst-institutionType').selectOption('microfinance');
  await page.locator('#inst-registrationNumber').fill(info.registrationNumber);
  await page.locator('#inst-headquarters').fill('Garoua');
  await page.locator('#inst-website').fill('https://creditsahel.example.cm');
  await page.locator('#inst-establishedYear').fill('2015');
  await page.locator('#inst-employeeCount').selectOption('51-200');
}

export async function fillContactDetails(page: Page, phone = '237650000123'): Promise<void> {
  await page.locator('#inst-contactEmail').fill('contact@creditsahel.example.cm');
  await page.locator('#inst-contactPhone').fill(phone);
  await page.locator('#inst-legalRepresentative').fill('Aïssatou Bello');
  await page.locator('#inst-legalRepresentativeTitle').fill('Directrice générale');
  await page.locator('#inst-address').fill('Avenue Ahidjo, Garoua');
}

export async function fillCompliance(page: Page): Promise<void> {
  await page.locator('#inst-regulatoryLicense').fill('COBAC/EMF/2015/117');
  await page.locator('#inst-compliance-aml').check();
  await page.locator('#inst-compliance-kyc').check();
  await page.locator('#inst-compliance-dataProtection').check();
  // The radio sits under its label's segment, which takes the click.
  await page.locator('label.segmented-option', { has: page.locator('input[value=medium]') }).click();
  await expect(page.locator('input[name=amlRiskLevel][value=medium]')).toBeChecked();
  await page.locator('#inst-riskAssessment-sanctionsScreening').check();
  await page.locator('#inst-riskAssessment-riskOfficer').fill('Paul Ndam');
}

/** Chooses a file for a document and waits until the server has answered for it. */
export async function chooseDocument(
  page: Page,
  type: string,
  file: { name: string; mimeType: string; buffer: Buffer },
  outcome: 'completed' | 'error',
): Promise<void> {
  await page.getByTestId(`doc-${type}-input`).setInputFiles(file);
  await expect(page.getByTestId(`doc-${type}`)).toHaveAttribute('data-status', outcome);
}
