import { defineMessages } from './define.ts';

/** What developers hear about their keys: authentication, scopes, limits and management. */
export const API_KEY_MESSAGES = defineMessages({
  keyRequired: 'API key required',
  invalidKey: 'Invalid API key',
  ipNotAllowed: 'This API key may not be used from your IP address',
  scopeMissing: 'This API key lacks the {scope} scope',
  limitReached: 'This API key has used its {window} limit of {limit} requests',
  burstReached: 'This API key may make at most {limit} requests per second',
  keyNotFound: 'API key not found',
  productionNeedsInstitution:
    'Production keys are available once you belong to an approved institution; use a sandbox key until then',
  ipWhitelistInvalid: '{entry} is not an IP address or CIDR block',
  nameRequired: 'Please enter a name for your API key',
  tooManyKeys: 'You already have {max} active API keys; deactivate one before creating another',
});
