import type { OperationFrench } from '../types.ts';

/** The French of the Platform operations, by operationId. */
export const platformFr: Readonly<Record<string, OperationFrench>> = {
  checkHealth: {
    summary: 'Vivacité : le processus répond',
  },
  checkReadiness: {
    summary:
      "Disponibilité : la base de données, Redis et l'exécuteur de tâches répondent, et toutes les migrations sont appliquées",
    responses: {
      '503': 'Réponse',
    },
  },
  createWebhook: {
    summary: 'Créer un point de terminaison webhook',
    description:
      "Enregistre une URL qui recevra les événements choisis, signés selon Standard Webhooks 1.0. `headers` est un objet JSON (ou son texte ; vide signifie aucun). En production, l'URL doit être en https et ne résoudre que vers des adresses publiques. Le secret de signature `whsec_` ne figure que dans cette réponse.",
    fields: {
      headers:
        'Un objet JSON de noms d’en-têtes et de valeurs texte, sous forme de texte ou d’objet ; vide signifie aucun',
    },
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
      '403':
        "Non autorisé : le rôle de l'appelant, ou les portées ou la liste d'adresses IP autorisées de la clé d'API, ne le permettent pas ; ou une écriture lancée depuis un autre site (refusée par la protection intersites)",
    },
  },
  createWebhookListener: {
    summary: 'Ouvrir une écoute de la CLI',
    description:
      'Un point de terminaison webhook temporaire pour `cemac listen` : les événements choisis (tous par défaut) lui sont livrés, signés selon Standard Webhooks 1.0, et diffusés par `GET /api/v1/webhook-listeners/{id}/events`. Le secret `whsec_` ne figure que dans cette réponse. Une écoute que personne ne lit pendant 2 minutes ne reçoit plus d’événements et est supprimée dans l’heure ; 5 au plus à la fois.',
    fields: {
      events: 'Les événements à transmettre ; tous s’il est absent ou vide',
    },
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
      '403':
        "Non autorisé : le rôle de l'appelant, ou les portées ou la liste d'adresses IP autorisées de la clé d'API, ne le permettent pas ; ou une écriture lancée depuis un autre site (refusée par la protection intersites)",
    },
  },
  deleteWebhook: {
    summary: 'Supprimer un point de terminaison webhook',
    description: 'Supprime le point de terminaison et son journal de livraisons ; plus rien ne lui est envoyé.',
    responses: {
      '204': 'Supprimé',
      '403':
        "Non autorisé : le rôle de l'appelant, ou les portées ou la liste d'adresses IP autorisées de la clé d'API, ne le permettent pas ; ou une écriture lancée depuis un autre site (refusée par la protection intersites)",
    },
  },
  deleteWebhookListener: {
    summary: 'Fermer une écoute de la CLI',
    description: 'La CLI se termine : l’écoute et ses livraisons sont supprimées, et son flux prend fin.',
    responses: {
      '204': 'Supprimé',
      '403':
        "Non autorisé : le rôle de l'appelant, ou les portées ou la liste d'adresses IP autorisées de la clé d'API, ne le permettent pas ; ou une écriture lancée depuis un autre site (refusée par la protection intersites)",
    },
  },
  getAppCalls: {
    summary: 'Les appels récents de mes applications OAuth',
    description:
      'Pour chacune de vos applications OAuth, les appels faits avec ses jetons d’accès sur les `days` derniers jours à l’heure de Douala (30 par défaut) dans le mode de l’application (les appels d’une application du bac à sable sont des appels de test ; ceux d’une application de production sont réels sur un serveur en production) : nombre, erreurs (400 et au-delà) et dernier appel.',
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
      '403':
        "Non autorisé : le rôle de l'appelant, ou les portées ou la liste d'adresses IP autorisées de la clé d'API, ne le permettent pas",
    },
  },
  getFeatures: {
    summary: 'Fonctionnalités de paiement disponibles',
    description:
      'Indique si les paiements mobile money et les virements interbancaires (GIMAC) sont disponibles, si la plateforme est en maintenance, les plus petits montants acceptés, et si les analyses étendues sont activées. Une fonctionnalité suspendue répond 503 `mobile_money_paused` ou `interbank_paused`, la maintenance 503 `maintenance_mode`.',
  },
  getPlatformStats: {
    summary: "Chiffres de la plateforme pour la page d'accueil",
    description:
      'Paiements réussis, institutions actives, développeurs actifs et disponibilité sur 30 jours, calculés à partir de la base de données et mis en cache 60 secondes.',
    responses: {
      '200': 'Chiffres calculés à partir de la base de données ; les champs de texte sont prêts à afficher',
    },
  },
  getUsageAnalytics: {
    summary: 'Mon utilisation de l’API',
    description:
      'Les chiffres de vos appels (clés API et applications OAuth) sur les `days` derniers jours à l’heure de Douala (30 par défaut), dans un seul mode (`mode`, par défaut le vôtre ; test et production ne sont jamais additionnés) : total, taux de réussite (réponses inférieures à 400, en pourcentage), temps de réponse moyen, médian et au 95e centile en ms, les 10 points d’accès les plus appelés, les erreurs par statut et les appels par jour.',
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
      '403':
        "Non autorisé : le rôle de l'appelant, ou les portées ou la liste d'adresses IP autorisées de la clé d'API, ne le permettent pas",
    },
  },
  listRequestLogs: {
    summary: 'Mon journal des requêtes API',
    description:
      'Les appels faits avec vos clés API ou par vos applications OAuth au cours des 30 derniers jours, du plus récent au plus ancien : clé ou application, mode, méthode, modèle de route, statut, temps de réponse, identifiant de requête, adresse et heure. Un seul mode à la fois (`mode`, par défaut le vôtre). Filtrez par clé, application, classe de statut et point d’accès ; 20 lignes par page par défaut.',
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
      '403':
        "Non autorisé : le rôle de l'appelant, ou les portées ou la liste d'adresses IP autorisées de la clé d'API, ne le permettent pas",
    },
  },
  listWebhookDeliveries: {
    summary: "Le journal des livraisons d'un point de terminaison webhook",
    description:
      'Chaque tentative, de la plus récente à la plus ancienne : événement, code de statut, durée, le premier Ko de la réponse et la date de la prochaine nouvelle tentative.',
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
      '403':
        "Non autorisé : le rôle de l'appelant, ou les portées ou la liste d'adresses IP autorisées de la clé d'API, ne le permettent pas",
    },
  },
  listWebhooks: {
    summary: 'Lister les points de terminaison webhook',
    description:
      "Les points de terminaison webhook de l'appelant, du plus récent au plus ancien, avec leurs compteurs de livraisons. Les secrets ne sont jamais listés.",
    responses: {
      '403':
        "Non autorisé : le rôle de l'appelant, ou les portées ou la liste d'adresses IP autorisées de la clé d'API, ne le permettent pas",
    },
  },
  reportWebhookListenerResult: {
    summary: 'Rapporter la réponse du récepteur local',
    description:
      'Enregistre le code de statut (null si le récepteur était injoignable) et la durée d’une livraison transmise ; le flux cesse de l’envoyer. Un second rapport ne change rien.',
    fields: {
      statusCode: 'Le statut HTTP du récepteur ; null s’il était injoignable',
    },
    responses: {
      '204': 'Enregistré',
      '400': "Toute réponse d'erreur a cette forme",
      '403':
        "Non autorisé : le rôle de l'appelant, ou les portées ou la liste d'adresses IP autorisées de la clé d'API, ne le permettent pas ; ou une écriture lancée depuis un autre site (refusée par la protection intersites)",
    },
  },
  resendWebhookDelivery: {
    summary: 'Renvoyer une livraison',
    description: "Renvoie l'événement avec son `webhook-id` et son corps d'origine, comme une nouvelle tentative.",
    responses: {
      '403':
        "Non autorisé : le rôle de l'appelant, ou les portées ou la liste d'adresses IP autorisées de la clé d'API, ne le permettent pas ; ou une écriture lancée depuis un autre site (refusée par la protection intersites)",
    },
  },
  rotateWebhookSecret: {
    summary: 'Renouveler le secret de signature',
    description:
      'Remplace aussitôt le secret de signature ; les livraisons suivantes sont signées avec le nouveau, qui ne figure que dans cette réponse.',
    responses: {
      '403':
        "Non autorisé : le rôle de l'appelant, ou les portées ou la liste d'adresses IP autorisées de la clé d'API, ne le permettent pas ; ou une écriture lancée depuis un autre site (refusée par la protection intersites)",
    },
  },
  sendContactMessage: {
    summary: "Envoyer un message à l'équipe",
    description:
      "Enregistre un message du formulaire de contact pour que l'équipe y réponde. Le prénom, le nom, une adresse e-mail valide et le message sont obligatoires ; l'entreprise est facultative.",
    fields: {
      email: 'Une adresse e-mail valide (le domaine contient un point) où vous répondre',
    },
    responses: {
      '201': "Le message est enregistré pour que l'équipe y réponde",
      '400': "Toute réponse d'erreur a cette forme",
      '403': 'Une écriture lancée depuis un autre site (refusée par la protection intersites)',
      '413': "Toute réponse d'erreur a cette forme",
      '415': "Toute réponse d'erreur a cette forme",
    },
  },
  sendWebhookTestEvent: {
    summary: 'Envoyer un événement de test',
    description:
      'Met en file un événement `payment.created` signé, marqué `"test": true`, pour ce point de terminaison ; il apparaît dans le journal des livraisons comme les autres.',
    responses: {
      '403':
        "Non autorisé : le rôle de l'appelant, ou les portées ou la liste d'adresses IP autorisées de la clé d'API, ne le permettent pas ; ou une écriture lancée depuis un autre site (refusée par la protection intersites)",
    },
  },
  streamRequestLogs: {
    summary: 'Suivre mon journal des requêtes API',
    description:
      'Événements serveur : un événement `log` (un `RequestLogEntry`) par appel fait avec vos clés ou par vos applications OAuth à partir de l’ouverture du flux, une ou deux secondes après l’appel ; les mêmes filtres et le même mode que `GET /api/v1/analytics/logs`.',
    responses: {
      '200': 'Un flux d’événements `log`, chacun portant un RequestLogEntry en JSON',
      '400': "Toute réponse d'erreur a cette forme",
      '403':
        "Non autorisé : le rôle de l'appelant, ou les portées ou la liste d'adresses IP autorisées de la clé d'API, ne le permettent pas",
    },
  },
  streamWebhookListener: {
    summary: 'Lire les événements d’une écoute de la CLI',
    description:
      'Événements serveur : un événement `webhook` par livraison, dont les données sont le `body` exact et les en-têtes `webhook-id`, `webhook-timestamp` et `webhook-signature` à transmettre avec lui (`deliveryId`, `eventId`, `eventType`, `headers`, `body`). Chaque livraison est envoyée jusqu’à ce que son résultat soit rapporté ; une ligne de commentaire toutes les 15 s garde la connexion ouverte.',
    responses: {
      '200': 'Un flux d’événements `webhook`, chacun portant { deliveryId, eventId, eventType, headers, body } en JSON',
      '400': "Toute réponse d'erreur a cette forme",
      '403':
        "Non autorisé : le rôle de l'appelant, ou les portées ou la liste d'adresses IP autorisées de la clé d'API, ne le permettent pas",
    },
  },
  triggerWebhookEvent: {
    summary: 'Déclencher un événement d’exemple',
    description:
      'Envoie un événement d’exemple du type donné, de la forme du vrai et marqué `"test": true, "livemode": false`, à chacun de vos points de terminaison webhook et écoutes de la CLI qui y sont abonnés, signé et journalisé comme toute livraison. Mode test seulement (une clé `ob_test_`, ou une session sur un serveur de bac à sable) : un appelant en production reçoit 403.',
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
    },
  },
  updateWebhook: {
    summary: 'Modifier un point de terminaison webhook',
    description:
      "Modifie l'URL, la description ou les événements, ou désactive (`isActive: false`) et réactive le point de terminaison. Le réactiver efface une série d'échecs.",
    fields: {
      isActive: 'false désactive le point de terminaison ; true le réactive',
    },
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
      '403':
        "Non autorisé : le rôle de l'appelant, ou les portées ou la liste d'adresses IP autorisées de la clé d'API, ne le permettent pas ; ou une écriture lancée depuis un autre site (refusée par la protection intersites)",
    },
  },
};
