import type { settingDescriptions as en } from '../en/setting-descriptions.ts';

export const settingDescriptions: Record<keyof typeof en, string> = {
  'setting.general.platform_name': 'Nom affiché dans les e-mails et les rapports',
  'setting.general.support_email': 'Adresse à laquelle écrivent les clients et les développeurs',
  'setting.general.support_whatsapp': "Numéro WhatsApp derrière le bouton d'assistance flottant",
  'setting.general.maintenance_mode':
    'Refuser les nouveaux paiements (503 maintenance_mode) en laissant les consultations disponibles',
  'setting.security.session_ttl_minutes': "Durée de vie d'une session client ou personnel",
  'setting.security.login_max_failures': 'Connexions échouées avant le verrouillage du compte',
  'setting.security.login_lock_minutes': 'Durée du verrouillage d’un compte',
  'setting.payments.mobile_money_min_amount':
    'Plus petit encaissement mobile money, virement de portefeuille à portefeuille ou paiement du personnel, en XAF',
  'setting.payments.bank_to_mobile_min_amount': 'Plus petit virement de la banque vers le mobile, en XAF',
  'setting.payments.business_authorization_threshold':
    "Les paiements de l'API publique depuis un compte professionnel au-delà de ce montant, en XAF, attendent une seconde approbation (payments:authorize)",
  'setting.payments.default_currency': 'Devise de chaque compte et de chaque paiement',
  'setting.fees.mobile_money_fee_percent':
    'Frais de la plateforme sur chaque paiement mobile money réussi, en % du montant',
  'setting.fees.interbank_fee_percent': 'Frais de la plateforme sur chaque virement GIMAC réussi, en % du montant',
  'setting.feature_flags.mobile_money_payments': 'Encaissements mobile money via MTN et Orange',
  'setting.feature_flags.interbank_transfers': 'Virements interbancaires GIMAC et de la banque vers le mobile',
  'setting.feature_flags.api_rate_limiting': 'Limites horaires et journalières par clé',
  'setting.feature_flags.advanced_analytics': "Tableaux de bord d'analyse étendus",
  'setting.feature_flags.webhook_notifications': 'Envoyer les événements de paiement aux webhooks des développeurs',
};
