import { BlockList, isIP } from 'node:net';

/**
 * An API key's IP allow-list: single addresses or CIDR blocks, IPv4 or IPv6. node:net's
 * BlockList matches IPv4-mapped IPv6 addresses (::ffff:10.0.0.1) against IPv4 rules too.
 */
export function parseAllowListEntry(
  entry: string,
): { address: string; prefix: number | null; family: 'ipv4' | 'ipv6' } | null {
  const [address = '', prefixText, ...rest] = entry.trim().split('/');
  if (rest.length > 0) return null;
  const version = isIP(address);
  if (version === 0) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  if (prefixText === undefined) return { address, prefix: null, family };
  if (!/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = Number(prefixText);
  if (prefix > (version === 4 ? 32 : 128)) return null;
  return { address, prefix, family };
}

export function buildAllowList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const parsed = parseAllowListEntry(entry);
    // Entries are validated when a key is saved; one that no longer parses allows nothing.
    if (!parsed) continue;
    if (parsed.prefix === null) list.addAddress(parsed.address, parsed.family);
    else list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return list;
}

/** Null or empty allows every address. */
export function isAddressAllowed(entries: readonly string[] | null, address: string): boolean {
  if (!entries || entries.length === 0) return true;
  const version = isIP(address);
  if (version === 0) return false;
  return buildAllowList(entries).check(address, version === 4 ? 'ipv4' : 'ipv6');
}
