import type { common as en } from '../en/common.ts';
import { commonWords } from './common-words.ts';

export const common: Record<keyof typeof en, string> = {
  ...commonWords,

  'site.name': 'CEMAC Open Banking',
  'site.tagline': "API financières pour l'Afrique centrale",
  'site.description':
    "Plateforme d'open banking et de paiements pour le Cameroun et la zone CEMAC : information sur les comptes, initiation de paiements, mobile money et virements GIMAC en XAF.",

  'nav.home': 'Accueil',
  'nav.docs': 'Documentation',
  'nav.about': 'À propos',
  'nav.apiReference': "Référence de l'API",
  'nav.registerInstitution': 'Inscrire une institution',
  'nav.getStarted': 'Commencer',
  'nav.menu': 'Menu',
  'nav.openMenu': 'Ouvrir le menu',
  'nav.closeMenu': 'Fermer le menu',
  'nav.language': 'Langue',
  'nav.switchToOther': 'English',
  'nav.skipToContent': 'Aller au contenu',
  'nav.search': 'Rechercher',

  'footer.platform': 'Plateforme',
  'footer.platform.accounts': "API d'information sur les comptes",
  'footer.platform.payments': "API d'initiation de paiement",
  'footer.platform.mobileMoney': 'Mobile money',
  'footer.platform.sdks': 'SDK',
  'footer.company': 'Entreprise',
  'footer.company.about': 'Qui sommes-nous',
  'footer.company.careers': 'Carrières',
  'footer.company.partners': 'Partenaires',
  'footer.company.contact': 'Contact',
  'footer.follow': 'Suivez-nous',
  'footer.blurb': "Des API d'open banking et de paiement conçues pour le Cameroun et la zone CEMAC, en XAF.",
  'footer.copyright': "© {year} CEMAC Open Banking. Régulé par la COBAC, la Commission bancaire de l'Afrique centrale.",
  'footer.terms': 'Conditions générales d’utilisation',
  'footer.privacy': 'Politique de confidentialité',
  'footer.whatsapp': 'Discuter avec le support sur WhatsApp',
  'footer.whatsappMessage': "Bonjour le support CEMAC Open Banking, j'ai besoin d'aide pour",

  'toast.close': commonWords['common.close'],
  'toast.region': 'Notifications',

  'common.loading': 'Chargement',

  'page.login': 'Connexion',
  'page.register': 'Créer un compte',
  'page.dashboard': 'Tableau de bord',
  'page.docs': 'Documentation développeur',
  'page.apiDocs': "Référence de l'API et portail développeur",
  'page.apiManagement': 'Gestion des API',
  'page.paymentManagement': 'Gestion des paiements',
  'page.adminDashboard': "Tableau de bord d'administration",
  'page.institutionRegister': "Inscription d'une institution",
  'page.institutionStatus': "Statut d'une institution",
  'page.institutionView': 'Votre institution',
  'page.admin': "Portail d'administration",
  'page.about': 'À propos',
  'page.home': "L'open banking pour l'Afrique centrale",

  'notFound.title': '404 Page introuvable',
  'notFound.body': "La page que vous cherchez n'existe pas ou a été déplacée.",
  'notFound.home': "Retour à l'accueil",
};
