import { defineMessages } from '../../errors.ts';

/** What developers hear about their OAuth apps. */
export const OAUTH_MESSAGES = defineMessages({
  appNotFound: 'App not found',
  appNameRequired: 'Please enter a name for your app',
  redirectUriInvalid: '{uri} is not a valid redirect URI: use https, or http on localhost, with no fragment',
  tooManyApps: 'You already have {max} apps; delete one before registering another',
  invalidAccessToken: 'Invalid or expired access token',
  accessTokenScopeMissing: 'This access token lacks the {scope} scope',
});
