import type { backOffice as en } from '../en/back-office.ts';
import { commonWords } from './common-words.ts';

export const backOffice: Record<keyof typeof en, string> = {
  'backOffice.never': commonWords['common.never'],
  'backOffice.selectRow': 'Sélectionner {name}',
  'backOffice.users.col.user': 'Utilisateur',
  'backOffice.users.col.contact': 'E-mail et téléphone',
  'backOffice.users.col.role': 'Rôle',
  'backOffice.users.col.status': commonWords['common.status'],
  'backOffice.users.col.lastLogin': 'Dernière connexion',
  'backOffice.users.col.created': 'Créé le',
  'backOffice.users.col.actions': commonWords['common.actions'],
  'backOffice.users.active': 'Actif',
  'backOffice.users.inactive': 'Inactif',
  'backOffice.users.verified': 'Vérifié',
  'backOffice.users.activateOne': 'Activer {name}',
  'backOffice.users.suspendOne': 'Suspendre {name}',
  'backOffice.users.edit': 'Modifier {name}',
  'backOffice.tx.col.reference': 'Référence',
  'backOffice.tx.col.customer': 'Client',
  'backOffice.tx.col.amount': 'Montant',
  'backOffice.tx.col.type': commonWords['common.type'],
  'backOffice.tx.col.provider': 'Opérateur',
  'backOffice.tx.col.status': commonWords['common.status'],
  'backOffice.tx.col.date': 'Date',
  'backOffice.tx.col.actions': commonWords['common.actions'],
} as const;
