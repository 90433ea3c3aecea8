import type { components, paths } from './generated/openapi.d.ts';

/** The API's named schemas, generated from its OpenAPI document. */
type Schemas = components['schemas'];
type JsonBody<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;
type JsonAnswer<P extends keyof paths, M extends keyof paths[P], S extends number> = paths[P][M] extends {
  responses: { [K in S]: { content: { 'application/json': infer A } } };
}
  ? A
  : never;

export type Account = Schemas['Account'];
export type AccountTransaction = Schemas['AccountTransaction'];
export type AccountPayment = Schemas['AccountPayment'];
export type Webhook = Schemas['Webhook'];
export type WebhookDelivery = Schemas['WebhookDelivery'];
export type ManagedApiKey = Schemas['ManagedApiKey'];
export type ApiError = Schemas['ErrorEnvelope']['error'];
export type WebhookEvent = Webhook['events'][number];
export type WebhookListener = Schemas['WebhookListener'];
export type RequestLogEntry = Schemas['RequestLogEntry'];

export type OpenAccountInput = JsonBody<'/api/v1/accounts', 'post'>;
export type CreatePaymentInput = JsonBody<'/api/v1/payments', 'post'>;
export type InitiateMobileMoneyInput = JsonBody<'/api/v1/mobile-money/initiate', 'post'>;
export type MobileMoneyPayment = JsonAnswer<'/api/v1/mobile-money/initiate', 'post', 201>;
export type VerifyIdentityInput = JsonBody<'/api/v1/verify', 'post'>;
export type Verification = JsonAnswer<'/api/v1/verify/{id}', 'get', 200>;
export type CreateWebhookInput = JsonBody<'/api/v1/webhooks', 'post'>;
export type UpdateWebhookInput = JsonBody<'/api/v1/webhooks/{id}', 'patch'>;
export type CreatedWebhook = JsonAnswer<'/api/v1/webhooks', 'post', 201>;
export type CreateListenerInput = JsonBody<'/api/v1/webhook-listeners', 'post'>;
export type CreatedListener = JsonAnswer<'/api/v1/webhook-listeners', 'post', 201>;
export type ForwardResult = JsonBody<'/api/v1/webhook-listeners/{id}/deliveries/{deliveryId}/result', 'post'>;
export type TriggeredEvent = JsonAnswer<'/api/v1/webhook-events/trigger', 'post', 202>;
/** Filters of the request log; `page` 1 and `limit` 20 unless given. */
export type RequestLogQuery = Partial<NonNullable<paths['/api/v1/analytics/logs']['get']['parameters']['query']>>;
export type RequestLogList = JsonAnswer<'/api/v1/analytics/logs', 'get', 200>;
export type CreateApiKeyInput = JsonBody<'/api/v1/api-keys', 'post'>;
export type CreatedApiKey = JsonAnswer<'/api/v1/api-keys', 'post', 201>['apiKey'];
export type RotatedApiKey = JsonAnswer<'/api/v1/api-keys/{id}/rotate', 'post', 201>;

/**
 * One delivery of a CLI listener's stream: forward `body` byte for byte with `headers` (the
 * Standard Webhooks `webhook-id`, `webhook-timestamp` and `webhook-signature`), and your
 * receiver verifies it with the listener's secret.
 */
export interface ForwardedWebhook {
  deliveryId: string;
  eventId: string;
  eventType: WebhookEvent;
  headers: { 'webhook-id': string; 'webhook-timestamp': string; 'webhook-signature': string };
  body: string;
}

export type { components, paths };
