import { apiJson, createQuery } from '../../../lib/api/index.ts';
import type { ApiAnswer } from '../../../lib/api/schema.ts';

/** The customer's connected apps (issue 17 item 2): `GET /api/v1/connected-apps` and its revoke. */
export type Connection = ApiAnswer<'/api/v1/connected-apps'>['connections'][number];

export const $connectedApps = createQuery<ApiAnswer<'/api/v1/connected-apps'>>(['/api/v1/connected-apps']);

/** Ends the app's access: its tokens are refused from its next call (the server deletes them). */
export async function revokeConnection(grantId: string): Promise<void> {
  await apiJson<unknown>('DELETE', `/api/v1/connected-apps/${encodeURIComponent(grantId)}`);
  $connectedApps.revalidate();
}
