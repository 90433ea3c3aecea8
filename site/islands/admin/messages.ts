import type { IslandMessages, IslandStringSpec, SpecKeys, Translate } from '../../lib/messages.ts';
import { ANALYTICS_STRINGS } from '../back-office/analytics/messages.ts';
import { BACK_OFFICE_STRINGS } from '../back-office/messages.ts';
import { REPORTS_STRINGS } from '../back-office/reports/messages.ts';
import { ADMIN_LOGIN_STRINGS } from '../back-office/sign-in/login-messages.ts';

/** The portal's strings (its own, the sign-in form's, the gate's and the labels it shares) and the API messages its calls can answer with. */
export const ADMIN_PORTAL_STRINGS = {
  keys: [
    ...ADMIN_LOGIN_STRINGS.keys,
    'session.',
    'common.loading',
    'portal.',
    ...BACK_OFFICE_STRINGS.keys,
    'inst.type.',
    'inst.tier.',
    'pm.type.',
    'pm.provider.',
    'pm.na',
    'pm.providers.status.',
    'payments.status.',
    ...ANALYTICS_STRINGS.keys,
    ...REPORTS_STRINGS.keys,
  ],
  errors: [...ADMIN_LOGIN_STRINGS.errors, 'institutions', ...REPORTS_STRINGS.errors],
} as const satisfies IslandStringSpec;

export type AdminPortalMessages = IslandMessages<typeof ADMIN_PORTAL_STRINGS>;
export type PortalKey = SpecKeys<typeof ADMIN_PORTAL_STRINGS>;
export type PortalT = Translate<PortalKey>;
