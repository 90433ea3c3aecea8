import type { orangeSandbox as en } from '../en/orange-sandbox.ts';

export const orangeSandbox: Record<keyof typeof en, string> = {
  'orangeSandbox.title': 'Paiement Orange Money (bac à sable)',
  'orangeSandbox.unknown': "Ce paiement n'existe pas.",
  'orangeSandbox.pay': 'Payer {amount} à {merchant}',
  'orangeSandbox.number': 'Numéro Orange Money (237 suivi de 9 chiffres)',
  'orangeSandbox.invalid': 'Saisissez 237 suivi de 9 chiffres.',
  'orangeSandbox.submit': 'Payer',
  'orangeSandbox.status.INITIATED': 'En attente du payeur.',
  'orangeSandbox.status.PENDING': 'Paiement en cours.',
  'orangeSandbox.status.SUCCESS': 'Paiement effectué.',
  'orangeSandbox.status.FAILED': 'Paiement échoué',
  'orangeSandbox.status.EXPIRED': 'Paiement expiré.',
  'orangeSandbox.back': 'Retour au marchand',
};
