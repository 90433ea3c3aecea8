import type { OperationFrench } from '../types.ts';

/** The French of the Authentication operations, by operationId. */
export const authenticationFr: Readonly<Record<string, OperationFrench>> = {
  apiLogin: {
    summary: 'Se connecter par e-mail et mot de passe',
    description:
      "La connexion documentée : un e-mail et un mot de passe donnent un jeton de session et l'utilisateur (`id`, `email`, `role`). Le jeton est un identifiant Bearer pour les appels qui acceptent une session (mobile money, paiements, webhooks, vérification…) ; les appels qui exigent une clé API ou un jeton OAuth, comme `GET /api/v1/accounts`, ne le prennent pas. Des identifiants erronés, quels qu'ils soient, répondent 401 « Identifiants invalides » ; des échecs répétés ralentissent (429) puis verrouillent le compte pour un temps (423) ; un compte désactivé répond 403.",
    fields: {
      email: "L'e-mail du compte",
      password: 'Le mot de passe du compte',
    },
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
      '415': "Toute réponse d'erreur a cette forme",
    },
  },
  approveOAuthConsent: {
    summary: 'Autoriser une application',
    description:
      'Accorde à l’application les autorisations choisies pour les comptes choisis (au moins un compte quand une autorisation touche aux comptes, aux transactions ou aux paiements) ; les autorisations refusées ne sont plus demandées. Répond où le navigateur va ensuite.',
    fields: {
      scopes: 'Les autorisations accordées',
      accountIds: 'Les comptes partagés',
    },
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
    },
  },
  completeAccountSetup: {
    summary: 'Choisir un mot de passe et un code PIN avec un lien de configuration',
    responses: {
      '403': 'Une écriture lancée depuis un autre site (refusée par la protection intersites)',
      '415': "Toute réponse d'erreur a cette forme",
    },
  },
  createApiKey: {
    summary: 'Créer une clé API du bac à sable',
    description:
      'Crée une clé `ob_test_` pour le développeur connecté. `read:accounts` donne `accounts:read`, `read:transactions` donne `transactions:read`, `write:payments` donne `payments:initiate` et `mobile_money:write`. La clé complète ne figure que dans cette réponse.',
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
      '403': 'Une écriture lancée depuis un autre site (refusée par la protection intersites)',
    },
  },
  createManagedApiKey: {
    summary: 'Créer une clé API',
    description:
      'Crée une clé avec les portées, les limites horaire et journalière (1000 et 10000 par défaut) et la liste d’adresses IP autorisées choisies. Les clés `production` (`ob_live_`) exigent l’appartenance à un établissement approuvé (403 sinon). La clé complète ne figure que dans cette réponse.',
    fields: {
      ipWhitelist:
        'Adresses ou blocs CIDR, en liste ou en une seule entrée séparée par des virgules ; vide autorise toutes les adresses',
    },
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
    },
  },
  createOAuthApp: {
    summary: 'Enregistrer une application OAuth',
    description:
      'Enregistre une application tierce : son nom (affiché sur l’écran de consentement), ses URI de redirection (https, ou http sur localhost ; correspondance exacte, sans fragment) les portées qu’elle pourra obtenir et son environnement (bac à sable, `sandbox`, par défaut : mode test uniquement ; production demande une institution approuvée, sinon 403). Répond le `client_id` et le secret client, qui ne figure que dans cette réponse.',
    fields: {
      name: 'Affiché aux clients sur l’écran de consentement',
      redirectUris: 'Où les clients reviennent après le consentement : https, ou http sur localhost',
      environment:
        '`sandbox` (bac à sable, par défaut) : mode test, simulateurs et données de test uniquement, quel que soit le mode du serveur ; production : mode réel sur un serveur réel, pour les membres d’une institution approuvée',
    },
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
    },
  },
  deleteApiKey: {
    summary: 'Désactiver une clé API',
    description:
      'Désactive la clé immédiatement (sans délai de grâce) ; elle reste dans la liste, inactive. La clé d’un autre développeur répond 404.',
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
      '403': 'Une écriture lancée depuis un autre site (refusée par la protection intersites)',
    },
  },
  deleteOAuthApp: {
    summary: 'Supprimer une application OAuth',
    description:
      'Supprime l’application avec toutes ses autorisations et tous ses jetons : son prochain appel à l’API est refusé. L’application d’un autre développeur répond 404.',
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
      '403': 'Une écriture lancée depuis un autre site (refusée par la protection intersites)',
    },
  },
  denyOAuthConsent: {
    summary: 'Refuser une application',
    description: 'Refuse la demande : l’application reçoit `access_denied`. Répond où le navigateur va ensuite.',
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
    },
  },
  getAccountSetup: {
    summary: 'À quel compte correspond un lien de configuration',
  },
  getCurrentUser: {
    summary: "L'utilisateur connecté",
  },
  getDeveloperProfile: {
    summary: 'Les clés API du développeur connecté',
    description:
      "Liste toutes les clés de l'utilisateur connecté, des plus récentes aux plus anciennes. Les clés complètes ne sont jamais renvoyées ici.",
  },
  getOAuthConsent: {
    summary: 'Ce que demande une application',
    description:
      'Pour l’écran de consentement : l’application, les autorisations qu’elle demande (parmi celles qu’elle a enregistrées) et les comptes du client parmi lesquels choisir. 404 quand la demande a expiré ou a reçu une réponse.',
  },
  introspectOAuthToken: {
    summary: 'Décrire un jeton OAuth',
    description:
      'RFC 7662 : si un jeton que détient l’application est actif, avec ses portées, son audience et son expiration. Un jeton révoqué, expiré ou inconnu donne `{"active": false}`.',
    responses: {
      '400': 'invalid_request (requête invalide)',
      '401': 'invalid_client : application inconnue ou secret erroné',
      '403': 'Une écriture lancée depuis un autre site (refusée par la protection intersites)',
      '429': 'Trop de requêtes : une limite de débit est atteinte (voir Retry-After)',
    },
  },
  listApiKeys: {
    summary: 'Lister mes clés API',
    description:
      'Les clés du développeur connecté, des plus récentes aux plus anciennes, avec leurs portées, limites, liste d’adresses autorisées et utilisation. Une clé remplacée indique jusqu’à quand elle fonctionne encore (`expiresAt`). Les clés complètes ne sont jamais renvoyées ici.',
  },
  listConnectedApps: {
    summary: 'Mes applications connectées',
    description:
      'Les applications que le client connecté a autorisées, avec leurs autorisations et les comptes que chacune peut voir.',
  },
  listOAuthApps: {
    summary: 'Lister mes applications OAuth',
    description:
      'Les applications OAuth 2.0 du développeur connecté, des plus récentes aux plus anciennes. Les secrets client ne sont jamais renvoyés ici.',
  },
  registerCustomer: {
    summary: 'Créer un compte client',
    description:
      'firstName, lastName, exactement un e-mail ou un téléphone (237 suivi de 9 chiffres), mot de passe (8+), code PIN (4 à 6 chiffres) et mot secret (8+). Les secrets ne sont conservés que sous forme de hachés argon2id.',
    fields: {
      firstName: 'Obligatoire.',
      lastName: 'Obligatoire.',
      email: 'Le moyen de contact : envoyez soit email, soit phone, pas les deux.',
      phone: 'Numéro camerounais : 237 suivi de 9 chiffres (les espaces sont ignorés).',
      password: 'Obligatoire ; au moins 8 caractères.',
      pin: 'Obligatoire ; 4 à 6 chiffres.',
      secretWord: 'Obligatoire ; au moins 8 caractères.',
    },
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
      '415': "Toute réponse d'erreur a cette forme",
    },
  },
  requestOAuthToken: {
    summary: 'Obtenir un jeton d’accès OAuth',
    description:
      'Point de terminaison de jeton RFC 6749, encodé en formulaire. `authorization_code` (avec le `code_verifier` PKCE : S256 est obligatoire) échange le code reçu par la redirection ; `refresh_token` échange un jeton de rafraîchissement contre de nouveaux jetons (l’ancien cesse de fonctionner) ; `client_credentials` donne à l’application un jeton agissant pour son propre développeur. L’application s’authentifie en HTTP Basic (`client_id:client_secret`) ou avec `client_id` et `client_secret` dans le corps. Les portées ne dépassent jamais celles que l’application a enregistrées.',
    responses: {
      '400':
        'invalid_request, invalid_grant, invalid_scope, unsupported_grant_type… (requête, autorisation ou portée invalide)',
      '401': 'invalid_client : application inconnue ou secret erroné',
      '403': 'Une écriture lancée depuis un autre site (refusée par la protection intersites)',
      '429': 'Trop de requêtes : une limite de débit est atteinte (voir Retry-After)',
    },
  },
  revokeConnectedApp: {
    summary: 'Déconnecter une application',
    description:
      'Met fin immédiatement à l’accès de l’application : ses jetons et jetons de rafraîchissement cessent de fonctionner dès son prochain appel.',
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
    },
  },
  revokeOAuthToken: {
    summary: 'Révoquer un jeton OAuth',
    description:
      'RFC 7009 : met fin immédiatement à un jeton d’accès ou de rafraîchissement que détient l’application (un jeton de rafraîchissement met fin à toute son autorisation). Répond 200 même pour un jeton déjà disparu.',
    responses: {
      '200': 'Révoqué (ou déjà disparu)',
      '400': 'invalid_request (requête invalide)',
      '401': 'invalid_client : application inconnue ou secret erroné',
      '403': 'Une écriture lancée depuis un autre site (refusée par la protection intersites)',
      '429': 'Trop de requêtes : une limite de débit est atteinte (voir Retry-After)',
    },
  },
  rotateApiKey: {
    summary: 'Remplacer une clé API',
    description:
      'Émet une nouvelle clé avec les mêmes réglages ; l’ancienne clé fonctionne encore 7 jours (`oldKey.expiresAt`). Seules les clés actives du développeur connecté peuvent être remplacées (404 sinon). La nouvelle clé complète ne figure que dans cette réponse.',
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
    },
  },
  rotateOAuthAppSecret: {
    summary: 'Renouveler le secret d’une application OAuth',
    description:
      'Émet un nouveau secret client ; l’ancien cesse de fonctionner immédiatement. Les jetons déjà émis gardent leur durée de vie. L’application d’un autre développeur répond 404.',
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
      '403': 'Une écriture lancée depuis un autre site (refusée par la protection intersites)',
    },
  },
  signIn: {
    summary: 'Se connecter et ouvrir une session',
    description:
      "E-mail ou téléphone, mot de passe et code PIN facultatif. Renvoie un jeton de session (aussi posé comme cookie `ob_session` httpOnly, SameSite=Strict). Des identifiants erronés, quels qu'ils soient, répondent 401 « Identifiants invalides » ; des échecs répétés ralentissent (429) puis verrouillent le compte pour un temps (423).",
    fields: {
      email: 'Envoyez soit email, soit phone.',
      phone: '237XXXXXXXXX ; les écritures nationale et +237 sont comprises.',
      password: 'Obligatoire.',
      pin: 'Facultatif : vérifié lorsque le compte a un code PIN et qu’un code est envoyé.',
    },
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
      '415': "Toute réponse d'erreur a cette forme",
    },
  },
  signOut: {
    summary: 'Se déconnecter : mettre fin à la session tout de suite',
    description:
      "Révoque la session présentée (jeton Bearer ou cookie), qui cesse aussitôt de fonctionner, et efface le cookie. Répond 204 même si aucune session active n'a été présentée.",
    responses: {
      '415': "Toute réponse d'erreur a cette forme",
    },
  },
};
