import type { dashboard as en } from '../en/dashboard.ts';
import { commonWords } from './common-words.ts';

export const dashboard: Record<keyof typeof en, string> = {
  'session.authRequired': 'Authentification requise',
  'session.authRequiredBody': 'Vous devez être connecté pour accéder à cette page.',
  'session.logIn': 'Se connecter',
  'session.createAccount': 'Créer un compte',
  'session.checkFailed': "Nous n'avons pas pu vérifier votre session. Veuillez réessayer.",
  'session.retry': commonWords['common.retry'],
  'dashboard.signOut': 'Se déconnecter',
  'session.signingOut': 'Déconnexion...',
  'dashboard.label': 'Tableau de bord',
  'dashboard.role': 'Rôle : {role}',
  'role.customer': 'Client',
  'role.ops': 'Opérations',
  'role.auditor': 'Auditeur',
  'role.admin': 'Administrateur',
  'dashboard.welcome': 'Bienvenue, {firstName} !',
  'dashboard.welcomeBody':
    'Envoyez des paiements mobile money et effectuez des virements interbancaires GIMAC en XAF, le tout depuis cet espace.',
  'dashboard.signedInWith': 'Connecté avec {contact}',
};
