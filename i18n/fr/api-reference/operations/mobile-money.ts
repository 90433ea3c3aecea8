import type { OperationFrench } from '../types.ts';

/** The French of the Mobile money operations, by operationId. */
export const mobileMoneyFr: Readonly<Record<string, OperationFrench>> = {
  chargeMobileMoney: {
    summary: 'Encaisser un paiement mobile money',
    description:
      "Demande au payeur d'approuver un paiement MTN MoMo ou Orange Money. Minimum 100 XAF, en XAF entiers ; le numéro (237 suivi de 9 chiffres) doit appartenir à l'opérateur choisi. Le paiement commence en attente ; son statut final vient de l'opérateur. Envoyez une `Idempotency-Key` pour réessayer sans risque. Tant que la plateforme a suspendu les paiements mobile money, la réponse est 503 `mobile_money_paused`.",
    fields: {
      phone: "Le numéro du payeur : 237 suivi de 9 chiffres, de l'opérateur choisi",
    },
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
      '415': "Toute réponse d'erreur a cette forme",
    },
  },
  getGimacStatus: {
    summary: 'État du service GIMAC',
    description: 'Interroge GIMAC maintenant ; `status` vaut `success` quand GIMAC répond être disponible.',
    responses: {
      '403':
        "Non autorisé : le rôle de l'appelant, ou les portées ou la liste d'adresses IP autorisées de la clé d'API, ne le permettent pas",
      '429': 'Trop de requêtes : une limite de débit est atteinte (voir Retry-After)',
    },
  },
  initiateMobileMoney: {
    summary: 'Initier un paiement mobile money',
    description:
      "Demande au payeur d'approuver un paiement MTN MoMo (`MTN_MOMO`) ou Orange Money (`ORANGE_MONEY`), versé sur le solde de l'appelant. Renvoie le `transactionId` et la `reference` du paiement, le statut `pending`, le code USSD que compose le payeur (`*126#` pour MTN, `#150#` pour Orange) et les instructions dans la langue d'`Accept-Language` (en ou fr). Minimum 100 XAF (un réglage de la plateforme), en XAF entiers ; le numéro (237 suivi de 9 chiffres) doit appartenir à l'opérateur. Envoyez une `Idempotency-Key` pour réessayer sans risque. Le statut final vient de l'opérateur (webhooks `payment.completed` / `payment.failed`). Exige `payments:initiate`. Tant que la plateforme a suspendu les paiements mobile money, la réponse est 503 `mobile_money_paused`.",
    fields: {
      'accept-language': 'en ou fr : la langue de `instructions` (anglais par défaut)',
      phoneNumber: "Le numéro du payeur : 237 suivi de 9 chiffres, de l'opérateur choisi",
      provider: '`MTN_MOMO` ou `ORANGE_MONEY`',
      description: "Montré au payeur lorsque l'opérateur le permet",
    },
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
      '415': "Toute réponse d'erreur a cette forme",
    },
  },
  listMobileMoneyProviders: {
    summary: 'Opérateurs de mobile money et participants GIMAC',
    description: 'MTN Mobile Money et Orange Money, ainsi que les banques et opérateurs mobiles joignables via GIMAC.',
    responses: {
      '403':
        "Non autorisé : le rôle de l'appelant, ou les portées ou la liste d'adresses IP autorisées de la clé d'API, ne le permettent pas",
      '429': 'Trop de requêtes : une limite de débit est atteinte (voir Retry-After)',
    },
  },
  listPayments: {
    summary: 'Paiements récents',
    description:
      "Les 50 paiements les plus récents de l'appelant, tous types confondus, du plus récent au plus ancien (le personnel voit ceux de tous les clients).",
    responses: {
      '403':
        "Non autorisé : le rôle de l'appelant, ou les portées ou la liste d'adresses IP autorisées de la clé d'API, ne le permettent pas",
      '429': 'Trop de requêtes : une limite de débit est atteinte (voir Retry-After)',
    },
  },
  transferBankToMobile: {
    summary: 'Virement de la banque vers le mobile',
    description:
      "Envoie de l'argent d'un compte bancaire vers un portefeuille mobile via GIMAC. Minimum 1000 XAF, en XAF entiers. Envoyez une `Idempotency-Key` pour réessayer sans risque. Tant que la plateforme a suspendu les virements interbancaires, la réponse est 503 `interbank_paused`.",
    fields: {
      amount:
        'XAF entiers (sans sous-unité), au moins le minimum de la plateforme (paramètre `payments.bank_to_mobile_min_amount`, 1000 XAF par défaut)',
      bankAccount: 'De 8 à 34 lettres ou chiffres',
      bankCode: 'Un code de banque GIMAC (GET /api/v1/mobile-money/providers)',
      mobilePhone: 'Le portefeuille destinataire',
      mobileProvider: "Un code d'opérateur mobile GIMAC",
    },
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
      '415': "Toute réponse d'erreur a cette forme",
    },
  },
  transferWalletToWallet: {
    summary: 'Transfert de mobile à mobile',
    description:
      "Envoie de l'argent d'un portefeuille mobile à un autre via GIMAC, entre opérateurs et pays de la CEMAC. Minimum 100 XAF, en XAF entiers. Tant que la plateforme a suspendu les virements interbancaires, la réponse est 503 `interbank_paused`.",
    fields: {
      senderPhone: 'Le portefeuille payeur',
      senderOperator: "Code d'opérateur GIMAC de l'expéditeur",
      receiverPhone: 'Le portefeuille destinataire',
      receiverOperator: "Code d'opérateur GIMAC du destinataire",
    },
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
      '415': "Toute réponse d'erreur a cette forme",
    },
  },
};
