import type { OperationFrench } from '../types.ts';

/** The French of the Accounts operations, by operationId. */
export const accountsFr: Readonly<Record<string, OperationFrench>> = {
  getAccount: {
    summary: 'Obtenir un compte et son solde',
    description:
      "Un des comptes de l’appelant avec son solde actuel (une chaîne de francs CFA entiers). Exige la portée `accounts:read`. Un compte qui n'existe pas, qui appartient à un autre client ou que le jeton d'accès n'a pas reçu répond le même 404.",
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
    },
  },
  listAccounts: {
    summary: 'Lister les comptes du propriétaire de la clé',
    description:
      'Renvoie tous les comptes détenus par l’utilisateur connecté ou par le client à qui appartient la clé API, du plus ancien au plus récent, chacun avec son solde tiré du grand livre. Avec un jeton d’accès OAuth, les comptes que le client a partagés avec l’application. Exige la portée `accounts:read`.',
    responses: {
      '200': 'Les comptes du titulaire de la clé, du plus ancien au plus récent',
    },
  },
  listAccountTransactions: {
    summary: 'Lister les transactions d’un compte',
    description:
      "Les mouvements du compte tels que le grand livre les a comptabilisés, du plus récent au plus ancien, page par page : renvoyez le `nextCursor` de chaque réponse comme `cursor` pour la page suivante (absent sur la dernière). `from` et `to` bornent le jour de comptabilisation à l’heure de Douala. Exige la portée `transactions:read`. Un compte qui n'existe pas, qui appartient à un autre client ou que le jeton d'accès n'a pas reçu répond le même 404.",
    fields: {
      from: 'Premier jour de comptabilisation inclus, à l’heure de Douala : AAAA-MM-JJ, une vraie date du calendrier du 2000-01-01 au 2099-12-31',
      to: 'Dernier jour de comptabilisation inclus, à l’heure de Douala : AAAA-MM-JJ, une vraie date du calendrier du 2000-01-01 au 2099-12-31',
      limit: 'Taille de la page',
      cursor: 'Le `nextCursor` de la page précédente, tel quel (opaque)',
    },
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
    },
  },
  listUserAccounts: {
    summary: 'Lister les comptes d’un utilisateur par son identifiant',
    description:
      'Les comptes de l’utilisateur qui se connecte avec `username` (son adresse e-mail, sans tenir compte de la casse, ou son numéro 237…), avec leurs soldes. L’utilisateur lui-même peut l’appeler (avec un jeton OAuth : seulement les comptes qu’il a partagés) ; le personnel (opérations, auditeur, administrateur) peut l’appeler pour tout client avec sa propre clé API ou un jeton client credentials. Tout autre appelant, et un identifiant que personne ne détient, reçoit le même 404. Exige la portée `accounts:read`.',
    fields: {
      username:
        'L’identifiant du titulaire : l’adresse e-mail (sans tenir compte de la casse) ou le numéro 237… avec lequel il se connecte',
    },
    responses: {
      '200': 'Les comptes du titulaire de la clé, du plus ancien au plus récent',
      '400': "Toute réponse d'erreur a cette forme",
    },
  },
  openAccount: {
    summary: 'Ouvrir un compte',
    description:
      'Ouvre un compte `checking` (courant), `savings` (épargne) ou `business` (professionnel) tenu par CEMAC Open Banking pour le client connecté, le propriétaire de la clé ou (avec les identifiants client) le développeur de l’application, avec un nouveau RIB de 23 chiffres et un solde de 0, et envoie le webhook `account.created`. Le premier compte d’un client reprend ce qu’il a reçu avant d’en détenir un. Au plus 10 comptes ouverts par client (422, motif `account_limit_reached`). Le jeton d’une application agissant pour un client ne peut pas ouvrir de compte (403, motif `account_opening_needs_owner`) ; sur un serveur réel, un appelant en mode test non plus (403). Envoyez une `Idempotency-Key` pour réessayer sans risque. Exige `accounts:write`.',
    fields: {
      accountType:
        '`checking` (compte courant), `savings` (épargne) ou `business` (ses paiements au-delà du seuil exigent une seconde approbation)',
    },
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
      '415': "Toute réponse d'erreur a cette forme",
    },
  },
};
