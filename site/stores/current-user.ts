import { atom } from 'nanostores';
import type { Role } from '../../domain/enums.ts';
import { apiRequest, clearQueryCache, clearSession, createQuery } from '../lib/api/index.ts';

export type { Role };

/** GET /api/auth/user. */
export interface CurrentUser {
  id: string;
  firstName: string;
  lastName: string;
  role: Role;
  email: string | null;
  phone: string | null;
}

/** The current user is cached 5 minutes. */
export const CURRENT_USER_CACHE_MS = 5 * 60 * 1000;

/**
 * The signed-in user, shared by every island of a page: null when signed out (a 401 is an
 * answer here, not an error), never retried.
 */
export const $currentUser = createQuery<CurrentUser | null>(['/api/auth/user'], {
  on401: 'returnNull',
  cacheTime: CURRENT_USER_CACHE_MS,
});

/** True from the moment Sign Out is pressed until the page is left. */
export const $signingOut = atom(false);

/**
 * Sign out: tell the server (which revokes the session and clears its cookie),
 * then forget the stored token, its expiry and every cached answer. The caller goes to /.
 */
export async function signOut(): Promise<void> {
  $signingOut.set(true);
  try {
    await apiRequest('POST', '/oauth/logout');
  } catch {
    // Offline or already signed out: the browser forgets the session all the same.
  }
  clearSession();
  clearQueryCache();
}
