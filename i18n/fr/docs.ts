import type { docs as en } from '../en/docs.ts';
import { commonWords } from './common-words.ts';

export const docs: Record<keyof typeof en, string> = {
  'docs.meta.title': 'Documentation développeur',
  'docs.meta.description':
    "Guides de l'API CEMAC Open Banking : authentification, OAuth 2.0, comptes, paiements, mobile money, GIMAC, institutions et SDK.",
  'docs.hero.eyebrow': 'Documentation',
  'docs.hero.title': 'Documentation développeur',
  'docs.hero.subtitle':
    'Tout ce qu’il faut pour connecter votre application aux banques, aux établissements de microfinance et au mobile money de la zone CEMAC.',
  'docs.hero.quickStart': 'Démarrage rapide',
  'docs.hero.apiReference': "Référence de l'API",
  'docs.hero.uptime': 'Disponibilité garantie de 99,9 %',
  'docs.hero.latency': 'Réponses en moins de 100 ms',
  'docs.hero.currency': 'XAF natif',

  'docs.sidebar.title': 'Sommaire',
  'docs.sidebar.filter': 'Filtrer les sections',
  'docs.sidebar.filterPlaceholder': 'Filtrer par titre…',
  'docs.sidebar.noMatch': 'Aucune section ne correspond à « {query} ».',
  'docs.section.getting-started': 'Premiers pas',
  'docs.section.oauth': 'OAuth 2.0',
  'docs.section.accounts': 'Comptes',
  'docs.section.payments': 'Paiements',
  'docs.section.institutions': 'Institutions',
  'docs.section.sdks': 'SDK et outils',

  'docs.key.title': 'Votre clé API de test',
  'docs.key.label': 'Clé API du bac à sable',
  'docs.key.placeholder': 'ob_test_…',
  'docs.key.show': 'Afficher',
  'docs.key.hide': 'Masquer',
  'docs.key.showLabel': 'Afficher la clé API',
  'docs.key.hideLabel': 'Masquer la clé API',
  'docs.key.help':
    "Collez une clé du bac à sable pour essayer l'API depuis cette page. Elle n'est conservée que tant que la page est ouverte et n'est envoyée qu'à ce serveur.",
  'docs.key.local': 'Vous faites tourner la plateforme vous-même ? npm start affiche une clé de démonstration.',

  'docs.try.title': 'Essayer en direct',
  'docs.try.description': 'Envoyez cette requête avec votre clé de test et voyez la vraie réponse du serveur.',
  'docs.try.button': 'Essayer en direct',
  'docs.try.sending': 'Envoi en cours...',
  'docs.try.hint': 'Ajoutez votre clé API de test ci-dessus pour essayer cette requête.',
  'docs.try.status': commonWords['common.status'],
  'docs.try.body': 'Corps de la réponse',
  'docs.try.successTitle': "Test de l'API réussi",
  'docs.try.failedTitle': "Échec du test de l'API",
  'docs.try.statusBody': 'Statut : {status}',
  'docs.try.requestFailed': 'La requête a échoué',

  'docs.next.title': 'Prêt à développer ?',
  'docs.next.body': 'Créez vos clés dans le portail développeur, puis partez de l’une de nos applications d’exemple.',
  'docs.next.getApiKeys': 'Obtenir des clés API',
  'docs.next.viewExamples': 'Voir les exemples',
  'docs.try.requestFailedStatus': 'La requête a échoué (statut {status})',
};
