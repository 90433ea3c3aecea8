/**
 * The report templates' names and descriptions, by `reportTemplate.<type>` of the templates
 * registry (api/services/reports/templates.ts): the reports screens show them and the PDF
 * report titles itself in both languages; and the default schedules' names, by
 * `reportSchedule.<id>` (the seed stores both). Read by the server, which sends both languages.
 */
export const reportTemplates = {
  'reportTemplate.audit_report.name': 'Audit Report',
  'reportTemplate.audit_report.description': 'Staff actions recorded in the audit log, by action and resource.',
  'reportTemplate.analytics_report.name': 'Analytics Report',
  'reportTemplate.analytics_report.description':
    'Payment volume by provider and day, API calls and error rates, new users.',
  'reportTemplate.daily_operations.name': 'Daily Operations',
  'reportTemplate.daily_operations.description': 'Payments by status and provider, API calls and server errors.',
  'reportTemplate.monthly_financial.name': 'Monthly Financial',
  'reportTemplate.monthly_financial.description':
    'Successful payment volume and platform fees by provider, volume by day, with totals.',
  'reportTemplate.security_audit.name': 'Security Audit',
  'reportTemplate.security_audit.description': 'Sign-ins, failed sign-ins, suspensions and revocations.',
  'reportTemplate.api_usage.name': 'API Usage',
  'reportTemplate.api_usage.description': 'API calls per day with client and server error rates.',
  'reportTemplate.user_activity.name': 'User Activity',
  'reportTemplate.user_activity.description': 'Users created and active by role.',
  'reportTemplate.system_performance.name': 'System Performance',
  'reportTemplate.system_performance.description': 'Uptime, server warnings and errors, API response times.',
  'reportSchedule.daily_summary.name': 'Daily Summary',
  'reportSchedule.weekly_analytics.name': 'Weekly Analytics',
  'reportSchedule.monthly_report.name': 'Monthly Report',
} as const;
