export { OpenBanking, type OpenBankingOptions } from './client.ts';
export { type ErrorDetail, OpenBankingConnectionError, OpenBankingError } from './errors.ts';
export { type OAuthOptions, type OAuthTokens, OpenBankingOAuth, type PendingAuthorization } from './oauth.ts';
export { CursorList, type Page } from './pagination.ts';
export type { TransactionQuery } from './resources/accounts.ts';
export type { RetryOptions } from './retry.ts';
export type { CallOptions, MoneyCallOptions } from './transport.ts';
export type * from './types.ts';
export { type ReceivedHeaders, verifyWebhook, WebhookVerificationError } from './webhook-signature.ts';
