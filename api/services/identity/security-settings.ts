import type { Store } from '../../repositories/store.ts';
import { settingDefault } from '../settings/registry.ts';

export interface SecuritySettings {
  sessionTtlMinutes: number;
  loginMaxFailures: number;
  loginLockMinutes: number;
}

/** The registry's defaults (api/services/settings/registry.ts), used if a row is missing or bad. */
export const SECURITY_DEFAULTS: SecuritySettings = {
  sessionTtlMinutes: settingDefault('security', 'session_ttl_minutes'),
  loginMaxFailures: settingDefault('security', 'login_max_failures'),
  loginLockMinutes: settingDefault('security', 'login_lock_minutes'),
};

const KEYS: Record<string, keyof SecuritySettings> = {
  session_ttl_minutes: 'sessionTtlMinutes',
  login_max_failures: 'loginMaxFailures',
  login_lock_minutes: 'loginLockMinutes',
};

/**
 * Read on each sign-in rather than cached, so a change made by staff in the admin settings
 * applies to the next sign-in on every process. A value that is not a positive whole number
 * (a bad edit) falls back to the default instead of disabling the protection.
 */
export async function readSecuritySettings(store: Store): Promise<SecuritySettings> {
  const stored = await store.settings.findValues('security', Object.keys(KEYS));
  const settings = { ...SECURITY_DEFAULTS };
  for (const [key, raw] of stored) {
    const name = KEYS[key];
    const value = Number(raw);
    if (name && Number.isInteger(value) && value > 0) settings[name] = value;
  }
  return settings;
}
