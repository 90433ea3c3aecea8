/**
 * What each platform setting is for, by `setting.<category>.<key>` of the settings registry
 * (api/services/settings/registry.ts): the admin Settings tab shows it, the seed stores the
 * English beside the value. Read by the server, which sends both languages.
 */
export const settingDescriptions = {
  'setting.general.platform_name': 'Name shown in e-mails and reports',
  'setting.general.support_email': 'Address customers and developers write to',
  'setting.general.support_whatsapp': 'WhatsApp number behind the floating support button',
  'setting.general.maintenance_mode': 'Refuse new payments (503 maintenance_mode) while keeping reads available',
  'setting.security.session_ttl_minutes': 'Lifetime of a customer or staff session',
  'setting.security.login_max_failures': 'Failed sign-ins before an account is locked',
  'setting.security.login_lock_minutes': 'How long a locked account stays locked',
  'setting.payments.mobile_money_min_amount':
    'Smallest mobile money charge, wallet-to-wallet transfer or staff payment, in XAF',
  'setting.payments.bank_to_mobile_min_amount': 'Smallest bank-to-mobile transfer, in XAF',
  'setting.payments.business_authorization_threshold':
    'Public API payments from a business account above this amount, in XAF, wait for a second approval (payments:authorize)',
  'setting.payments.default_currency': 'Currency of every account and payment',
  'setting.fees.mobile_money_fee_percent': 'Platform fee on each successful mobile money payment, in % of its amount',
  'setting.fees.interbank_fee_percent': 'Platform fee on each successful GIMAC transfer, in % of its amount',
  'setting.feature_flags.mobile_money_payments': 'Mobile money charges through MTN and Orange',
  'setting.feature_flags.interbank_transfers': 'GIMAC interbank and bank-to-mobile transfers',
  'setting.feature_flags.api_rate_limiting': 'Per-key hourly and daily limits',
  'setting.feature_flags.advanced_analytics': 'Extended analytics dashboards',
  'setting.feature_flags.webhook_notifications': 'Deliver payment events to developer webhooks',
} as const;
