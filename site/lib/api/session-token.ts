/**
 * The browser keeps the access token and its expiry (ms since epoch) in localStorage.
 * A token is only ever used while its expiry is in the future.
 */
export const TOKEN_KEY = 'access_token';
export const EXPIRY_KEY = 'token_expiry';

export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): TokenStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can be disabled (privacy mode); the session cookie still works then.
    return null;
  }
}

export function clearSession(storage: TokenStorage | null = browserStorage()): void {
  storage?.removeItem(TOKEN_KEY);
  storage?.removeItem(EXPIRY_KEY);
}

/** Stores a fresh sign-in: expiry is now plus the server's `expires_in` seconds. */
export function storeSession(
  accessToken: string,
  expiresInSeconds: number,
  storage: TokenStorage | null = browserStorage(),
  now: number = Date.now(),
): void {
  storage?.setItem(TOKEN_KEY, accessToken);
  storage?.setItem(EXPIRY_KEY, String(now + expiresInSeconds * 1000));
}

/** The stored token while unexpired; an expired (or half-stored) pair is removed. */
export function currentToken(storage: TokenStorage | null = browserStorage(), now: number = Date.now()): string | null {
  const token = storage?.getItem(TOKEN_KEY) ?? null;
  const expiry = Number(storage?.getItem(EXPIRY_KEY));
  if (token && Number.isFinite(expiry) && expiry > now) return token;
  if (token !== null || storage?.getItem(EXPIRY_KEY) != null) clearSession(storage);
  return null;
}
