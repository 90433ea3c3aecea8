import type { dashboard as en } from '../en/dashboard.ts';

export const dashboard: Record<keyof typeof en, string> = {
  'dashboard.authRequired': 'Authentification requise',
  'dashboard.authRequiredBody': 'Vous devez être connecté pour accéder à cette page.',
  'dashboard.logIn': 'Se connecter',
  'dashboard.createAccount': 'Créer un compte',
  'dashboard.checkFailed': "Nous n'avons pas pu vérifier votre session. Veuillez réessayer.",
  'dashboard.retry': 'Réessayer',
  'dashboard.signOut': 'Se déconnecter',
  'dashboard.signingOut': 'Déconnexion...',
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
