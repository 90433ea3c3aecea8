import type { scopes as en } from '../en/scopes.ts';

export const scopes: Record<keyof typeof en, string> = {
  'scope.accounts:read': 'Voir vos comptes et leurs soldes',
  'scope.accounts:write': 'Modifier les paramètres de vos comptes, comme leur libellé',
  'scope.transactions:read': 'Voir l’historique de vos opérations',
  'scope.transactions:write': 'Ajouter des catégories et des notes à vos opérations',
  'scope.payments:initiate': 'Lancer des paiements depuis vos comptes',
  'scope.payments:authorize': 'Approuver les paiements qui exigent une seconde validation',
  'scope.mobile_money:write': 'Encaisser des paiements mobile money',
  'scope.webhooks:manage': 'Configurer et modifier les notifications envoyées à l’application',
  'scope.analytics:read': 'Voir les statistiques d’utilisation et les journaux de requêtes',
};
