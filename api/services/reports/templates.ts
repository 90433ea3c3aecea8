import type { ReportFormat, ReportPeriod, ReportSection, ReportType } from '../../../domain/enums.ts';
import type { ScheduleRule } from './schedule-clock.ts';

/** A report type and its tables; its name and description are in i18n/{en,fr}/report-templates.ts. */
export interface ReportTemplate {
  type: ReportType;
  sections: readonly ReportSection[];
}

export const REPORT_TEMPLATES: readonly ReportTemplate[] = [
  {
    type: 'audit_report',
    sections: ['audit_actions', 'security_events'],
  },
  {
    type: 'analytics_report',
    sections: ['payments_by_provider', 'payments_by_day', 'api_calls_by_day', 'users'],
  },
  {
    type: 'daily_operations',
    sections: ['payments_by_status', 'payments_by_provider', 'api_calls_by_day', 'system_logs'],
  },
  {
    type: 'monthly_financial',
    sections: ['payments_by_provider', 'platform_fees', 'payments_by_day', 'payments_by_status'],
  },
  {
    type: 'security_audit',
    sections: ['security_events', 'audit_actions'],
  },
  {
    type: 'api_usage',
    sections: ['api_calls_by_day'],
  },
  {
    type: 'user_activity',
    sections: ['users'],
  },
  {
    type: 'system_performance',
    sections: ['uptime', 'system_logs', 'api_calls_by_day'],
  },
];

export type DefaultScheduleId = 'daily_summary' | 'weekly_analytics' | 'monthly_report';

export function templateOf(type: ReportType): ReportTemplate {
  const template = REPORT_TEMPLATES.find((candidate) => candidate.type === type);
  if (!template) throw new Error(`unknown report type ${type}`);
  return template;
}

/**
 * The scheduled reports every installation starts with, seeded once
 * (db/seeds/reference/20-report-schedules.ts); their names are `reportSchedule.<id>.name` in
 * i18n/{en,fr}/report-templates.ts.
 */
export const DEFAULT_SCHEDULES: readonly (ScheduleRule & {
  id: DefaultScheduleId;
  type: ReportType;
  parameters: { format: ReportFormat; period: ReportPeriod };
  paused: boolean;
})[] = [
  {
    id: 'daily_summary',
    type: 'daily_operations',
    parameters: { format: 'pdf', period: 'yesterday' },
    frequency: 'daily',
    timeOfDay: 6 * 60,
    day: null,
    paused: false,
  },
  {
    id: 'weekly_analytics',
    type: 'analytics_report',
    parameters: { format: 'pdf', period: 'last_7_days' },
    frequency: 'weekly',
    timeOfDay: 8 * 60,
    day: 1,
    paused: false,
  },
  {
    id: 'monthly_report',
    type: 'monthly_financial',
    parameters: { format: 'pdf', period: 'last_month' },
    frequency: 'monthly',
    timeOfDay: 7 * 60,
    day: 1,
    paused: true,
  },
];
