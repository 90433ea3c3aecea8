/**
 * What stays on screen of a secret once its 30 s are over: its type prefix and four more
 * characters (`whsec_1a2b`, an app's `obs_1a2b`).
 */
export function secretPrefix(secret: string): string {
  return secret.slice(0, secret.indexOf('_') + 1 + 4);
}
