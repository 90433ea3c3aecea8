import type { oauthApps as en } from '../en/oauth-apps.ts';
import { commonWords } from './common-words.ts';

export const oauthApps: Record<keyof typeof en, string> = {
  'am.apps.title': 'Applications OAuth',
  'am.apps.hint':
    'Les applications permettent à vos clients de relier leurs comptes à votre produit avec OAuth 2.0. Les clients approuvent chaque portée sur un écran de consentement.',
  'am.apps.new': 'Nouvelle application',
  'am.apps.empty':
    'Aucune application pour l’instant. Enregistrez-en une pour que vos clients puissent relier leurs comptes à votre produit.',
  'am.apps.emptyAction': 'Enregistrer une application',
  'am.apps.col.name': 'Nom',
  'am.apps.col.clientId': 'Identifiant client',
  'am.apps.col.environment': 'Environnement',
  'am.apps.col.calls': 'Appels (30 jours)',
  'am.apps.calls': 'Appels : {calls} · erreurs : {errors}',
  'am.apps.lastCall': 'Dernier appel : {when}',
  'am.apps.viewLog': 'Voir le journal',
  'am.apps.col.redirectUris': 'URI de redirection',
  'am.apps.col.scopes': 'Portées',
  'am.apps.col.created': 'Créée le',
  'am.apps.col.secretRotated': 'Secret renouvelé le',
  'am.apps.col.actions': commonWords['common.actions'],
  'am.apps.copyClientId': 'Copier l’identifiant client',
  'am.apps.rotate': 'Renouveler le secret',
  'am.apps.delete': 'Supprimer',

  'am.apps.rotateTitle': 'Renouveler ce secret client ?',
  'am.apps.rotateBody':
    'Un nouveau secret remplace celui qu’utilise « {name} ». L’ancien cesse de fonctionner immédiatement : installez sans attendre le nouveau sur votre serveur.',
  'am.apps.rotateConfirm': 'Renouveler le secret',
  'am.apps.deleteTitle': 'Supprimer cette application ?',
  'am.apps.deleteBody':
    '« {name} » est supprimée avec tous ses jetons : ils cessent tous de fonctionner immédiatement et les clients devront se reconnecter.',
  'am.apps.deleteConfirm': 'Supprimer l’application',

  'am.apps.created': 'Application enregistrée',
  'am.apps.createdBody': 'Copiez son secret client maintenant : vous ne le reverrez plus.',
  'am.apps.rotated': 'Secret client renouvelé',
  'am.apps.rotatedBody': 'L’ancien secret ne fonctionne plus. Copiez le nouveau maintenant.',
  'am.apps.deleted': 'Application supprimée',
  'am.apps.deletedBody': 'Ses jetons ne fonctionnent plus.',
  'am.apps.createFailed': 'Impossible d’enregistrer l’application',
  'am.apps.rotateFailed': 'Impossible de renouveler le secret client',
  'am.apps.deleteFailed': 'Impossible de supprimer l’application',

  'am.apps.form.title': 'Enregistrer une nouvelle application',
  'am.apps.form.subtitle':
    'Les clients voient son nom sur l’écran de consentement et n’approuvent que les portées choisies ici.',
  'am.apps.form.name': 'Nom de l’application',
  'am.apps.form.namePlaceholder': 'p. ex. Planificateur de budget',
  'am.apps.form.nameRequired': 'Veuillez saisir un nom pour votre application',
  'am.apps.form.redirectUris': 'URI de redirection',
  'am.apps.form.redirectUri': 'URI de redirection {number}',
  'am.apps.form.redirectHint':
    'Là où les clients reviennent après leur consentement, à l’identique : https, ou http sur localhost, sans fragment (#).',
  'am.apps.form.redirectRequired': 'Saisissez au moins une URI de redirection',
  'am.apps.form.addRedirect': 'Ajouter une URI de redirection',
  'am.apps.form.removeRedirect': 'Retirer l’URI de redirection {number}',
  'am.apps.form.scopes': 'Portées',
  'am.apps.form.scopesRequired': 'Choisissez au moins une portée',
  'am.apps.form.environment': 'Environnement',
  'am.apps.form.sandboxHint':
    'Une application du bac à sable ne voit que des données de test et n’atteint que les simulateurs de paiement, jamais de l’argent réel. Utilisez-en une pendant le développement.',
  'am.apps.form.productionHint':
    'Une application de production travaille sur les comptes et l’argent réels des clients. Elle demande une institution approuvée.',
  'am.apps.form.submit': 'Enregistrer l’application',

  'am.apps.reveal.title': 'Copiez votre secret client maintenant',
  'am.apps.reveal.warning':
    'Vous ne reverrez plus ce secret. Il reste affiché en entier {seconds} secondes encore ; si vous le perdez, renouvelez-le pour en obtenir un nouveau.',
  'am.apps.reveal.clientId': 'Identifiant client',
  'am.apps.reveal.clientSecret': 'Secret client',
};
