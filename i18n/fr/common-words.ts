import type { commonWords as en } from '../en/common-words.ts';

export const commonWords: Record<keyof typeof en, string> = {
  'common.cancel': 'Annuler',
  'common.close': 'Fermer',
  'common.next': 'Suivant',
  'common.previous': 'Précédent',
  'common.refresh': 'Actualiser',
  'common.never': 'Jamais',
  'common.retry': 'Réessayer',
  'common.copy': 'Copier',
  'common.saving': 'Enregistrement...',
  'common.status': 'Statut',
  'common.actions': 'Actions',
  'common.type': 'Type',
  'common.status.pending': 'En attente',
};
