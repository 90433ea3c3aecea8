/**
 * Where to go after signing in when a page sent the visitor here (`/login?next=/api-docs`).
 * Only a path on this site is accepted: an absolute or protocol-relative URL would let a link
 * send a freshly signed-in customer to another site.
 */
export function safeReturnPath(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  try {
    const resolved = new URL(next, 'https://openbanking.invalid');
    return resolved.origin === 'https://openbanking.invalid'
      ? `${resolved.pathname}${resolved.search}${resolved.hash}`
      : null;
  } catch {
    return null;
  }
}

/** The API reference and API management send visitors here to manage keys: the spec's own wording. */
export function isApiKeysReturn(path: string): boolean {
  return /^(\/fr)?\/(api-docs|api-management)(\/|$|\?|#)/.test(path);
}

/** An institution's own view sends its members here: the notice says who may sign in. */
export function isInstitutionViewReturn(path: string): boolean {
  return /^(\/fr)?\/institution(\/|$|\?|#)/.test(path);
}
