import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiKeyFromAuthorization } from '../../../api/services/api-keys/api-key-authentication.ts';
import {
  apiKeyDisplayPrefix,
  environmentOfKey,
  generateApiKey,
  hashApiKey,
  isWellFormedApiKey,
} from '../../../api/services/api-keys/api-key-format.ts';
import { isAddressAllowed, parseAllowListEntry } from '../../../api/services/api-keys/ip-allow-list.ts';

describe('API key format', () => {
  it('makes ob_test_ and ob_live_ keys of 32 base62 characters', () => {
    const sandbox = generateApiKey('sandbox');
    const live = generateApiKey('production');
    expect(sandbox).toMatch(/^ob_test_[A-Za-z0-9]{32}$/);
    expect(live).toMatch(/^ob_live_[A-Za-z0-9]{32}$/);
    expect(isWellFormedApiKey(sandbox)).toBe(true);
    expect(environmentOfKey(sandbox)).toBe('sandbox');
    expect(environmentOfKey(live)).toBe('production');
    expect(environmentOfKey('sk_test_x')).toBeNull();
  });

  it('never repeats a key and uses the whole alphabet', () => {
    const keys = Array.from({ length: 2000 }, () => generateApiKey('sandbox'));
    expect(new Set(keys).size).toBe(keys.length);
    const characters = new Set(keys.map((key) => key.slice('ob_test_'.length)).join(''));
    expect(characters.size).toBe(62);
  });

  it('hashes with SHA-256 and shows only a short prefix', () => {
    const key = 'ob_test_DemoAminaNkono2026SandboxKeyDla1';
    expect(hashApiKey(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiKey(key)).toBe(hashApiKey(key));
    expect(apiKeyDisplayPrefix(key)).toBe('ob_test_Demo');
  });

  it('rejects anything that is not exactly a key', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        if (/^ob_(test|live)_[A-Za-z0-9]{32}$/.test(value)) return;
        expect(isWellFormedApiKey(value)).toBe(false);
      }),
    );
    expect(isWellFormedApiKey(`ob_test_${'a'.repeat(31)}`)).toBe(false);
    expect(isWellFormedApiKey(`ob_test_${'a'.repeat(33)}`)).toBe(false);
    expect(isWellFormedApiKey(`ob_test_${'a'.repeat(31)}-`)).toBe(false);
  });
});

describe('Authorization header', () => {
  it('takes ob_ bearer tokens and leaves everything else alone', () => {
    expect(apiKeyFromAuthorization('Bearer ob_test_abc')).toBe('ob_test_abc');
    expect(apiKeyFromAuthorization('bearer   ob_live_abc ')).toBe('ob_live_abc');
    expect(apiKeyFromAuthorization('Bearer eyJhbGciOi.x.y')).toBeNull();
    expect(apiKeyFromAuthorization('Basic b2JfdGVzdF8=')).toBeNull();
    expect(apiKeyFromAuthorization('Bearer ob_test_a ob_test_b')).toBeNull();
    expect(apiKeyFromAuthorization(undefined)).toBeNull();
  });
});

describe('IP allow-list', () => {
  it('parses addresses and CIDR blocks and refuses the rest', () => {
    expect(parseAllowListEntry('41.202.219.5')).toEqual({ address: '41.202.219.5', prefix: null, family: 'ipv4' });
    expect(parseAllowListEntry(' 41.202.0.0/16 ')).toEqual({ address: '41.202.0.0', prefix: 16, family: 'ipv4' });
    expect(parseAllowListEntry('2c0f:f5c0::/32')).toEqual({ address: '2c0f:f5c0::', prefix: 32, family: 'ipv6' });
    for (const bad of ['', 'localhost', '10.0.0.0/33', '10.0.0.0/-1', '10.0.0.0/8/8', '2001:db8::/129', '300.1.1.1'])
      expect(parseAllowListEntry(bad), bad).toBeNull();
  });

  it('allows everything when the list is null or empty', () => {
    expect(isAddressAllowed(null, '8.8.8.8')).toBe(true);
    expect(isAddressAllowed([], '2001:db8::1')).toBe(true);
  });

  it('matches IPv4, IPv6 and IPv4-mapped IPv6 addresses', () => {
    const list = ['10.0.0.0/8', '2001:db8::/32', '192.168.1.20'];
    expect(isAddressAllowed(list, '10.200.3.4')).toBe(true);
    expect(isAddressAllowed(list, '::ffff:10.1.1.1')).toBe(true);
    expect(isAddressAllowed(list, '192.168.1.20')).toBe(true);
    expect(isAddressAllowed(list, '192.168.1.21')).toBe(false);
    expect(isAddressAllowed(list, '2001:db8:ffff::1')).toBe(true);
    expect(isAddressAllowed(list, '2001:db9::1')).toBe(false);
    expect(isAddressAllowed(list, 'not-an-ip')).toBe(false);
  });
});
