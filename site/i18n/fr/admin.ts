import type { admin as en } from '../en/admin.ts';

export const admin: Record<keyof typeof en, string> = {
  'adminLogin.title': "Portail d'administration",
  'adminLogin.subtitle': 'Connectez-vous avec votre compte du personnel de la plateforme.',
  'adminLogin.email': 'E-mail',
  'adminLogin.emailPlaceholder': 'nom@exemple.com',
  'adminLogin.password': 'Mot de passe',
  'adminLogin.submit': 'Se connecter',
  'adminLogin.submitting': 'Connexion en cours...',
  'adminLogin.success': 'Connexion réussie',
  'adminLogin.failed': 'Échec de la connexion',
};
