import type { reportTemplates as en } from '../en/report-templates.ts';

export const reportTemplates: Record<keyof typeof en, string> = {
  'reportTemplate.audit_report.name': "Rapport d'audit",
  'reportTemplate.audit_report.description':
    "Actions du personnel enregistrées dans le journal d'audit, par action et ressource.",
  'reportTemplate.analytics_report.name': "Rapport d'analyse",
  'reportTemplate.analytics_report.description':
    "Volume des paiements par opérateur et par jour, appels d'API et taux d'erreur, nouveaux utilisateurs.",
  'reportTemplate.daily_operations.name': 'Opérations quotidiennes',
  'reportTemplate.daily_operations.description':
    "Paiements par statut et par opérateur, appels d'API et erreurs du serveur.",
  'reportTemplate.monthly_financial.name': 'Rapport financier mensuel',
  'reportTemplate.monthly_financial.description':
    'Volume des paiements réussis et frais de la plateforme par opérateur, volume par jour, avec les totaux.',
  'reportTemplate.security_audit.name': 'Audit de sécurité',
  'reportTemplate.security_audit.description': 'Connexions, échecs de connexion, suspensions et révocations.',
  'reportTemplate.api_usage.name': "Utilisation de l'API",
  'reportTemplate.api_usage.description': "Appels d'API par jour avec les taux d'erreurs client et serveur.",
  'reportTemplate.user_activity.name': 'Activité des utilisateurs',
  'reportTemplate.user_activity.description': 'Utilisateurs créés et actifs par rôle.',
  'reportTemplate.system_performance.name': 'Performance du système',
  'reportTemplate.system_performance.description':
    "Disponibilité, avertissements et erreurs du serveur, temps de réponse de l'API.",
  'reportSchedule.daily_summary.name': 'Résumé quotidien',
  'reportSchedule.weekly_analytics.name': 'Analyse hebdomadaire',
  'reportSchedule.monthly_report.name': 'Rapport mensuel',
};
