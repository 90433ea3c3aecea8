import { expect, type Page } from '@playwright/test';

import { type Lang, signIn, uniqueEmail } from '../identity/helpers.ts';

export { demo, type Lang, prefix, signIn, watchCsp } from '../identity/helpers.ts';

/** The spec's texts (spec 000 §8, spec 001 §8) and their French, as a visitor reads them. */
export const text = {
  en: {
    validationError: 'Validation error',
    fillRequired: 'Please fill in all required fields',
    paymentInitiated: 'Payment initiated',
    paymentFailed: 'Payment failed',
    empty: 'No mobile money payments yet',
    bankToMobile: 'Bank to Mobile',
    mobileToMobile: 'Mobile to Mobile',
    transferInitiated: 'Bank to mobile transfer initiated',
    walletInitiated: 'Mobile to mobile transfer initiated',
    transactionId: 'Transaction ID:',
    reference: 'Reference:',
    online: 'Online',
    success: 'Success',
    failed: 'Failed',
    missingInformation: 'Missing Information',
    paymentProcessed: 'Payment Processed',
    processedBody: 'Payment has been initiated successfully.',
    retryInitiated: 'Payment Retry Initiated',
    reportGenerated: 'Reconciliation Report Generated',
    unresolvedTitle: 'Unresolved payments',
    stillPending: 'Still pending at the provider',
    newPayment: 'New Payment',
    processPayment: 'Process Payment',
    title: 'Payment Management',
    transactions: 'Transactions',
    analytics: 'Analytics',
    reconciliation: 'Reconciliation',
    providers: 'Providers',
    generateReport: 'Generate Report',
    downloadCsv: 'Download CSV',
    retryPayment: 'Retry Payment',
    authRequired: 'Authentication Required',
    noAccess: 'Access restricted',
    totalTransactions: 'Total Transactions',
    totalVolume: 'Total Volume',
    successRate: 'Success Rate',
    averageAmount: 'Average Amount',
    operational: 'Operational',
    noMatch: 'No transactions match these filters',
  },
  fr: {
    validationError: 'Erreur de validation',
    fillRequired: 'Veuillez remplir tous les champs obligatoires',
    paymentInitiated: 'Paiement lancé',
    paymentFailed: 'Échec du paiement',
    empty: 'Aucun paiement mobile money pour le moment',
    bankToMobile: 'Banque vers mobile',
    mobileToMobile: 'Mobile vers mobile',
    transferInitiated: 'Virement banque vers mobile lancé',
    walletInitiated: 'Virement mobile vers mobile lancé',
    transactionId: 'Identifiant de transaction :',
    reference: 'Référence :',
    online: 'En ligne',
    success: 'Réussi',
    failed: 'Échoué',
    missingInformation: 'Informations manquantes',
    paymentProcessed: 'Paiement traité',
    processedBody: 'Le paiement a bien été lancé.',
    retryInitiated: 'Relance du paiement lancée',
    reportGenerated: 'Rapport de rapprochement généré',
    unresolvedTitle: 'Paiements non résolus',
    stillPending: "Toujours en attente chez l'opérateur",
    newPayment: 'Nouveau paiement',
    processPayment: 'Traiter le paiement',
    title: 'Gestion des paiements',
    transactions: 'Transactions',
    analytics: 'Analyses',
    reconciliation: 'Rapprochement',
    providers: 'Opérateurs',
    generateReport: 'Générer le rapport',
    downloadCsv: 'Télécharger le CSV',
    retryPayment: 'Relancer le paiement',
    authRequired: 'Authentification requise',
    noAccess: 'Accès restreint',
    totalTransactions: 'Total des transactions',
    totalVolume: 'Volume total',
    successRate: 'Taux de réussite',
    averageAmount: 'Montant moyen',
    operational: 'Opérationnel',
    noMatch: 'Aucune transaction ne correspond à ces filtres',
  },
} as const;

/** The one visible toast (spec: at most one at a time). */
export function visibleToast(page: Page) {
  return page.locator('ob-toaster .toast').first();
}

export async function expectToast(page: Page, title: string, description?: string | RegExp) {
  const toast = visibleToast(page);
  await expect(toast.locator('.toast-title')).toHaveText(title);
  if (description !== undefined) await expect(toast.locator('.toast-description')).toHaveText(description);
}

/** A sandbox test number (payments contract: last two digits choose the outcome). */
export function sandboxPhone(provider: 'mtn' | 'orange', outcome: '00' | '01' | '03' | '04' | '06'): string {
  const middle = String(Math.floor(Math.random() * 100_000)).padStart(5, '0');
  return `${provider === 'mtn' ? '23767' : '23769'}${middle}${outcome}`;
}

/** Charges through the API with the page's session cookie; resolves with the reference. */
export async function chargeViaApi(page: Page, phone: string, provider: 'mtn' | 'orange', amount = 1500) {
  const response = await page.request.post('/api/v1/mobile-money/charge', {
    data: { amount, phone, provider, customer: { name: 'E2E Customer', email: 'e2e@example.cm' } },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { reference: string } }).data.reference;
}

/**
 * Signs in as a customer of its own, made for the test: its payments list holds only what the
 * test puts there (the demo customer's is shared by tests running at the same time).
 */
export async function signInFreshCustomer(page: Page, lang: Lang): Promise<void> {
  const email = uniqueEmail('fresh');
  const password = 'FreshCustomer2026!';
  const register = await page.request.post('/oauth/register', {
    data: { firstName: 'Fresh', lastName: 'Customer', email, password, pin: '1357', secretWord: 'secretword' },
  });
  expect(register.ok(), await register.text()).toBe(true);
  await signIn(page, lang, email, password);
}
