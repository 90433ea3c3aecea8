import type { OperationFrench } from '../types.ts';

/** The French of the Payments operations, by operationId. */
export const paymentsFr: Readonly<Record<string, OperationFrench>> = {
  authorizePayment: {
    summary: 'Autoriser un paiement professionnel',
    description:
      "La seconde approbation d’un paiement en `pending_authorization` : l’argent bouge alors, en une transaction, et le paiement répond `success` (un paiement sortant : le montant quitte le compte source et le paiement répond `pending` jusqu’à sa livraison par GIMAC). Émet `payment.authorized`. L’appelant doit détenir la portée `payments:authorize` sur le compte source (une clé API de son titulaire, ou un jeton OAuth avec lequel le client l’a partagé) et être une autre clé API ou une autre application que celle qui a initié le paiement (403 `payment_authorizer_is_initiator`). 409 `payment_not_awaiting_authorization` une fois autorisé ; 422 `transfer_insufficient_funds` quand le compte ne contient plus le montant (le paiement reste en attente). Un paiement qui n'existe pas, qui appartient à un autre client, depuis un compte que le jeton d'accès n'a pas reçu ou de l'autre mode (test ou réel) répond le même 404.",
    fields: {
      id: 'Le paymentId de la réponse au POST',
    },
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
    },
  },
  createPayment: {
    summary: 'Payer d’un compte vers un compte, un portefeuille mobile ou une banque GIMAC',
    description:
      'Paie `amount` XAF depuis un des comptes de l’appelant (`sourceAccountId` ; avec un jeton OAuth, un compte que le client a partagé), selon `destinationType` : `account` le déplace vers un compte de la plateforme (`destinationAccountId` son identifiant) en une transaction équilibrée du grand livre, donc l’argent a bougé quand la réponse arrive et `GET /api/v1/payments/{id}` indique `success` ; `mobile_wallet` (`destinationAccountId` le numéro du portefeuille ; `destinationParticipant` l’opérateur GIMAC, nécessaire hors du Cameroun) et `gimac_bank` (`destinationAccountId` le numéro de compte ; `destinationParticipant` le code GIMAC de la banque, obligatoire) sont des paiements sortants : le montant quitte aussitôt le compte source et GIMAC le livre depuis la banque de règlement de la plateforme, donc GET indique `pending`, puis `success`, ou `failed` avec `failure` et le montant rendu au compte source. Renvoie les champs documentés `paymentId`, `status` `pending` (accepté), `reference` et `estimatedCompletion` ; les webhooks `payment.created`, puis `payment.completed` ou `payment.failed`, portent le même `paymentId`. Un paiement d’un compte professionnel au-delà du paramètre `payments.business_authorization_threshold` (1 000 000 XAF par défaut) répond `pending_authorization` et ne déplace ni n’envoie rien avant `POST /api/v1/payments/authorize/{id}`. Refus : 404 `account_not_found` pour un compte source que l’appelant ne peut pas utiliser ; 422 `transfer_insufficient_funds`, `transfer_source_not_active`, `transfer_destination_closed` ; 400 nommant `destinationAccountId` ou `destinationParticipant` pour une destination inconnue, identique ou mal formée (un compte qui n’existe pas, un numéro d’aucun opérateur GIMAC, un code de banque ou d’opérateur inconnu, un participant manquant) ; 503 tant que les paiements sortants sont suspendus (`interbank_transfers` désactivé). Envoyez une `Idempotency-Key` pour réessayer sans risque. Le paiement porte le mode de l’appelant (`livemode`) : les paiements sortants en mode test atteignent le simulateur GIMAC, dont les numéros de test du bac à sable décident l’issue ; sur un serveur réel, un appelant en mode test (clé `ob_test_`, application du bac à sable) reçoit 403 `test_mode_moves_no_live_balances`, car les soldes des comptes y sont de l’argent réel. Exige `payments:initiate`.',
    fields: {
      amount: 'XAF entiers, au moins 1 : un nombre, ou une chaîne de chiffres comme dans l’exemple documenté',
      sourceAccountId:
        'Le compte à débiter : un des comptes de l’appelant (pour un jeton OAuth, un compte que le client a partagé)',
      destinationType:
        '`account` : un compte de la plateforme, payé aussitôt. `mobile_wallet` : un portefeuille mobile money, via GIMAC. `gimac_bank` : un compte dans une banque du réseau GIMAC',
      destinationAccountId:
        'Le bénéficiaire : l’identifiant du compte (un UUID) pour `account` ; le numéro du portefeuille avec son indicatif pour `mobile_wallet` (`237` et 9 chiffres au Cameroun) ; le numéro de compte dans la banque pour `gimac_bank` (8 à 34 lettres et chiffres ; les espaces et tirets sont ignorés)',
      destinationParticipant:
        'Le code de participant GIMAC du bénéficiaire (`GET /api/v1/mobile-money/providers`, `gimac_providers`) : obligatoire pour `gimac_bank` (la banque, par ex. `BICEC_CM`) ; pour `mobile_wallet`, l’opérateur (par ex. `AIRTEL_GA`), nécessaire hors du Cameroun, où l’opérateur se déduit du numéro (`MTN_CM`, `ORANGE_CM`) ; refusé pour `account`',
      description: 'Affiché sur les deux relevés',
    },
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
      '415': "Toute réponse d'erreur a cette forme",
    },
  },
  createStaffPayment: {
    summary: 'Nouveau paiement (personnel)',
    description:
      'Le personnel des opérations lance un paiement : `mobile_money` encaisse depuis le portefeuille MTN ou Orange du client (opérateur déduit du préfixe du numéro) ; `interbank` envoie depuis la banque de règlement de la plateforme vers le portefeuille du client via GIMAC. Chacun répond 503 (`mobile_money_paused`, `interbank_paused`) tant que la plateforme l’a suspendu.',
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
      '415': "Toute réponse d'erreur a cette forme",
    },
  },
  downloadReconciliationReport: {
    summary: 'Télécharger un rapport de rapprochement (CSV)',
    description:
      'Le même rapport que POST /api/v1/reconciliation/generate pour un jour (heure de Douala), une ligne par élément, en pièce jointe CSV. Réservé aux opérations, aux administrateurs et aux auditeurs.',
    fields: {
      date: 'Le jour (heure de Douala) : AAAA-MM-JJ ou un horodatage ISO 8601 ; du 2000-01-01 au 2099-12-31',
    },
    responses: {
      '200': 'Le rapport au format CSV',
      '400': "Toute réponse d'erreur a cette forme",
    },
  },
  generateReconciliationReport: {
    summary: 'Générer un rapport de rapprochement',
    description:
      'Compare les paiements réussis d’un jour (heure de Douala), et leurs écritures au grand livre, aux relevés de règlement de MTN Mobile Money, d’Orange Money et du GIMAC pour ce jour. Chaque ligne est matched (rapprochée), missing_at_provider (absente chez le fournisseur), missing_in_platform (absente de la plateforme), amount_mismatch (montants différents) ou not_posted (réussie mais sans écriture au grand livre). Réservé aux opérations, aux administrateurs et aux auditeurs ; ne déplace aucun argent. 502 lorsque le relevé d’un fournisseur ne peut pas être obtenu.',
    fields: {
      date: 'Le jour (heure de Douala) à rapprocher : AAAA-MM-JJ, ou un horodatage ISO 8601 de ce jour ; du 2000-01-01 au 2099-12-31',
    },
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
      '415': "Toute réponse d'erreur a cette forme",
    },
  },
  getPayment: {
    summary: 'Obtenir le statut d’un paiement',
    description:
      "Un paiement fait avec `POST /api/v1/payments` : `pending_authorization` tant qu’il attend sa seconde approbation ; `pending` tant qu’un paiement sortant est en route via GIMAC ; `success` une fois l’argent arrivé à destination ; `failed` pour un paiement sortant que le réseau a refusé, avec `failure` (son code et son message) et le montant rendu au compte source. Exige la portée `payments:initiate`. Un paiement qui n'existe pas, qui appartient à un autre client, depuis un compte que le jeton d'accès n'a pas reçu ou de l'autre mode (test ou réel) répond le même 404.",
    fields: {
      id: 'Le paymentId de la réponse au POST',
    },
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
    },
  },
  getPaymentAnalytics: {
    summary: 'Statistiques des paiements',
    description:
      'Totaux, chiffres par fournisseur et volume quotidien des `days` derniers jours à l’heure de Douala (aujourd’hui compris ; un jour sans paiement compte zéro). Le volume additionne les montants réussis ; le taux de réussite rapporte les réussites aux paiements arrivés à leur issue ; le montant moyen est celui des paiements réussis, en XAF entiers. Les clients obtiennent les chiffres de leurs propres paiements, le personnel ceux de tous les paiements.',
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
    },
  },
  getProviderHealth: {
    summary: 'État des fournisseurs de paiement',
    description:
      'Interroge en direct MTN Mobile Money, Orange Money et le GIMAC sur leur état (un jeton et un appel de lecture chacun), avec la durée de l’aller-retour. Réservé aux opérations, aux administrateurs et aux auditeurs.',
  },
  listTransactions: {
    summary: 'Rechercher des paiements',
    description:
      'Les paiements, du plus récent au plus ancien, filtrés par une recherche sur la référence, le numéro de téléphone ou le nom du client (sans tenir compte de la casse), le statut, le type, le fournisseur (sans tenir compte de la casse) et une plage de jours à l’heure de Douala. Les clients voient leurs propres paiements ; les opérations, les administrateurs et les auditeurs les voient tous.',
    fields: {
      search: 'Une partie de la référence, du numéro de téléphone ou du nom du client',
      provider: 'mtn, orange ou gimac, en majuscules ou minuscules',
    },
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
      '403':
        "Non autorisé : le rôle de l'appelant, ou les portées ou la liste d'adresses IP autorisées de la clé d'API, ne le permettent pas",
    },
  },
  listUnresolvedPayments: {
    summary: 'Paiements non résolus (personnel)',
    description:
      "Les paiements du mode du serveur dont l'opérateur n'a pas donné de réponse définitive dans le délai d'attente (`PAYMENTS_MAX_PENDING_SECONDS`), du plus ancien au plus récent. Ils ne sont jamais mis en échec pour cela, puisque l'opérateur a pu encaisser : ils sont interrogés toutes les cinq minutes et réglés par la réponse de l'opérateur ou par son relevé de règlement. Réservé aux opérations, aux administrateurs et aux auditeurs.",
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
    },
  },
  receiveProviderCallbackPost: {
    summary: "Rappel d'un opérateur (POST)",
    description:
      "Appelé par MTN MoMo (PUT), Orange Money et GIMAC (POST) avec le résultat final d'une tentative. Le rappel est vérifié auprès de l'opérateur avant de modifier quoi que ce soit ; celui qui ne peut pas encore l'être est conservé et appliqué plus tard, jamais refusé.",
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
      '413': "Toute réponse d'erreur a cette forme",
      '415': "Toute réponse d'erreur a cette forme",
    },
  },
  receiveProviderCallbackPut: {
    summary: "Rappel d'un opérateur (PUT)",
    description:
      "Appelé par MTN MoMo (PUT), Orange Money et GIMAC (POST) avec le résultat final d'une tentative. Le rappel est vérifié auprès de l'opérateur avant de modifier quoi que ce soit ; celui qui ne peut pas encore l'être est conservé et appliqué plus tard, jamais refusé.",
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
      '413': "Toute réponse d'erreur a cette forme",
      '415': "Toute réponse d'erreur a cette forme",
    },
  },
  retryPayment: {
    summary: 'Relancer un paiement échoué',
    description:
      "Lance une nouvelle tentative d'un paiement échoué (même référence). Les clients peuvent relancer leurs propres paiements ; les opérations et l'administration, tous.",
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
    },
  },
};
