import type { ApiScope } from '../../../domain/enums.ts';
import type { Lang } from '../../../domain/languages.ts';

/** What each scope allows, typed against the server's scope list. */
export const SCOPE_DESCRIPTIONS: Record<ApiScope, Record<Lang, string>> = {
  'accounts:read': {
    en: 'View accounts: list, details and balances; read identity verifications',
    fr: "Consulter les comptes : liste, détails et soldes ; lire les vérifications d'identité",
  },
  'accounts:write': {
    en: 'Update account settings such as nicknames, and verify identities (KYC)',
    fr: 'Modifier les paramètres des comptes, comme leur libellé, et vérifier des identités (KYC)',
  },
  'transactions:read': { en: 'View transactions and statements', fr: 'Consulter les opérations et les relevés' },
  'transactions:write': { en: 'Categorise and annotate transactions', fr: 'Catégoriser et annoter les opérations' },
  'payments:initiate': { en: 'Create payments', fr: 'Créer des paiements' },
  'payments:authorize': {
    en: 'Approve payments that need a second authorisation',
    fr: 'Approuver les paiements qui exigent une seconde autorisation',
  },
  'mobile_money:write': {
    en: 'Mobile money operations: MTN MoMo and Orange Money charges, GIMAC transfers',
    fr: 'Opérations mobile money : encaissements MTN MoMo et Orange Money, virements GIMAC',
  },
  'webhooks:manage': {
    en: 'Create, change and delete webhook endpoints',
    fr: 'Créer, modifier et supprimer des webhooks',
  },
  'analytics:read': {
    en: 'Read usage analytics and request logs',
    fr: "Consulter les statistiques d'usage et les journaux de requêtes",
  },
};
