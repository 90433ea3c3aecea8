import { commonWords } from './common-words.ts';
/** The customer dashboard's shell: protected wrapper, header and welcome card. */
export const dashboard = {
  'session.authRequired': 'Authentication Required',
  'session.authRequiredBody': 'You need to be logged in to access this page.',
  'session.logIn': 'Log In',
  'session.createAccount': 'Create Account',
  'session.checkFailed': 'We could not check your session. Please try again.',
  'session.retry': commonWords['common.retry'],
  'dashboard.signOut': 'Sign Out',
  'session.signingOut': 'Signing out...',
  'dashboard.label': 'Dashboard',
  'dashboard.role': 'Role: {role}',
  'role.customer': 'Customer',
  'role.ops': 'Operations',
  'role.auditor': 'Auditor',
  'role.admin': 'Admin',
  'dashboard.welcome': 'Welcome, {firstName}!',
  'dashboard.welcomeBody': 'Send mobile money payments and make GIMAC interbank transfers in XAF, all from here.',
  'dashboard.signedInWith': 'Signed in with {contact}',
} as const;
