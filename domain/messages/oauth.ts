import { defineMessages } from './define.ts';

/** What developers hear about their OAuth apps. */
export const OAUTH_MESSAGES = defineMessages({
  appNotFound: 'App not found',
  appNameRequired: 'Please enter a name for your app',
  redirectUriInvalid: '{uri} is not a valid redirect URI: use https, or http on localhost, with no fragment',
  tooManyApps: 'You already have {max} apps; delete one before registering another',
  invalidAccessToken: 'Invalid or expired access token',
  consentNotFound: 'This authorization request has expired or was already answered; start again from the app',
  consentScopeNotRequested: '{scope} was not requested by this app',
  consentScopeRequired: 'Choose at least one permission to share, or deny the request',
  consentAccountUnknown: 'This account is not one of yours',
  consentAccountRequired: 'Choose at least one account to share',
  connectionNotFound: 'Connected app not found',
  accessTokenScopeMissing: 'This access token lacks the {scope} scope',
  productionAppNeedsInstitution:
    'Production apps are available once you belong to an approved institution; register a sandbox app until then',
});
