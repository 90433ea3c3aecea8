import type { Knex } from 'knex';

/**
 * Platform settings every installation starts with (production included). Staff change
 * them from the admin dashboard; a later start never overwrites a changed value.
 */
export const DEFAULT_SETTINGS: Record<string, Record<string, { value: unknown; description: string }>> = {
  general: {
    platform_name: { value: 'CEMAC Open Banking', description: 'Name shown in e-mails and reports' },
    support_email: { value: 'support@openbanking.cm', description: 'Address customers and developers write to' },
    support_whatsapp: { value: '237650000000', description: 'WhatsApp number behind the floating support button' },
    maintenance_mode: { value: false, description: 'Refuse new payments while keeping reads available' },
  },
  security: {
    session_ttl_minutes: { value: 60, description: 'Lifetime of a customer or staff session' },
    login_max_failures: { value: 5, description: 'Failed sign-ins before an account is locked' },
    login_lock_minutes: { value: 15, description: 'How long a locked account stays locked' },
    require_pin_for_payments: { value: false, description: 'Ask for the PIN before each payment' },
  },
  payments: {
    mobile_money_min_amount: { value: 100, description: 'Smallest mobile money charge, in XAF' },
    bank_to_mobile_min_amount: { value: 1000, description: 'Smallest bank-to-mobile transfer, in XAF' },
    default_currency: { value: 'XAF', description: 'Currency of every account and payment' },
  },
  feature_flags: {
    mobile_money_payments: { value: true, description: 'Mobile money charges through MTN and Orange' },
    interbank_transfers: { value: true, description: 'GIMAC interbank and bank-to-mobile transfers' },
    api_rate_limiting: { value: true, description: 'Per-key hourly and daily limits' },
    advanced_analytics: { value: false, description: 'Extended analytics dashboards' },
    webhook_notifications: { value: true, description: 'Deliver payment events to developer webhooks' },
  },
};

export async function seed(knex: Knex): Promise<void> {
  const rows = Object.entries(DEFAULT_SETTINGS).flatMap(([category, entries]) =>
    Object.entries(entries).map(([key, { value, description }]) => ({
      category,
      key,
      value: JSON.stringify(value),
      description,
    })),
  );
  await knex('settings').insert(rows).onConflict(['category', 'key']).ignore();
}
