/** What stays on screen of a webhook secret once its 30 s are over: `whsec_` and four more. */
export function secretPrefix(secret: string): string {
  return secret.slice(0, 'whsec_'.length + 4);
}
