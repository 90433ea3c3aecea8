import { defineMessages } from './define.ts';

/** What developers hear about their webhook endpoints. */
export const WEBHOOK_MESSAGES = defineMessages({
  webhookNotFound: 'Webhook not found',
  webhookDeliveryNotFound: 'Webhook delivery not found',
  webhookUrlRequired: 'Please enter the URL of your webhook endpoint',
  webhookUrlInvalid: 'The webhook URL must be an http or https URL',
  webhookUrlNotHttps: 'The webhook URL must use https',
  webhookUrlNotPublic: 'The webhook URL must reach a public address, not {address}',
  webhookUrlUnresolvable: 'The webhook URL host {host} cannot be resolved',
  webhookHeadersInvalid: 'Custom headers must be a JSON object of text values',
  webhookHeaderReserved: 'The header {header} is set by the platform and cannot be overridden',
  webhookEventsRequired: 'Choose at least one event',
  tooManyWebhooks: 'You already have {max} webhook endpoints; delete one before adding another',
  webhookInactive: 'This webhook is disabled; enable it before sending a test event',
  listenerNotFound: 'This CLI listener does not exist or has ended',
  tooManyListeners: 'You already have {max} CLI listeners open; stop one before starting another',
  triggerLiveMode: 'Events can only be triggered in test mode: use an ob_test_ key',
});
