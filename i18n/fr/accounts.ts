import type { accounts as en } from '../en/accounts.ts';

/** Les comptes du client : la carte « Vos comptes » du tableau de bord et l’ouverture d’un compte, partagée avec l’écran de consentement. */
export const accounts: Record<keyof typeof en, string> = {
  'accounts.title': 'Vos comptes',
  'accounts.hint': 'Les comptes que vous détenez chez CEMAC Open Banking, avec leur solde.',
  'accounts.empty':
    'Vous n’avez encore aucun compte. Ouvrez un compte courant ou un compte épargne pour recevoir de l’argent et le partager avec les applications que vous connectez.',
  'accounts.failed': 'Vos comptes n’ont pas pu être chargés.',
  'accounts.type.checking': 'Compte courant',
  'accounts.type.savings': 'Compte épargne',
  'accounts.type.business': 'Compte professionnel',
  'accounts.number': 'Numéro de compte',
  'accounts.balance': 'Solde',
  'accounts.openLegend': 'Ouvrir un compte',
  'accounts.typeLabel': 'Type de compte',
  'accounts.open': 'Ouvrir le compte',
  'accounts.opening': 'Ouverture…',
  'accounts.opened': 'Compte ouvert',
  'accounts.openedBody': '{type} {number} est prêt.',
  'accounts.openFailed': 'Le compte n’a pas pu être ouvert',
  'accounts.openFailedBody': 'Veuillez vérifier votre connexion et réessayer.',
};
