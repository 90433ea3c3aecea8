import type { SharedFrench } from './types.ts';

/**
 * The French of fields and responses that read the same in many operations: the shared
 * idempotency header, date windows, the protocol statuses every route can answer. An
 * operation's own text in `operations.ts` wins over these.
 */
export const sharedFr: SharedFrench = {
  fields: {
    amount:
      'XAF entiers (sans sous-unité), au moins le minimum de la plateforme (paramètre `payments.mobile_money_min_amount`, 100 XAF par défaut)',
    appId: 'Seulement les appels de cette application OAuth',
    currency: 'Toujours XAF',
    days: "Jours (heure de Douala), aujourd'hui compris",
    endDate:
      'Dernier jour (heure de Douala) inclus : AAAA-MM-JJ, une vraie date du calendrier du 2000-01-01 au 2099-12-31',
    endpoint: 'Seulement les appels de ce modèle de route',
    from: 'Premier jour (heure de Douala) inclus : AAAA-MM-JJ, une vraie date du calendrier du 2000-01-01 au 2099-12-31',
    id: 'L’identifiant du compte, tiré de la liste des comptes',
    'idempotency-key': 'Renvoyez la même clé pour répéter la requête sans risque (24 heures)',
    keyId: 'Seulement les appels de cette clé',
    mode: 'Quels appels : `test` (clés ob_test_, applications du bac à sable) ou `live` (réels). Par défaut, le mode de l’appelant : une session connectée travaille dans le mode du serveur, une clé ou une application dans le sien.',
    narration: "Montré au payeur lorsque l'opérateur le permet",
    startDate:
      'Premier jour (heure de Douala) inclus : AAAA-MM-JJ, une vraie date du calendrier du 2000-01-01 au 2099-12-31',
    status: 'Seulement les réponses de cette classe de statut',
    to: 'Dernier jour (heure de Douala) inclus : AAAA-MM-JJ, une vraie date du calendrier du 2000-01-01 au 2099-12-31',
  },
  responses: {
    '200': 'Réponse',
    '201': 'Réponse',
    '202': 'Réponse',
    '204': 'Réponse',
    '400':
      "Requête mal formée : JSON invalide, corps imbriqué sur plus de 32 niveaux, URL ou HTTP mal formés, pas d'en-tête Host, ou un X-Forwarded-For qui n'est pas une adresse IP",
    '401': "Toute réponse d'erreur a cette forme",
    '403': "Toute réponse d'erreur a cette forme",
    '404': "Toute réponse d'erreur a cette forme",
    '409': "Toute réponse d'erreur a cette forme",
    '410': "Toute réponse d'erreur a cette forme",
    '413': 'Le corps dépasse la taille acceptée par le serveur',
    '414': "L'URL dépasse 8 192 caractères, ou un paramètre de chemin dépasse 500 caractères",
    '415': "Le corps n'est pas du JSON",
    '422': "Toute réponse d'erreur a cette forme",
    '423': "Toute réponse d'erreur a cette forme",
    '429': "Toute réponse d'erreur a cette forme",
    '431': 'Les en-têtes de la requête (URL comprise) dépassent 16 Kio',
    '502': "Toute réponse d'erreur a cette forme",
    '503': "Toute réponse d'erreur a cette forme",
  },
};
