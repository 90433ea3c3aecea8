import { apiJson, apiRequest, createQuery } from '../../lib/api/index.ts';
import { refreshQueries } from '../../lib/api/query.ts';
import type { ApiAnswer } from '../../lib/api/schema.ts';

/** The dashboard's operations calls (issue 16): settings and system logs (Export Data is a link: export-choice.ts). */
export type SettingsAnswer = ApiAnswer<'/api/admin/settings/categories'>['data'];
export type SettingValue = boolean | number | string;
export type SettingDefinition = SettingsAnswer['definitions'][string][string];
export type ImportResult = ApiAnswer<'/api/admin/settings/import', 'post'>;
export type SystemLogPage = ApiAnswer<'/api/admin/system/logs'>;
export type SystemLog = SystemLogPage['logs'][number];

const SETTINGS_PATH = '/api/admin/settings/categories';
export const $settings = createQuery<ApiAnswer<'/api/admin/settings/categories'>>([SETTINGS_PATH]);

export function systemLogsQuery(path: string) {
  return createQuery<SystemLogPage>([path]);
}

function refreshSettings(): void {
  refreshQueries((key) => key.startsWith(SETTINGS_PATH) || key.startsWith('/api/admin/audit-logs'));
}

/** A file the server sends as an attachment, with the name it gives it. */
async function download(path: string, fallbackName: string): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiRequest('GET', path);
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName;
  return { blob: await response.blob(), fileName };
}

export const operationsActions = {
  updateCategory: async (category: string, values: Record<string, SettingValue>) => {
    const answer = await apiJson<ApiAnswer<'/api/admin/settings/category/{category}', 'put'>>(
      'PUT',
      `/api/admin/settings/category/${encodeURIComponent(category)}`,
      values,
    );
    refreshSettings();
    return answer;
  },
  importSettings: async (settings: Record<string, Record<string, unknown>>, dryRun: boolean) => {
    const answer = await apiJson<ImportResult>('POST', '/api/admin/settings/import', { settings, dryRun });
    if (!dryRun) refreshSettings();
    return answer;
  },
  exportSettings: () => download('/api/admin/settings/export', 'settings.json'),
};
