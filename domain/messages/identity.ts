/**
 * Every message the identity API can answer with, in English. Registration messages are
 * the product's validation texts word for word. The site shows them translated by their reason, with `{name}`
 * placeholders filled from the error's params.
 */
import { defineMessages } from './define.ts';

export const IDENTITY_MESSAGES = defineMessages({
  firstNameRequired: 'First name is required',
  firstNameTooLong: 'First name must be at most 100 characters',
  lastNameRequired: 'Last name is required',
  lastNameTooLong: 'Last name must be at most 100 characters',
  contactRequired: 'Email or phone number is required',
  contactBoth: 'Send either an email or a phone number, not both',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Invalid Cameroon phone format (237XXXXXXXXX)',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  pinInvalid: 'PIN must be 4-6 digits',
  secretWordTooShort: 'Secret word must be at least 8 characters',
  secretWordTooLong: 'Secret word must be at most 128 characters',
  emailTaken: 'An account with this email already exists',
  phoneTaken: 'An account with this phone number already exists',

  passwordRequired: 'Password is required',
  invalidCredentials: 'Invalid credentials',
  accountDisabled: 'This account has been deactivated. Please contact support.',
  accountLocked: 'Too many failed sign-in attempts. This account is locked; try again in {minutes} min.',
  slowDown: 'Too many failed sign-in attempts. Please wait {seconds} s before trying again.',
  networkLocked: 'Too many failed sign-in attempts from your network. Please try again in {minutes} min.',

  authenticationRequired: 'Authentication required',
  sessionEnded: 'Your session has expired or you have signed out. Please sign in again.',
  roleForbidden: 'You do not have permission to do this',
  crossSiteRefused: 'Cross-site request refused',
});
