import { apiJson, createQuery } from '../../lib/api/index.ts';
import { refreshQueries } from '../../lib/api/query.ts';
import type { ApiAnswer, ApiSchema } from '../../lib/api/schema.ts';

/** The developer's calls (keys, webhooks, usage, logs), as the page's shared stores and actions. */
export type ManagedKey = ApiSchema<'ManagedApiKey'>;
export type Webhook = ApiSchema<'Webhook'>;
export type WebhookDelivery = ApiSchema<'WebhookDelivery'>;
export type RequestLogEntry = ApiSchema<'RequestLogEntry'>;
export type RequestLogPage = ApiAnswer<'/api/v1/analytics/logs'>;
export type UsageAnalytics = ApiAnswer<'/api/v1/analytics/usage'>;
export type AppCalls = ApiAnswer<'/api/v1/analytics/apps'>['apps'][number];
/** Which calls a list or figure shows: test or live, never both; '' is the server's own mode. */
export type DataMode = '' | 'test' | 'live';
export type CreatedKey = ApiAnswer<'/api/v1/api-keys', 'post'>['apiKey'];
export type WebhookWithSecret = ApiAnswer<'/api/v1/webhooks', 'post'>;
export type OAuthApp = ApiSchema<'OAuthApp'>;
export type AppWithSecret = ApiAnswer<'/api/v1/apps', 'post'>;

/** The overview shows the 10 most recent log rows, the request log table 20. */
export const RECENT_LOG_ROWS = 10;
export const LOG_PAGE_ROWS = 20;

export const $apiKeys = createQuery<ApiAnswer<'/api/v1/api-keys'>>(['/api/v1/api-keys']);
export const $webhooks = createQuery<ApiAnswer<'/api/v1/webhooks'>>(['/api/v1/webhooks']);
export const $oauthApps = createQuery<ApiAnswer<'/api/v1/apps'>>(['/api/v1/apps']);
export const $usage = createQuery<UsageAnalytics>(['/api/v1/analytics/usage?days=30']);
export const $appCalls = createQuery<ApiAnswer<'/api/v1/analytics/apps'>>(['/api/v1/analytics/apps']);
export const $recentLogs = createQuery<RequestLogPage>([`/api/v1/analytics/logs?limit=${RECENT_LOG_ROWS}`]);

/** One page of the request log for a set of filters: its path is its cache key. */
export function requestLogQuery(path: string) {
  return createQuery<RequestLogPage>([path]);
}

/** The Analytics tab's figures in one mode; the default one is the overview's store. */
export function usageQuery(mode: DataMode) {
  return mode ? createQuery<UsageAnalytics>([`/api/v1/analytics/usage?days=30&mode=${mode}`]) : $usage;
}

/** Deliveries happen in the worker, seconds after an event: an open log polls every 3 s. */
export const DELIVERY_POLL_MS = 3000;

const deliveriesPath = (webhookId: string) => `/api/v1/webhooks/${encodeURIComponent(webhookId)}/deliveries`;

export function deliveriesQuery(webhookId: string) {
  return createQuery<ApiAnswer<'/api/v1/webhooks/{id}/deliveries'>>([deliveriesPath(webhookId)], {
    refetchInterval: DELIVERY_POLL_MS,
  });
}

export function refreshDeliveries(webhookId: string): void {
  refreshQueries((key) => key === deliveriesPath(webhookId));
}

/** The Refresh button, and every change: whatever is on screen loads again. */
export function refreshDeveloperData(): void {
  refreshQueries((key) =>
    ['/api/v1/api-keys', '/api/v1/apps', '/api/v1/webhooks', '/api/v1/analytics/'].some((path) => key.startsWith(path)),
  );
}

const id = (value: string) => encodeURIComponent(value);

export const developerActions = {
  createKey: (body: unknown) => apiJson<{ apiKey: CreatedKey }>('POST', '/api/v1/api-keys', body),
  // Key rotation sends the fixed reason "Manual rotation".
  rotateKey: (keyId: string) =>
    apiJson<ApiAnswer<'/api/v1/api-keys/{id}/rotate', 'post'>>('POST', `/api/v1/api-keys/${id(keyId)}/rotate`, {
      reason: 'Manual rotation',
    }),
  deleteKey: (keyId: string) => apiJson<unknown>('DELETE', `/api/v1/api-keys/${id(keyId)}`),
  createApp: (body: unknown) => apiJson<AppWithSecret>('POST', '/api/v1/apps', body),
  rotateAppSecret: (appId: string) => apiJson<AppWithSecret>('POST', `/api/v1/apps/${id(appId)}/rotate-secret`),
  deleteApp: (appId: string) => apiJson<unknown>('DELETE', `/api/v1/apps/${id(appId)}`),
  createWebhook: (body: unknown) => apiJson<WebhookWithSecret>('POST', '/api/v1/webhooks', body),
  updateWebhook: (webhookId: string, body: { isActive: boolean }) =>
    apiJson<unknown>('PATCH', `/api/v1/webhooks/${id(webhookId)}`, body),
  deleteWebhook: (webhookId: string) => apiJson<unknown>('DELETE', `/api/v1/webhooks/${id(webhookId)}`),
  rotateSecret: (webhookId: string) =>
    apiJson<WebhookWithSecret>('POST', `/api/v1/webhooks/${id(webhookId)}/rotate-secret`),
  sendTest: (webhookId: string) => apiJson<unknown>('POST', `/api/v1/webhooks/${id(webhookId)}/test`),
  resend: (webhookId: string, deliveryId: string) =>
    apiJson<unknown>('POST', `/api/v1/webhooks/${id(webhookId)}/deliveries/${id(deliveryId)}/resend`),
};
