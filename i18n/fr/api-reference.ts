import type { apiReference as en } from '../en/api-reference.ts';
import { commonWords } from './common-words.ts';

export const apiReference: Record<keyof typeof en, string> = {
  'apiRef.meta.title': "Référence de l'API",
  'apiRef.meta.description':
    "Tous les points de terminaison de l'API CEMAC Open Banking, générés à partir du document OpenAPI du serveur.",
  'apiRef.hero.eyebrow': 'Portail développeur',
  'apiRef.hero.title': "Référence de l'API",
  'apiRef.hero.subtitle':
    "Tous les points de terminaison exposés par ce serveur, générés à la compilation à partir de son propre document OpenAPI : la référence correspond toujours à l'API.",
  'apiRef.search.label': "Rechercher dans l'API",
  'apiRef.search.placeholder': 'Rechercher par chemin, nom ou description…',
  'apiRef.openapi': 'Document OpenAPI',

  'apiRef.categories': 'Catégories',
  'apiRef.category.all': 'Toutes les API',
  'apiRef.tag.Authentication': 'Authentification',
  'apiRef.tag.Accounts': 'Comptes',
  'apiRef.tag.Payments': 'Paiements',
  'apiRef.tag.Mobile Money': 'Mobile money',
  'apiRef.tag.Institutions': 'Institutions',
  'apiRef.tag.Back office': 'Back-office',
  'apiRef.tag.Platform': 'Plateforme',
  'apiRef.tag.Identity verification': "Vérification d'identité",

  'apiRef.quickStart': 'Démarrage rapide',
  'apiRef.getApiKeys': 'Obtenir des clés API',
  'apiRef.downloadSdks': 'Télécharger les SDK',
  'apiRef.joinCommunity': 'Rejoindre la communauté',

  'apiRef.gettingStarted.title': 'Premiers pas',
  'apiRef.gettingStarted.auth':
    "Authentifiez chaque requête avec votre clé API, transmise comme jeton « Bearer » dans l'en-tête Authorization.",
  'apiRef.gettingStarted.baseUrl': 'URL de base',
  'apiRef.gettingStarted.money':
    "Les montants sont en XAF entiers (le franc n'a pas de subdivision). Les dates sont au format ISO 8601, en UTC.",
  'apiRef.gettingStarted.errors':
    "Toutes les erreurs partagent la même enveloppe JSON : un code stable, un message lisible et l'identifiant de la requête.",
  'apiRef.gettingStarted.guides': 'Lire les guides',

  'apiRef.card.request': 'Requête',
  'apiRef.card.response': 'Réponse',
  'apiRef.card.apiKey': 'Clé API',
  'apiRef.card.public': 'Public',
  'apiRef.card.parameters': 'Paramètres',
  'apiRef.card.body': 'Corps de la requête',
  'apiRef.card.responses': 'Réponses',
  'apiRef.card.required': 'obligatoire',
  'apiRef.card.example': 'Exemple',
  'apiRef.count': '{count} points de terminaison',
  'apiRef.empty': 'Aucune API trouvée',
  'apiRef.emptyHint': 'Essayez un autre mot ou une autre catégorie.',

  'apiRef.sdks.title': 'SDK',
  'apiRef.sdks.subtitle':
    "Des bibliothèques clientes officielles qui gèrent pour vous l'authentification, les nouvelles tentatives et les clés d'idempotence. Elles ne sont pas encore sur npm ni sur PyPI : téléchargez-les depuis ce serveur, ou installez-les directement depuis son adresse.",
  'apiRef.sdks.download': 'Télécharger',
  'apiRef.sdks.fromServer': 'Installer depuis ce serveur',
  'apiRef.sdks.fromNpm': 'Depuis npm, une fois publié',
  'apiRef.sdks.fromPypi': 'Depuis PyPI, une fois publié',
  'apiRef.sdks.cli':
    'Transmettez vos événements webhook à localhost, déclenchez des événements de bac à sable et suivez votre journal des requêtes depuis un terminal.',
  'apiRef.sdks.cliDocs': 'Lire le guide de la CLI',
  'apiRef.sdks.runFromServer': 'Lancer depuis ce serveur',
  'apiRef.sdks.cliCommands': 'Ensuite',
  'apiRef.rest.title': 'Appels REST directs',
  'apiRef.rest.body': "Pas de SDK pour votre langage ? Chaque point de terminaison n'est que du HTTPS et du JSON.",

  'apiRef.community.title': 'Communauté et assistance',
  'apiRef.community.subtitle': 'Posez vos questions, montrez ce que vous construisez et suivez les évolutions.',
  'apiRef.community.github': 'Code et exemples sur GitHub',
  'apiRef.community.chat': "Discuter avec l'équipe sur WhatsApp",
  'apiRef.community.docs': 'Documentation développeur',
  'apiRef.community.support': 'Assistance par e-mail',
  'apiRef.community.social': 'Nous suivre sur LinkedIn',
  'apiRef.community.blog': 'Blog technique',

  'apiRef.auth.title': 'Authentification requise',
  'apiRef.auth.body': 'Veuillez vous connecter pour gérer vos clés API',

  'apiRef.keys.title': 'Vos clés API',
  'apiRef.keys.description':
    'Créez une clé pour votre application. Les clés créées ici peuvent lire les comptes et les opérations et initier des paiements.',
  'apiRef.keys.existing': 'Vos clés',
  'apiRef.keys.none': "Vous n'avez encore aucune clé API.",
  'apiRef.keys.loading': 'Chargement de vos clés…',
  'apiRef.keys.name': 'Nom de la clé',
  'apiRef.keys.namePlaceholder': 'ex. Application mobile, préproduction',
  'apiRef.keys.nameRequired': 'Veuillez saisir un nom pour votre clé API',
  'apiRef.keys.permissions': 'Autorisations',
  'apiRef.keys.permission.read:accounts': 'Lire les comptes',
  'apiRef.keys.permission.read:transactions': 'Lire les opérations',
  'apiRef.keys.permission.write:payments': 'Initier des paiements',
  'apiRef.keys.create': 'Créer la clé API',
  'apiRef.keys.creating': 'Création...',
  'apiRef.keys.close': commonWords['common.close'],
  'apiRef.keys.createdTitle': 'Clé API créée',
  'apiRef.keys.createdBody': "Copiez votre clé maintenant : elle n'est affichée en entier qu'une seule fois.",
  'apiRef.keys.failedTitle': 'Échec de la création de la clé API',
  'apiRef.keys.manage': 'Gérer les clés et la consommation',
  'apiRef.countOne': '1 point de terminaison',
  'apiRef.location.path': 'chemin',
  'apiRef.location.query': 'requête',
  'apiRef.location.header': 'en-tête',
  'apiRef.location.cookie': 'cookie',
  'apiRef.location.body': 'corps',
};
