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

export type OpenAccountInput = JsonBody<'/api/v1/accounts', 'post'>;
export type CreatePaymentInput = JsonBody<'/api/v1/payments', 'post'>;
export type InitiateMobileMoneyInput = JsonBody<'/api/v1/mobile-money/initiate', 'post'>;
export type MobileMoneyPayment = JsonAnswer<'/api/v1/mobile-money/initiate', 'post', 201>;
export type VerifyIdentityInput = JsonBody<'/api/v1/verify', 'post'>;
export type Verification = JsonAnswer<'/api/v1/verify/{id}', 'get', 200>;
export type CreateWebhookInput = JsonBody<'/api/v1/webhooks', 'post'>;
export type UpdateWebhookInput = JsonBody<'/api/v1/webhooks/{id}', 'patch'>;
export type CreatedWebhook = JsonAnswer<'/api/v1/webhooks', 'post', 201>;
export type CreateApiKeyInput = JsonBody<'/api/v1/api-keys', 'post'>;
export type CreatedApiKey = JsonAnswer<'/api/v1/api-keys', 'post', 201>['apiKey'];
export type RotatedApiKey = JsonAnswer<'/api/v1/api-keys/{id}/rotate', 'post', 201>;

export type { components, paths };
