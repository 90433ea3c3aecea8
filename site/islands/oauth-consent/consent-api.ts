import { apiJson } from '../../lib/api/index.ts';
import type { ApiAnswer } from '../../lib/api/schema.ts';

/** What an app asks for (`GET /api/v1/oauth/consents/{uid}`). */
export type ConsentRequest = ApiAnswer<'/api/v1/oauth/consents/{uid}'>;
export type ConsentAccount = ConsentRequest['accounts'][number];
export type ConsentScope = ConsentRequest['scopes'][number];

const path = (uid: string) => `/api/v1/oauth/consents/${encodeURIComponent(uid)}`;

export const consentCalls = {
  describe: (uid: string) => apiJson<ConsentRequest>('GET', path(uid)),
  approve: (uid: string, choice: { scopes: string[]; accountIds: string[] }) =>
    apiJson<{ redirectTo: string }>('POST', `${path(uid)}/approve`, choice),
  deny: (uid: string) => apiJson<{ redirectTo: string }>('POST', `${path(uid)}/deny`),
};
