import type { ApiScope } from '../../domain/enums.ts';

/**
 * The guards a route can put in front of its handler, marked where they are made so the
 * OpenAPI document can say what each operation answers and accepts without every route
 * repeating it: an authenticating guard can answer 401 (no credentials, or dead ones), a
 * permission guard 403 (a role, an API key's scope or its IP allow-list says no), and each
 * says which credentials it takes (`openapi-security.ts` writes the operation's `security`
 * from it, so the document names the very scope the guard checks).
 */
export const AUTHENTICATING_HOOKS = new WeakSet<object>();
export const PERMISSION_HOOKS = new WeakSet<object>();

/** What a guard lets in: a signed-in session (cookie or session token), and/or an API key or OAuth token holding `scope`. */
export interface GuardAccepts {
  session: boolean;
  scope?: ApiScope;
}

const ACCEPTS = new WeakMap<object, GuardAccepts>();

/** Marks `hook` as a guard and hands it back. */
export function markGuard<H extends object>(hook: H, can: { forbid: boolean; accepts: GuardAccepts }): H {
  AUTHENTICATING_HOOKS.add(hook);
  if (can.forbid) PERMISSION_HOOKS.add(hook);
  ACCEPTS.set(hook, can.accepts);
  return hook;
}

/** What `hook` accepts, when it is a guard. */
export function guardAccepts(hook: unknown): GuardAccepts | undefined {
  return typeof hook === 'function' ? ACCEPTS.get(hook) : undefined;
}
