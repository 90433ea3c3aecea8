import type { ScheduleRule } from './schedule-clock.ts';

/** The report types of spec 001 §7 (`POST /api/admin/reports/generate`). */
export const REPORT_TYPES = [
  'audit_report',
  'analytics_report',
  'daily_operations',
  'monthly_financial',
  'security_audit',
  'api_usage',
  'user_activity',
  'system_performance',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const REPORT_FORMATS = ['pdf', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** Named periods (Douala days); `custom` takes `from` and `to`. */
export const REPORT_PERIODS = [
  'yesterday',
  'last_7_days',
  'last_30_days',
  'this_month',
  'last_month',
  'custom',
] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** The tables a report holds (report-figures.ts computes each one). */
export const REPORT_SECTIONS = [
  'payments_by_provider',
  'payments_by_day',
  'payments_by_status',
  'platform_fees',
  'api_calls_by_day',
  'users',
  'audit_actions',
  'security_events',
  'system_logs',
  'uptime',
] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

export interface ReportTemplate {
  type: ReportType;
  name: string;
  nameFr: string;
  description: string;
  descriptionFr: string;
  sections: readonly ReportSection[];
}

export const REPORT_TEMPLATES: readonly ReportTemplate[] = [
  {
    type: 'audit_report',
    name: 'Audit Report',
    nameFr: "Rapport d'audit",
    description: 'Staff actions recorded in the audit log, by action and resource.',
    descriptionFr: "Actions du personnel enregistrées dans le journal d'audit, par action et ressource.",
    sections: ['audit_actions', 'security_events'],
  },
  {
    type: 'analytics_report',
    name: 'Analytics Report',
    nameFr: "Rapport d'analyse",
    description: 'Payment volume by provider and day, API calls and error rates, new users.',
    descriptionFr:
      "Volume des paiements par opérateur et par jour, appels d'API et taux d'erreur, nouveaux utilisateurs.",
    sections: ['payments_by_provider', 'payments_by_day', 'api_calls_by_day', 'users'],
  },
  {
    type: 'daily_operations',
    name: 'Daily Operations',
    nameFr: 'Opérations quotidiennes',
    description: 'Payments by status and provider, API calls and server errors.',
    descriptionFr: "Paiements par statut et par opérateur, appels d'API et erreurs du serveur.",
    sections: ['payments_by_status', 'payments_by_provider', 'api_calls_by_day', 'system_logs'],
  },
  {
    type: 'monthly_financial',
    name: 'Monthly Financial',
    nameFr: 'Rapport financier mensuel',
    description: 'Successful payment volume and platform fees by provider, volume by day, with totals.',
    descriptionFr:
      'Volume des paiements réussis et frais de la plateforme par opérateur, volume par jour, avec les totaux.',
    sections: ['payments_by_provider', 'platform_fees', 'payments_by_day', 'payments_by_status'],
  },
  {
    type: 'security_audit',
    name: 'Security Audit',
    nameFr: 'Audit de sécurité',
    description: 'Sign-ins, failed sign-ins, suspensions and revocations.',
    descriptionFr: 'Connexions, échecs de connexion, suspensions et révocations.',
    sections: ['security_events', 'audit_actions'],
  },
  {
    type: 'api_usage',
    name: 'API Usage',
    nameFr: "Utilisation de l'API",
    description: 'API calls per day with client and server error rates.',
    descriptionFr: "Appels d'API par jour avec les taux d'erreurs client et serveur.",
    sections: ['api_calls_by_day'],
  },
  {
    type: 'user_activity',
    name: 'User Activity',
    nameFr: 'Activité des utilisateurs',
    description: 'Users created and active by role.',
    descriptionFr: 'Utilisateurs créés et actifs par rôle.',
    sections: ['users'],
  },
  {
    type: 'system_performance',
    name: 'System Performance',
    nameFr: 'Performance du système',
    description: 'Uptime, server warnings and errors, API response times.',
    descriptionFr: "Disponibilité, avertissements et erreurs du serveur, temps de réponse de l'API.",
    sections: ['uptime', 'system_logs', 'api_calls_by_day'],
  },
];

export function templateOf(type: ReportType): ReportTemplate {
  const template = REPORT_TEMPLATES.find((candidate) => candidate.type === type);
  if (!template) throw new Error(`unknown report type ${type}`);
  return template;
}

/** The scheduled reports of spec 001 §2.1, seeded once (db/seeds/reference/20-report-schedules.ts). */
export const DEFAULT_SCHEDULES: readonly (ScheduleRule & {
  name: string;
  nameFr: string;
  type: ReportType;
  parameters: { format: ReportFormat; period: ReportPeriod };
  paused: boolean;
})[] = [
  {
    name: 'Daily Summary',
    nameFr: 'Résumé quotidien',
    type: 'daily_operations',
    parameters: { format: 'pdf', period: 'yesterday' },
    frequency: 'daily',
    timeOfDay: 6 * 60,
    day: null,
    paused: false,
  },
  {
    name: 'Weekly Analytics',
    nameFr: 'Analyse hebdomadaire',
    type: 'analytics_report',
    parameters: { format: 'pdf', period: 'last_7_days' },
    frequency: 'weekly',
    timeOfDay: 8 * 60,
    day: 1,
    paused: false,
  },
  {
    name: 'Monthly Report',
    nameFr: 'Rapport mensuel',
    type: 'monthly_financial',
    parameters: { format: 'pdf', period: 'last_month' },
    frequency: 'monthly',
    timeOfDay: 7 * 60,
    day: 1,
    paused: true,
  },
];
