import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, trustProxyOption } from '../../../api/config.ts';

describe('loadConfig', () => {
  it('applies defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.NODE_ENV).toBe('development');
    expect(config.PAYMENTS_MODE).toBe('sandbox');
    expect(config.seedDemoData).toBe(true);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('converts numbers and booleans from their string form', () => {
    const config = loadConfig({ PORT: '8080', SEED_DEMO_DATA: 'false' });
    expect(config.PORT).toBe(8080);
    expect(config.seedDemoData).toBe(false);
  });

  it('trusts a counted number of proxies, or named ones, never every X-Forwarded-For hop', () => {
    const trustedHops = (setting: string) => {
      const trust = trustProxyOption(loadConfig({ TRUST_PROXY: setting }).TRUST_PROXY);
      if (typeof trust !== 'function') throw new Error(`${setting} should count hops`);
      return [0, 1, 2, 3].filter((hop) => trust('203.0.113.7', hop)).length;
    };
    expect(trustProxyOption(loadConfig({}).TRUST_PROXY)).toBe(false);
    expect(trustedHops('true')).toBe(1);
    expect(trustedHops('2')).toBe(2);
    expect(trustProxyOption(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY)).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('names the variable and the value that are wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT: .*\(got "eighty"\)/);
    expect(() => loadConfig({ PAYMENTS_MODE: 'prod' })).toThrow(/PAYMENTS_MODE/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('requires a session secret in production and seeds nothing there by default', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) });
    expect(config.seedDemoData).toBe(false);
    expect(config.isProduction).toBe(true);
  });

  it('ignores unrelated environment variables', () => {
    expect(() => loadConfig({ PATH: '/usr/bin', HOME: '/root' })).not.toThrow();
  });
});
