import type { IslandStringSpec, SpecKeys, Translate } from '../../../lib/messages.ts';

/**
 * The Admin Portal sign-in form's strings and the API messages `POST /api/admin/login` can
 * answer with. A page showing the form adds these to its island's spec (keys and errors).
 */
export const ADMIN_LOGIN_STRINGS = {
  keys: ['adminLogin.', 'password.'],
  errors: ['http', 'validation', 'identity', 'admin'],
} as const satisfies IslandStringSpec;

export type AdminLoginKey = SpecKeys<typeof ADMIN_LOGIN_STRINGS>;
export type AdminLoginT = Translate<AdminLoginKey>;
