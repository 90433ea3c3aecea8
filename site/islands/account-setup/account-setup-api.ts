import { ApiError, apiJson } from '../../lib/api/index.ts';
import type { ApiAnswer } from '../../lib/api/schema.ts';

/** Whose account a set-up link opens (ADMIN-CONTRACT "Users", public account set-up). */
export type SetupInvitation = ApiAnswer<'/api/v1/account-setup/{token}'>;

export type InvitationState =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'invalid' }
  | { kind: 'expired' }
  | { kind: 'failed' }
  | { kind: 'ready'; invitation: SetupInvitation };

const path = (token: string) => `/api/v1/account-setup/${encodeURIComponent(token)}`;

/** 404 is an unknown or used link, 410 an expired one; anything else failed to load. */
export async function loadInvitation(token: string): Promise<InvitationState> {
  try {
    return { kind: 'ready', invitation: await apiJson<SetupInvitation>('GET', path(token)) };
  } catch (failure) {
    if (failure instanceof ApiError && (failure.status === 404 || failure.status === 400)) return { kind: 'invalid' };
    if (failure instanceof ApiError && failure.status === 410) return { kind: 'expired' };
    return { kind: 'failed' };
  }
}

export function completeSetup(token: string, body: { password: string; pin: string }) {
  return apiJson<ApiAnswer<'/api/v1/account-setup/{token}', 'post'>>('POST', path(token), body);
}
