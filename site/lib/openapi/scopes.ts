import type { OpenApiOperation } from './types.ts';

/** The scopes an operation's security names; an API key and an OAuth token name the same one, listed once. */
export function scopesOf(operation: OpenApiOperation): string[] {
  return [...new Set((operation.security ?? []).flatMap((requirement) => Object.values(requirement).flat()))];
}
