import type { IslandMessages, IslandStringSpec, SpecKeys, Translate } from '../../lib/messages.ts';
import { ANALYTICS_STRINGS } from '../back-office/analytics/messages.ts';
import { BACK_OFFICE_STRINGS } from '../back-office/messages.ts';
import { REPORTS_STRINGS } from '../back-office/reports/messages.ts';

/** The admin dashboard's strings (its own and the sign-in gate's) and the API messages its calls can answer with. */
export const ADMIN_DASHBOARD_STRINGS = {
  keys: [
    'session.',
    'common.loading',
    'ad.',
    ...BACK_OFFICE_STRINGS.keys,
    'adminLogin.',
    'password.',
    ...ANALYTICS_STRINGS.keys,
    ...REPORTS_STRINGS.keys,
  ],
  errors: ['http', 'validation', 'identity', 'phone', 'admin', 'settings', ...REPORTS_STRINGS.errors],
} as const satisfies IslandStringSpec;

export type AdminDashboardMessages = IslandMessages<typeof ADMIN_DASHBOARD_STRINGS>;
export type AdKey = SpecKeys<typeof ADMIN_DASHBOARD_STRINGS>;
export type AdT = Translate<AdKey>;
