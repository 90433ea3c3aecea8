import { defineMessages } from '../../errors.ts';

/** What developers hear about their keys: authentication, scopes, limits and management. */
export const API_KEY_MESSAGES = defineMessages({
  keyRequired: 'API key required',
  invalidKey: 'Invalid API key',
  ipNotAllowed: 'This API key may not be used from your IP address',
  scopeMissing: 'This API key lacks the {scope} scope',
  limitReached: 'This API key has used its {window} limit of {limit} requests',
  nameRequired: 'Please enter a name for your API key',
  tooManyKeys: 'You already have {max} active API keys; deactivate one before creating another',
});
