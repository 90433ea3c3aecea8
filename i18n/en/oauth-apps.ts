import { commonWords } from './common-words.ts';
/** API management's Apps tab (issue 17 item 2): developers' OAuth 2.0 apps. */
export const oauthApps = {
  'am.apps.title': 'OAuth Apps',
  'am.apps.hint':
    'Apps let customers connect their accounts to your product with OAuth 2.0. Customers approve each scope on a consent screen.',
  'am.apps.new': 'New App',
  'am.apps.empty': 'No apps yet. Register one so customers can connect their accounts to your product.',
  'am.apps.emptyAction': 'Register an app',
  'am.apps.col.name': 'Name',
  'am.apps.col.clientId': 'Client ID',
  'am.apps.col.redirectUris': 'Redirect URIs',
  'am.apps.col.scopes': 'Scopes',
  'am.apps.col.created': 'Created',
  'am.apps.col.secretRotated': 'Secret last rotated',
  'am.apps.col.actions': commonWords['common.actions'],
  'am.apps.col.environment': 'Environment',
  'am.apps.col.calls': 'Calls (30 days)',
  'am.apps.calls': 'Calls: {calls} · errors: {errors}',
  'am.apps.lastCall': 'Last call {when}',
  'am.apps.viewLog': 'View log',
  'am.apps.copyClientId': 'Copy client ID',
  'am.apps.rotate': 'Rotate secret',
  'am.apps.delete': 'Delete',

  'am.apps.rotateTitle': 'Rotate this client secret?',
  'am.apps.rotateBody':
    'A new secret replaces the one "{name}" uses. The old secret stops working at once: put the new one on your server straight away.',
  'am.apps.rotateConfirm': 'Rotate secret',
  'am.apps.deleteTitle': 'Delete this app?',
  'am.apps.deleteBody':
    '"{name}" is deleted with every token it holds: they all stop working at once, and customers must connect again.',
  'am.apps.deleteConfirm': 'Delete app',

  'am.apps.created': 'App Registered',
  'am.apps.createdBody': 'Copy its client secret now: you will not see it again.',
  'am.apps.rotated': 'Client Secret Rotated',
  'am.apps.rotatedBody': 'The old secret no longer works. Copy the new one now.',
  'am.apps.deleted': 'App Deleted',
  'am.apps.deletedBody': 'Its tokens no longer work.',
  'am.apps.createFailed': 'Failed to register app',
  'am.apps.rotateFailed': 'Failed to rotate client secret',
  'am.apps.deleteFailed': 'Failed to delete app',

  'am.apps.form.title': 'Register a New App',
  'am.apps.form.subtitle': 'Customers see its name on the consent screen and approve only the scopes you choose here.',
  'am.apps.form.name': 'App name',
  'am.apps.form.namePlaceholder': 'e.g. Budget planner',
  'am.apps.form.nameRequired': 'Please enter a name for your app',
  'am.apps.form.redirectUris': 'Redirect URIs',
  'am.apps.form.redirectUri': 'Redirect URI {number}',
  'am.apps.form.redirectHint':
    'Where customers return after consent, matched exactly: https, or http on localhost, with no fragment (#).',
  'am.apps.form.redirectRequired': 'Enter at least one redirect URI',
  'am.apps.form.addRedirect': 'Add a redirect URI',
  'am.apps.form.removeRedirect': 'Remove redirect URI {number}',
  'am.apps.form.scopes': 'Scopes',
  'am.apps.form.scopesRequired': 'Choose at least one scope',
  'am.apps.form.environment': 'Environment',
  'am.apps.form.sandboxHint':
    'Sandbox apps see only test data and reach the payment simulators, never real money. Use one while you build.',
  'am.apps.form.productionHint':
    'Production apps work with customers’ real accounts and money. They need an approved institution.',
  'am.apps.form.submit': 'Register App',

  'am.apps.reveal.title': 'Copy your client secret now',
  'am.apps.reveal.warning':
    'You will not see this secret again. It is shown in full for {seconds} more seconds; if you lose it, rotate it to get a new one.',
  'am.apps.reveal.clientId': 'Client ID',
  'am.apps.reveal.clientSecret': 'Client secret',
} as const;
