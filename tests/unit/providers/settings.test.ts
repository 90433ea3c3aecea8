import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../api/config.ts';
import { callbackHostPolicy } from '../../../api/providers/sandbox/http.ts';
import {
  localOrigin,
  providerCallbackPath,
  providerCredentials,
  providerSettings,
  SANDBOX_CREDENTIALS,
} from '../../../api/providers/settings.ts';

const LIVE = {
  PAYMENTS_MODE: 'live',
  MTN_MOMO_BASE_URL: 'https://proxy.momoapi.mtn.com',
  MTN_MOMO_SUBSCRIPTION_KEY: 'sub',
  MTN_MOMO_API_USER: '11111111-2222-4333-8444-555555555555',
  MTN_MOMO_API_KEY: 'key',
  MTN_MOMO_TARGET_ENVIRONMENT: 'mtncameroon',
  ORANGE_MONEY_BASE_URL: 'https://api.orange.com',
  ORANGE_MONEY_CLIENT_ID: 'client',
  ORANGE_MONEY_CLIENT_SECRET: 'secret',
  ORANGE_MONEY_MERCHANT_KEY: 'merchant',
  GIMAC_BASE_URL: 'https://api.gimac.example',
  GIMAC_CLIENT_ID: 'gimac-client',
  GIMAC_CLIENT_SECRET: 'a-long-enough-gimac-secret',
};

describe('provider configuration', () => {
  it('needs nothing in sandbox mode', () => {
    const config = loadConfig({});
    expect(config.PROVIDER_TIMEOUT_MS).toBe(10_000);
    expect(config.SANDBOX_TIMEOUT_SECONDS).toBe(60);
    expect(providerCredentials(config).mtn).toEqual(SANDBOX_CREDENTIALS.mtn);
  });

  it('requires every base URL and credential in live mode, naming each missing one', () => {
    expect(() => loadConfig({ PAYMENTS_MODE: 'live' })).toThrow(ConfigError);
    expect(() => loadConfig({ PAYMENTS_MODE: 'live' })).toThrow(
      /MTN_MOMO_BASE_URL: is required when PAYMENTS_MODE=live/,
    );
    const { GIMAC_CLIENT_SECRET: _missing, ...withoutSecret } = LIVE;
    expect(() => loadConfig(withoutSecret)).toThrow(/^Invalid configuration:\n {2}GIMAC_CLIENT_SECRET: is required/);
    expect(loadConfig(LIVE).MTN_MOMO_TARGET_ENVIRONMENT).toBe('mtncameroon');
  });

  it('validates the values it is given', () => {
    expect(() => loadConfig({ MTN_MOMO_API_USER: 'not-a-uuid' })).toThrow(/MTN_MOMO_API_USER/);
    expect(() => loadConfig({ ORANGE_MONEY_BASE_URL: 'ftp://x' })).toThrow(/ORANGE_MONEY_BASE_URL/);
    expect(() => loadConfig({ PROVIDER_TIMEOUT_MS: '10' })).toThrow(/PROVIDER_TIMEOUT_MS/);
    expect(() => loadConfig({ SANDBOX_TIMEOUT_SECONDS: '0' })).toThrow(/SANDBOX_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ GIMAC_CLIENT_SECRET: 'short' })).toThrow(/GIMAC_CLIENT_SECRET/);
  });
});

describe('providerSettings', () => {
  it('points sandbox adapters at this server, following the port it listens on', () => {
    let port = 3000;
    const settings = providerSettings(loadConfig({}), { selfOrigin: () => localOrigin('0.0.0.0', port) });
    expect(settings.mtn.baseUrl()).toBe('http://127.0.0.1:3000/sandbox/mtn');
    port = 41234;
    expect(settings.orange.baseUrl()).toBe('http://127.0.0.1:41234/sandbox/orange');
    expect(settings.gimac.baseUrl()).toBe('http://127.0.0.1:41234/sandbox/gimac');
    expect(settings.orange.sendPayerNumber).toBe(true);
    expect(settings.callbackUrl('mtn', 'PAY-1')).toBe('http://127.0.0.1:41234/api/v1/provider-callbacks/mtn/PAY-1');
  });

  it('lets a configured base URL win, and sends callbacks to the public origin', () => {
    const config = loadConfig({
      MTN_MOMO_BASE_URL: 'https://sandbox.momodeveloper.mtn.com',
      PUBLIC_BASE_URL: 'https://openbanking.cm/',
    });
    const settings = providerSettings(config, { selfOrigin: () => 'http://127.0.0.1:3000' });
    expect(settings.mtn.baseUrl()).toBe('https://sandbox.momodeveloper.mtn.com');
    expect(settings.mtn.callbackUrl?.('PAY 1')).toBe('https://openbanking.cm/api/v1/provider-callbacks/mtn/PAY%201');
    expect(settings.orange.returnUrl()).toBe('https://openbanking.cm/dashboard');
  });

  it('uses the live configuration as given and never sends the sandbox payer number', () => {
    const settings = providerSettings(loadConfig(LIVE), { selfOrigin: () => 'http://127.0.0.1:3000' });
    expect(settings.mtn).toMatchObject({ targetEnvironment: 'mtncameroon', apiKey: 'key' });
    expect(settings.orange.baseUrl()).toBe('https://api.orange.com');
    expect(settings.orange).toMatchObject({ sendPayerNumber: false, environment: 'production' });
  });
});

describe('localOrigin', () => {
  it('reaches a wildcard listener through loopback and keeps specific addresses', () => {
    expect(localOrigin('0.0.0.0', 3000)).toBe('http://127.0.0.1:3000');
    expect(localOrigin('::', 3000)).toBe('http://127.0.0.1:3000');
    expect(localOrigin('10.0.0.5', 8080)).toBe('http://10.0.0.5:8080');
    expect(localOrigin('::1', 8080)).toBe('http://[::1]:8080');
    expect(localOrigin('localhost', 80)).toBe('http://localhost:80');
  });

  it('puts the reference in the callback path', () => {
    expect(providerCallbackPath('gimac', 'GMC-1')).toBe('/api/v1/provider-callbacks/gimac/GMC-1');
  });
});

describe('callbackHostPolicy', () => {
  it('lets the simulators call back this machine only, or the public host when one is set', () => {
    const local = callbackHostPolicy(undefined);
    expect(local('http://127.0.0.1:41234/api/v1/provider-callbacks/mtn/PAY-1')).toBe(true);
    expect(local('http://localhost:3000/cb')).toBe(true);
    expect(local('http://169.254.169.254/latest')).toBe(false);
    expect(local('http://user:pass@127.0.0.1/cb')).toBe(false);
    expect(local('file:///etc/passwd')).toBe(false);
    expect(local('not a url')).toBe(false);
    const deployed = callbackHostPolicy('https://sandbox.openbanking.cm');
    expect(deployed('https://sandbox.openbanking.cm/api/v1/provider-callbacks/orange/PAY-1')).toBe(true);
    expect(deployed('http://127.0.0.1:3000/cb')).toBe(false);
  });
});
