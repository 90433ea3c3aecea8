import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { fill } from '../../../domain/messages/define.ts';
import { WEBHOOK_MESSAGES as M } from '../../../domain/messages/webhooks.ts';
import { detail, validationError } from '../../errors.ts';

/**
 * Where a webhook may point. In production: https only, and the host must resolve only to
 * public unicast addresses (ipaddr.js's ranges, the ones request-filtering-agent enforces
 * again at connect time, so a DNS answer changed after registration is still refused).
 * Elsewhere (sandbox, tests) http and local receivers such as http://127.0.0.1 are allowed.
 */
export interface UrlPolicy {
  production: boolean;
  /** Injected by tests; node:dns otherwise. */
  resolve?: (host: string) => Promise<string[]>;
}

async function resolveAll(host: string): Promise<string[]> {
  const answers = await lookup(host, { all: true, verbatim: true });
  return answers.map((answer) => answer.address);
}

/** A public address: `unicast` in ipaddr.js's terms (not private, loopback, link-local, reserved…). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

export async function checkWebhookUrl(raw: string, policy: UrlPolicy): Promise<string> {
  const value = raw.trim();
  if (value === '') throw validationError([detail('url', M.webhookUrlRequired)]);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw validationError([detail('url', M.webhookUrlInvalid)]);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw validationError([detail('url', M.webhookUrlInvalid)]);
  if (url.username || url.password) throw validationError([detail('url', M.webhookUrlInvalid)]);
  if (!policy.production) return url.toString();
  if (url.protocol !== 'https:') throw validationError([detail('url', M.webhookUrlNotHttps)]);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = ipaddr.isValid(host) ? [host] : await (policy.resolve ?? resolveAll)(host);
  } catch {
    throw validationError([detail('url', fill(M.webhookUrlUnresolvable, { host }))]);
  }
  if (addresses.length === 0) throw validationError([detail('url', fill(M.webhookUrlUnresolvable, { host }))]);
  const refused = addresses.find((address) => !isPublicAddress(address));
  if (refused) throw validationError([detail('url', fill(M.webhookUrlNotPublic, { address: refused }))]);
  return url.toString();
}
