/**
 * The guards a route can put in front of its handler, marked where they are made so the
 * OpenAPI document can say what each operation answers without every route repeating it:
 * an authenticating guard can answer 401 (no credentials, or dead ones), a permission guard
 * 403 (a role, an API key's scope or its IP allow-list says no).
 */
export const AUTHENTICATING_HOOKS = new WeakSet<object>();
export const PERMISSION_HOOKS = new WeakSet<object>();

/** Marks `hook` as a guard and hands it back. */
export function markGuard<H extends object>(hook: H, can: { forbid: boolean }): H {
  AUTHENTICATING_HOOKS.add(hook);
  if (can.forbid) PERMISSION_HOOKS.add(hook);
  return hook;
}
