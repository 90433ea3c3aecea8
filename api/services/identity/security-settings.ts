import type { Knex } from 'knex';

export interface SecuritySettings {
  sessionTtlMinutes: number;
  loginMaxFailures: number;
  loginLockMinutes: number;
}

/** The seeded defaults (db/seeds/reference/10-settings.ts), used if a row is missing or bad. */
export const SECURITY_DEFAULTS: SecuritySettings = {
  sessionTtlMinutes: 60,
  loginMaxFailures: 5,
  loginLockMinutes: 15,
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
export async function readSecuritySettings(db: Knex): Promise<SecuritySettings> {
  const rows: { key: string; value: unknown }[] = await db('settings')
    .where({ category: 'security' })
    .whereIn('key', Object.keys(KEYS))
    .select('key', 'value');
  const settings = { ...SECURITY_DEFAULTS };
  for (const row of rows) {
    const name = KEYS[row.key];
    const value = Number(row.value);
    if (name && Number.isInteger(value) && value > 0) settings[name] = value;
  }
  return settings;
}
