import { apiJson, createQuery } from '../../../lib/api/index.ts';
import { queryCache } from '../../../lib/api/query.ts';
import type { ApiAnswer, ApiBody, ApiSchema } from '../../../lib/api/schema.ts';

/** Issue 16's Reports API as the screens read it (shapes generated from the routes). */
export type Report = ApiSchema<'Report'>;
export type ReportSchedule = ApiSchema<'ReportSchedule'>;
export type ReportTemplate = ApiAnswer<'/api/admin/reports/templates'>['templates'][number];
export type ReportType = Report['type'];
export type ReportFormat = Report['parameters']['format'];
export type ReportPeriod = Report['parameters']['period'];
export type ReportRequest = ApiBody<'/api/admin/reports/generate'>;
export type ReportAccepted = ApiAnswer<'/api/admin/reports/generate', 'post'>;
type ReportPage = ApiAnswer<'/api/admin/reports'>;

/** The six templates of the admin dashboard's Analytics tab: every type but the two audit reports. */
export const ANALYTICS_TEMPLATE_TYPES = [
  'analytics_report',
  'daily_operations',
  'monthly_financial',
  'api_usage',
  'user_activity',
  'system_performance',
] as const satisfies readonly ReportType[];

const REPORTS_PATH = '/api/admin/reports';
const SCHEDULES_PATH = '/api/admin/reports/schedules';
/** The generated files list shows this many, newest first. */
export const REPORT_LIST_LIMIT = 20;
export const REPORT_LIST_PATH = `${REPORTS_PATH}?limit=${REPORT_LIST_LIMIT}`;

export const $reportTemplates = createQuery<ApiAnswer<'/api/admin/reports/templates'>>([`${REPORTS_PATH}/templates`]);
export const $reportSchedules = createQuery<ApiAnswer<'/api/admin/reports/schedules'>>([SCHEDULES_PATH]);
export const $generatedReports = createQuery<ReportPage>([REPORT_LIST_PATH]);

/** Ask again for the generated files (a new report, a run, a poll while one is being made). */
export function refreshGeneratedReports(): void {
  queryCache.revalidateKeys((key) => key === REPORT_LIST_PATH);
}

function refreshSchedules(): void {
  queryCache.revalidateKeys((key) => key === SCHEDULES_PATH);
}

const schedulePath = (id: string, action: 'pause' | 'resume' | 'run') =>
  `${SCHEDULES_PATH}/${encodeURIComponent(id)}/${action}`;

export const reportActions = {
  generate: (request: ReportRequest) => apiJson<ReportAccepted>('POST', `${REPORTS_PATH}/generate`, request),
  status: async (id: string) =>
    (await apiJson<ApiAnswer<'/api/admin/reports/{id}'>>('GET', `${REPORTS_PATH}/${encodeURIComponent(id)}`)).report,
  setPaused: async (id: string, paused: boolean) => {
    const answer = await apiJson<ApiAnswer<'/api/admin/reports/schedules/{id}/pause', 'post'>>(
      'POST',
      schedulePath(id, paused ? 'pause' : 'resume'),
    );
    refreshSchedules();
    return answer.schedule;
  },
  runNow: async (id: string) => {
    const answer = await apiJson<ReportAccepted>('POST', schedulePath(id, 'run'));
    refreshSchedules();
    refreshGeneratedReports();
    return answer.report;
  },
};
